import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query"

import type { ApiClient } from "../../../lib/api-client.ts"
import { useApiClient } from "../../../lib/api-client-context.tsx"
import type { TherapeuticApproach } from "../../../lib/approaches.ts"
import { chatsQueryKey } from "../../../lib/shared-endpoints.ts"

export { APPROACH_LABELS as APPROACH_NAMES } from "../../../lib/approaches.ts"
export type ApproachId = TherapeuticApproach

export const getApproaches = (api: ApiClient) => api.get("approaches.list", "/therapeutic-approaches")

export const approachesQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: ["therapeutic-approaches"],
    queryFn: () => getApproaches(api),
    staleTime: 60 * 60_000,
  })

export const useApproaches = (enabled = true) => {
  const api = useApiClient()
  return useQuery({ ...approachesQueryOptions(api), enabled })
}

/** PUT /api/chats/{id}/approach. */
export const updateChatApproach = (api: ApiClient, chatId: string, approach: ApproachId) =>
  api.put("chats.approach", `/chats/${encodeURIComponent(chatId)}/approach`, {
    therapeutic_approach: approach,
  })

export const useUpdateChatApproach = (chatId: string) => {
  const api = useApiClient()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (approach: ApproachId) => updateChatApproach(api, chatId, approach),
    // The dashboard's list shows the approach badge.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatsQueryKey }),
  })
}
