import { queryOptions, useQuery } from "@tanstack/react-query"

import type {} from "../../../../contract/safety.ts"
import type { ApiClient } from "../../../lib/api-client.ts"
import { useApiClient } from "../../../lib/api-client-context.tsx"

export type { HumanHelpEntry, HumanHelpSection } from "../../../../contract/safety.ts"

/** Who to talk to: the server's one copy (domain/safety/human-help.ts), public. */
export const getHumanHelp = (api: ApiClient) => api.get("safety.humanHelp", "/safety/human-help")

export const humanHelpQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: ["human-help"], queryFn: () => getHumanHelp(api), staleTime: 3_600_000, retry: 3 })

export const useHumanHelp = () => {
  const api = useApiClient()
  return useQuery(humanHelpQueryOptions(api))
}
