import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query"

import type { Approach } from "../../../../api/contract/chats.ts"
import type { ApiClient } from "../../../lib/api-client.ts"
import { useApiClient } from "../../../lib/api-client-context.tsx"

export type ApproachId = "claude" | "gpt" | "gemini"
export type TherapeuticApproach = typeof Approach.Type

/** SPEC §3: the labels the product uses, also shown while the list loads. */
export const APPROACH_NAMES: Record<ApproachId, string> = {
  claude: "Profondo e riflessivo",
  gpt: "Equilibrato e versatile",
  gemini: "Creativo con supporto visivo",
}

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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["chats"] }),
  })
}
