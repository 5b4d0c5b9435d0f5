import { useQuery } from "@tanstack/react-query"

import { useApiClient } from "../../../lib/api-client-context.tsx"
import { decryptText, type Keyring } from "../../../lib/crypto/message-crypto.ts"
import { chatsQueryKey, getChat, getChats } from "../../../lib/shared-endpoints.ts"
import { previousChatOf, raisedCrisis } from "./previous-session.ts"

/**
 * Whether the session before this chat raised the crisis panel, read in this browser from that chat's
 * replies (nothing about it is stored anywhere else): the new session then opens with a gentle check-in.
 */
export const usePreviousCrisis = (chatId: string, keyring: Keyring | null): boolean => {
  const api = useApiClient()
  const chats = useQuery({ queryKey: chatsQueryKey, queryFn: () => getChats(api), enabled: keyring !== null })
  const previous = chats.data === undefined ? null : previousChatOf(chats.data, chatId)
  const marked = useQuery({
    queryKey: ["previous-crisis", chatId, previous?.id ?? null],
    queryFn: async () => {
      if (previous === null || keyring === null) return false
      const detail = await getChat(api, previous.id)
      return raisedCrisis(detail.messages, (record) => decryptText(keyring, record).catch(() => null))
    },
    enabled: previous !== null && keyring !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  })
  return marked.data === true
}
