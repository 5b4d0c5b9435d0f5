import { queryOptions, useQuery } from "@tanstack/react-query"

import { createApiClient, type ApiClient } from "../../../lib/api-client.ts"
import { useApiClient } from "../../../lib/api-client-context.tsx"
import { storedToken } from "../../../lib/auth/session-storage.ts"
import { getChat } from "./chat-session-api.ts"
import type { ChatDetail } from "./chat-session-types.ts"

/** At most one chat is fetched ahead: the one the page was opened on. */
let early: {
  readonly chatId: string
  readonly chat: Promise<ChatDetail>
  /** The answer once it is in: the screen then starts with it, without a loading render. */
  readonly answer: ChatDetail | null
} | null = null

/**
 * Opening the app on a chat: its GET starts as soon as the chat's code is in, beside the start-up session
 * check (GET /user/me, the data key from IndexedDB) instead of after it. Sent with the saved token; without
 * one there is nothing to fetch (the route guard sends the visitor to /login).
 */
export const fetchChatEarly = (chatId: string): Promise<ChatDetail> | null => {
  const token = storedToken.read()
  if (token === null || early !== null) return null
  // No 401 handling here: a refused token is the start-up check's to handle, and the screen then asks again.
  const chat = getChat(createApiClient({ getToken: () => token }), chatId)
  early = { chatId, chat, answer: null }
  const entry = early
  chat.then(
    (answer) => {
      if (early === entry) early = { ...entry, answer }
    },
    () => {},
  )
  return chat
}

/** The early answer for this chat, handed over once (a later visit fetches afresh); null when there is none. */
const takeEarlyChat = (chatId: string): Promise<ChatDetail> | null => {
  if (early?.chatId !== chatId) return null
  const { chat } = early
  early = null
  return chat
}

/** The early answer for this chat if it is already in (handed over once). */
const takeEarlyAnswer = (chatId: string): ChatDetail | undefined => {
  const answer = early?.chatId === chatId ? early.answer : null
  if (answer === null) return undefined
  early = null
  return answer
}

export const chatQueryOptions = (api: ApiClient, chatId: string) =>
  queryOptions({
    queryKey: ["chat", chatId],
    initialData: () => takeEarlyAnswer(chatId),
    // The GET started with the page when it was opened on this chat; if that one failed, ask again.
    queryFn: () => takeEarlyChat(chatId)?.catch(() => getChat(api, chatId)) ?? getChat(api, chatId),
    // The screen keeps its own copy once loaded; refetching would only redo work.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: false,
  })

export const useChat = (chatId: string) => {
  const api = useApiClient()
  return useQuery(chatQueryOptions(api, chatId))
}
