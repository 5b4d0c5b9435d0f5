import { useQueries, useQuery } from "@tanstack/react-query"
import { useAtomValue } from "jotai"

import type { ApiClient } from "../../../lib/api-client.ts"
import { useApiClient } from "../../../lib/api-client-context.tsx"
import { keyringAtom } from "../../../lib/crypto/keyring-atom.ts"
import { chatsQueryKey, getChat, getChats } from "../../../lib/shared-endpoints.ts"
import { decryptText, type Keyring } from "../../../lib/crypto/message-crypto.ts"
import { openReply } from "../../../lib/crypto/reply-envelope.ts"
import type { SearchableMessage } from "../state/search-text.ts"

/** The same list (and cache key) as the dashboard's: GET /api/chats. */
export const useChatSummaries = () => {
  const api = useApiClient()
  return useQuery({ queryKey: chatsQueryKey, queryFn: () => getChats(api) })
}

export type ChatSummaryItem = NonNullable<ReturnType<typeof useChatSummaries>["data"]>[number]

const opened = async (ring: Keyring, record: string): Promise<string | null> => {
  try {
    return await decryptText(ring, record)
  } catch {
    return null
  }
}

/** One chat's messages, fetched and decrypted here in the browser: the server never sees the query. */
const searchableChat = async (api: ApiClient, ring: Keyring, chatId: string) => {
  const chat = await getChat(api, chatId)
  const messages = await Promise.all(
    chat.messages.map(async (m): Promise<SearchableMessage | null> => {
      const sealed = await opened(ring, m.content)
      if (sealed === null) return null
      // a reply is searched and shown as its words, without the envelope its marks travel in
      const text = m.role === "assistant" ? openReply(sealed).text : sealed
      return { chatId, messageId: m.id, role: m.role, timestamp: m.timestamp, text }
    }),
  )
  return messages.filter((m): m is SearchableMessage => m !== null)
}

/**
 * Every started chat's decrypted messages, loaded only once a search starts (`enabled`), cached per chat
 * until that chat changes (`updated_at` in the key).
 */
export const useSearchableMessages = (chats: ReadonlyArray<ChatSummaryItem>, enabled: boolean) => {
  const api = useApiClient()
  const keyring = useAtomValue(keyringAtom)
  const results = useQueries({
    queries: chats.map((chat) => ({
      queryKey: ["chat-search", chat.id, chat.updated_at],
      queryFn: () => (keyring === null ? Promise.resolve([]) : searchableChat(api, keyring, chat.id)),
      enabled: enabled && keyring !== null,
      staleTime: Number.POSITIVE_INFINITY,
    })),
  })
  return {
    locked: keyring === null,
    loading: enabled && results.some((result) => result.isPending),
    failed: results.some((result) => result.isError),
    messages: results.flatMap((result) => result.data ?? []),
  }
}
