import { useMutation, useQueryClient } from "@tanstack/react-query"

import { useApiClient } from "../../../lib/api-client-context.tsx"
import { createChat } from "../../../lib/shared-endpoints.ts"
import { reusableChat } from "../state/unstarted-chats.ts"
import type { TherapeuticApproach } from "./chat-types.ts"
import { chatsQueryOptions } from "./get-chats.ts"

export { createChat }

/**
 * "Nuova sessione": the newest chat nobody has written in yet if there is one (so each click does not leave
 * one more empty chat behind), else a new chat with the given approach.
 */
export const useCreateChat = () => {
  const api = useApiClient()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (approach: TherapeuticApproach): Promise<{ readonly id: string }> => {
      const chats = await queryClient.fetchQuery(chatsQueryOptions(api))
      return reusableChat(chats) ?? (await createChat(api, approach))
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatsQueryOptions(api).queryKey }),
  })
}
