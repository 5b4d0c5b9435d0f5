import { queryOptions, useQuery } from "@tanstack/react-query"

import type { ApiClient } from "../../../lib/api-client.ts"
import { useApiClient } from "../../../lib/api-client-context.tsx"
import { adminKeys } from "./admin-types.ts"

/** GET /api/admin/activity: the last 30 days in Rome, oldest first, zeros included. */
export const getAdminActivity = (api: ApiClient) => api.get("admin.activity", "/admin/activity")

export const adminActivityQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: adminKeys.activity, queryFn: () => getAdminActivity(api) })

export const useAdminActivity = () => {
  const api = useApiClient()
  return useQuery(adminActivityQueryOptions(api))
}
