import { queryOptions, useQuery } from "@tanstack/react-query"

import type { ApiClient } from "../../../lib/api-client.ts"
import { useApiClient } from "../../../lib/api-client-context.tsx"
import { adminKeys } from "./admin-types.ts"

/** SPEC §9: the admin user list is limited to 100. */
export const ADMIN_USERS_LIMIT = 100

export const getAdminUsers = (api: ApiClient) =>
  api.get("admin.users", `/admin/users?limit=${ADMIN_USERS_LIMIT}`)

export const adminUsersQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: adminKeys.users, queryFn: () => getAdminUsers(api) })

export const useAdminUsers = () => {
  const api = useApiClient()
  return useQuery(adminUsersQueryOptions(api))
}
