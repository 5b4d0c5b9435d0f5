import { useMutation, useQueryClient } from "@tanstack/react-query"

import { useApiClient } from "../../../lib/api-client-context.tsx"
import { createChat } from "../../../lib/shared-endpoints.ts"
import type { TherapeuticApproach } from "./chat-types.ts"
import { chatsQueryOptions } from "./get-chats.ts"

export { createChat }

export const useCreateChat = () => {
  const api = useApiClient()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (approach: TherapeuticApproach) => createChat(api, approach),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatsQueryOptions(api).queryKey }),
  })
}
