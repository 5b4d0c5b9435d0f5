import type { ApiClient } from "../../../lib/api-client.ts"
import { encryptText, type Keyring } from "../../../lib/crypto/message-crypto.ts"
import { replyClaims, type ClaimedReply } from "../../../lib/crypto/reply-claims.ts"
import { replyKeyStore, type PendingReplyKey } from "../../../lib/crypto/reply-key-store.ts"
import { storeReply } from "../api/chat-session-api.ts"
import { resumeReply } from "../api/resume-reply.ts"
import { sealReply } from "../../../lib/crypto/reply-envelope.ts"
import { settlementOf } from "./reply-settlement.ts"

/** A key younger than this may belong to a message still being sent (its reply not opened yet): it stays. */
const SENDING_GRACE_MS = 60_000

export type AwayDelivery = {
  readonly api: ApiClient
  readonly token: string | null
  readonly keyring: Keyring
  /** The user's encryption salt and AI name (the reply is stored exactly as the chat screen stores it). */
  readonly salt: string
  readonly aiName: string
  readonly signal: AbortSignal
  readonly now?: number
  readonly baseUrl?: string
  readonly fetch?: typeof fetch
}

const noHandlers = { onMeta: () => undefined, onToken: () => undefined }

/** One finished reply fetched from its relay, opened with its key, stored encrypted; its key then goes. */
const deliverOne = async (
  input: AwayDelivery,
  key: PendingReplyKey,
  replyId: string,
): Promise<ClaimedReply | null> => {
  const outcome = await resumeReply({
    chatId: key.chatId,
    replyId,
    token: input.token,
    privateKey: key.privateKey,
    from: { meta: null, text: "", lastEventId: null },
    signal: input.signal,
    handlers: noHandlers,
    ...(input.baseUrl === undefined ? {} : { baseUrl: input.baseUrl }),
    ...(input.fetch === undefined ? {} : { fetch: input.fetch }),
  })
  if (input.signal.aborted) return null
  const settlement = settlementOf(outcome, input.aiName)
  if (settlement === null || settlement.record === null) {
    // nothing that could be shown or stored (a reply that failed before its words): the key goes
    await replyKeyStore.forget(key.messageId)
    return null
  }
  const ciphertext = await encryptText(input.keyring, input.salt, sealReply(settlement.record))
  await storeReply(input.api, key.chatId, settlement.replyId, ciphertext)
  await replyKeyStore.forget(key.messageId)
  return { replyId: settlement.replyId, ciphertext, ...settlement.record }
}

/**
 * At a visit (the dashboard): every reply this browser asked for that the server finished meanwhile is stored —
 * opened with the key kept for it, encrypted with the user's key, its relay deleted by the server — so that the
 * chat list and the chat show it without the chat being opened. Replies still being written are left to the chat
 * screen; keys whose reply the server no longer has go. Answers the chats that got a reply.
 */
export const deliverAwayReplies = async (input: AwayDelivery): Promise<ReadonlyArray<string>> => {
  const now = input.now ?? Date.now()
  const keys = await replyKeyStore.all(now)
  if (keys.length === 0) return []
  const { replies } = await input.api.get("replies.pendingAll", "/replies/pending", { signal: input.signal })
  const delivered = new Set<string>()
  for (const key of keys) {
    if (input.signal.aborted) break
    const reply = replies.findLast((r) => r.message_id === key.messageId && r.chat_id === key.chatId)
    if (reply === undefined) {
      if (now - key.createdAt > SENDING_GRACE_MS) await replyKeyStore.forget(key.messageId)
      continue
    }
    if (!reply.finished || replyClaims.inFlight(key.messageId) !== undefined) continue
    const stored = await replyClaims.run(key.messageId, () => deliverOne(input, key, reply.reply_id))
    if (stored !== null) delivered.add(key.chatId)
  }
  return [...delivered]
}
