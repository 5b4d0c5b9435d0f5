import { queryOptions, useQuery } from "@tanstack/react-query"

import type { ApiClient } from "../../../lib/api-client.ts"
import { useApiClient } from "../../../lib/api-client-context.tsx"
import { chatsQueryKey, getChats } from "../../../lib/shared-endpoints.ts"

export { getChats }

export const chatsQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: chatsQueryKey, queryFn: () => getChats(api) })

export const useChats = () => {
  const api = useApiClient()
  return useQuery(chatsQueryOptions(api))
}
