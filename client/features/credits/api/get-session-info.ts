import { queryOptions, useQuery } from "@tanstack/react-query"

import type { ApiClient } from "../../../lib/api-client.ts"
import { useApiClient } from "../../../lib/api-client-context.tsx"
import type { SuccessOf } from "../../../lib/api-endpoints.ts"
import { getSessionInfo, sessionInfoQueryKey } from "../../../lib/shared-endpoints.ts"

/** GET /api/user/session-info (SPEC §3 Session info). */
export type SessionInfo = SuccessOf<"sessionInfo.info">

export { getSessionInfo }

export const sessionInfoQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: sessionInfoQueryKey, queryFn: () => getSessionInfo(api) })

export const useSessionInfo = () => {
  const api = useApiClient()
  return useQuery(sessionInfoQueryOptions(api))
}
