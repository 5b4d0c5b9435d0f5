import { queryOptions } from "@tanstack/react-query"

import type { ApiClient } from "../../../lib/api-client.ts"

const id = (chatId: string) => encodeURIComponent(chatId)

/** SPEC §9: the session status is polled every 30 seconds. */
export const STATUS_POLL_MS = 30_000

export { getChat } from "../../../lib/shared-endpoints.ts"

export const getSessionStatus = (api: ApiClient, chatId: string) =>
  api.get("sessions.status", `/sessions/status/${id(chatId)}`)

export const sessionStatusQueryOptions = (api: ApiClient, chatId: string) =>
  queryOptions({
    queryKey: ["session-status", chatId],
    queryFn: () => getSessionStatus(api, chatId),
    refetchInterval: STATUS_POLL_MS,
    refetchOnWindowFocus: true,
  })

export const storeReply = (api: ApiClient, chatId: string, replyId: string, ciphertext: string) =>
  api.post("chats.reply", `/chats/${id(chatId)}/replies`, { reply_id: replyId, ciphertext })

export const completeSession = (api: ApiClient, chatId: string) =>
  api.post("sessions.complete", `/sessions/${id(chatId)}/complete`)

export const extendSession = (api: ApiClient, chatId: string, forScheduling: boolean) =>
  api.post("sessions.extend", "/sessions/extend", { chat_id: chatId, extend_for_scheduling: forScheduling })

export const scheduleNext = (api: ApiClient, chatId: string, notes: string) =>
  api.post("sessions.scheduleNext", `/sessions/${id(chatId)}/schedule-next`, { notes })

export { createChat } from "../../../lib/shared-endpoints.ts"

/** "Rigenera" (the last reply's id) or "Modifica" (the last user message's id): the server takes them out. */
export const supersedeExchange = (
  api: ApiClient,
  chatId: string,
  messageId: string,
  reason: "regenerate" | "edit",
) => api.post("chats.supersede", `/chats/${id(chatId)}/supersede`, { message_id: messageId, reason })
