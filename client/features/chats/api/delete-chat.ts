import { useMutation, useQueryClient } from "@tanstack/react-query"

import type { ApiClient } from "../../../lib/api-client.ts"
import { useApiClient } from "../../../lib/api-client-context.tsx"
import { chatsQueryOptions } from "./get-chats.ts"

export const deleteChat = (api: ApiClient, chatId: string) =>
  api.delete("chats.delete", `/chats/${encodeURIComponent(chatId)}`)

export const useDeleteChat = () => {
  const api = useApiClient()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (chatId: string) => deleteChat(api, chatId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatsQueryOptions(api).queryKey }),
  })
}
