import { queryOptions, useQuery } from "@tanstack/react-query"

import type { ApiClient } from "../../../lib/api-client.ts"
import { useApiClient } from "../../../lib/api-client-context.tsx"
import { adminKeys } from "./admin-types.ts"

/** GET /api/admin/crisis-referrals: crisis cards per day and category, the last 30 days (under 5 withheld). */
export const getCrisisReferrals = (api: ApiClient) =>
  api.get("admin.crisisReferrals", "/admin/crisis-referrals")

export const useAdminCrisisReferrals = () => {
  const api = useApiClient()
  return useQuery(
    queryOptions({
      queryKey: [...adminKeys.all, "crisis-referrals"],
      queryFn: () => getCrisisReferrals(api),
    }),
  )
}
