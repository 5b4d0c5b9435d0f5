import type { ClaimedReply } from "../../../lib/crypto/reply-claims.ts"
import type { PendingReplyKey } from "../../../lib/crypto/reply-key-store.ts"
import type { ViewMessage } from "./conversation.ts"

/** A reply the server still keeps for this chat (GET /chats/{id}/replies/pending). */
export type PendingReply = {
  readonly reply_id: string
  readonly message_id: string
  readonly finished: boolean
}

export type PendingPlan = {
  /** Replies this browser can open (it holds their key) and has not stored: resumed, then stored. */
  readonly resume: ReadonlyArray<{ readonly reply: PendingReply; readonly key: PendingReplyKey }>
  /** Keys of replies the server no longer has, or that are stored already: forgotten. */
  readonly forget: ReadonlyArray<string>
}

/**
 * What to do at a visit with the reply keys this browser kept: a key whose reply the server still has and the
 * chat does not show as stored is resumed; the others go. Replies of other devices (no key here) are left to
 * expire: only the browser that asked can open them.
 */
export const planPending = (
  keys: ReadonlyArray<PendingReplyKey>,
  replies: ReadonlyArray<PendingReply>,
  messages: ReadonlyArray<ViewMessage>,
): PendingPlan => {
  const shown = new Set(messages.filter((m) => m.role === "assistant").map((m) => m.id))
  const resume: Array<PendingPlan["resume"][number]> = []
  const forget: Array<string> = []
  for (const key of keys) {
    // the latest: a message sent again (same id) was answered again, sealed to the key kept last
    const reply = replies.findLast((r) => r.message_id === key.messageId)
    if (reply === undefined || shown.has(reply.reply_id)) forget.push(key.messageId)
    else resume.push({ reply, key })
  }
  return { resume, forget }
}

/** The bubble of a reply being resumed: empty until its words arrive (the typing dots show meanwhile). */
export const resumingBubble = (replyId: string, at: string): ViewMessage => ({
  id: replyId,
  role: "assistant",
  timestamp: at,
  image: null,
  ciphertext: null,
  text: "",
  state: "streaming",
  crisis: false,
  errorDetail: null,
})

/** A reply the dashboard stored while the chat was opening: shown as stored, with its marks. */
export const claimedBubble = (reply: ClaimedReply, at = new Date().toISOString()): ViewMessage => ({
  id: reply.replyId,
  role: "assistant",
  timestamp: at,
  image: null,
  ciphertext: reply.ciphertext,
  text: reply.text,
  state: reply.interrupted ? "interrupted" : "stored",
  crisis: reply.crisis,
  errorDetail: null,
})
