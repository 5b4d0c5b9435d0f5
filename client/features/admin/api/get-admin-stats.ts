import { queryOptions, useQuery } from "@tanstack/react-query"

import type { ApiClient } from "../../../lib/api-client.ts"
import { useApiClient } from "../../../lib/api-client-context.tsx"
import { adminKeys, type AdminStats } from "./admin-types.ts"

export const getAdminStats = (api: ApiClient) => api.get<AdminStats>("/admin/stats")

export const adminStatsQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: adminKeys.stats, queryFn: () => getAdminStats(api) })

export const useAdminStats = () => {
  const api = useApiClient()
  return useQuery(adminStatsQueryOptions(api))
}
