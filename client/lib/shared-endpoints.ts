import type { ApiClient } from "./api-client.ts"
import type { TherapeuticApproach } from "./approaches.ts"

/*
 * The chat endpoints more than one feature reads (the dashboard's list, the chat screen, the data export): one
 * fetcher each, here; the features keep their own queries and hooks around them.
 */

/** The query keys of these shared reads: every feature that reads or invalidates them uses these, never a literal. */
export const chatsQueryKey = ["chats"] as const
export const sessionInfoQueryKey = ["session-info"] as const

/** GET /api/chats: the user's sessions, newest first. */
export const getChats = (api: ApiClient) => api.get("chats.list", "/chats")

/** GET /api/chats/{id}: one session with its (encrypted) messages. */
export const getChat = (api: ApiClient, chatId: string) =>
  api.get("chats.get", `/chats/${encodeURIComponent(chatId)}`)

/** POST /api/chats: a new session with the given approach (an unverified address may open one too). */
export const createChat = (api: ApiClient, approach: TherapeuticApproach) =>
  api.post("chats.create", "/chats", { therapeutic_approach: approach })

/** GET /api/user/session-info: the credits the dashboard, the chat screen and the export show. */
export const getSessionInfo = (api: ApiClient) => api.get("sessionInfo.info", "/user/session-info")
