import { queryOptions, useQuery } from "@tanstack/react-query"

import type {} from "../../contract/safety.ts"
import type { ApiClient } from "./api-client.ts"
import { useApiClient } from "./api-client-context.tsx"

export type { CrisisCard, CrisisResource } from "../../contract/safety.ts"

/** The crisis numbers come from the server's one copy (domain/safety/crisis-resources.ts), never a client copy. */
export const getCrisisCard = (api: ApiClient) => api.get("safety.crisisCard", "/safety/crisis-card")

export const crisisCardQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: ["crisis-card"],
    queryFn: () => getCrisisCard(api),
    // Fetched once when the chat (or the safety plan) opens, so the card never waits for the network when it is needed.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: 3,
  })

export const useCrisisCard = () => {
  const api = useApiClient()
  return useQuery(crisisCardQueryOptions(api))
}
