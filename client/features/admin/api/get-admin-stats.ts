import { queryOptions, useQuery } from "@tanstack/react-query"

import type { ApiClient } from "../../../lib/api-client.ts"
import { useApiClient } from "../../../lib/api-client-context.tsx"
import { adminKeys } from "./admin-types.ts"

export const getAdminStats = (api: ApiClient) => api.get("admin.stats", "/admin/stats")

export const adminStatsQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: adminKeys.stats, queryFn: () => getAdminStats(api) })

export const useAdminStats = () => {
  const api = useApiClient()
  return useQuery(adminStatsQueryOptions(api))
}
