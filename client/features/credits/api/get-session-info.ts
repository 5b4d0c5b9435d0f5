import { queryOptions, useQuery } from "@tanstack/react-query"

import type { ApiClient } from "../../../lib/api-client.ts"
import { useApiClient } from "../../../lib/api-client-context.tsx"

/** GET /api/user/session-info (SPEC §3 Session info). */
export type SessionInfo = {
  readonly free_sessions_remaining: number
  readonly subscription_sessions_remaining: number
  /** Single sessions bought and code credits (DESIGN §2); absent on older servers. */
  readonly purchased_sessions_remaining?: number
  readonly total_sessions_available: number
  readonly has_active_subscription: boolean
  readonly subscription_expires_at: string | null
  readonly has_unlimited_sessions: boolean
  readonly unlimited_expires_at: string | null
}

export const getSessionInfo = (api: ApiClient) => api.get("sessionInfo.info", "/user/session-info")

export const sessionInfoQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: ["session-info"], queryFn: () => getSessionInfo(api) })

export const useSessionInfo = () => {
  const api = useApiClient()
  return useQuery(sessionInfoQueryOptions(api))
}
