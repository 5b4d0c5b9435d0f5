import { queryOptions, useQuery } from "@tanstack/react-query"

import type { ApiClient } from "../../../lib/api-client.ts"
import { useApiClient } from "../../../lib/api-client-context.tsx"

/** GET /api/safety/crisis-referrals: monthly totals of crisis cards per category, public, under 5 withheld. */
export const getCrisisReferrals = (api: ApiClient) =>
  api.get("safety.crisisReferrals", "/safety/crisis-referrals")

export const useCrisisReferrals = () => {
  const api = useApiClient()
  return useQuery(queryOptions({ queryKey: ["crisis-referrals"], queryFn: () => getCrisisReferrals(api) }))
}
