import { useMutation, useQueryClient } from "@tanstack/react-query"

import type { ApiClient } from "../../../lib/api-client.ts"
import { useApiClient } from "../../../lib/api-client-context.tsx"
import type { TherapeuticApproach } from "./chat-types.ts"
import { chatsQueryOptions } from "./get-chats.ts"

export const createChat = (api: ApiClient, approach: TherapeuticApproach) =>
  api.post("chats.create", "/chats", { therapeutic_approach: approach })

export const useCreateChat = () => {
  const api = useApiClient()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (approach: TherapeuticApproach) => createChat(api, approach),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatsQueryOptions(api).queryKey }),
  })
}
