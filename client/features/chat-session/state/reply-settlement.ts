import type { StreamOutcome } from "../api/stream-reply.ts"
import type { ViewMessage } from "./conversation.ts"
import type { ReplyRecord } from "../../../lib/crypto/reply-envelope.ts"
import { SEND_ERROR } from "./send-failure.ts"

/** How a reply's stream ended, for the screen: its bubble, what is announced, the toast, what is stored. */
export type Settlement = {
  readonly replyId: string
  readonly patch: Partial<ViewMessage>
  /** What the polite live region says (a finished or interrupted reply, never tokens); null: nothing. */
  readonly announcement: string | null
  /** The toast of a reply that failed; null: none. */
  readonly error: string | null
  /** What is stored, sealed with its marks; null: nothing to store. */
  readonly record: ReplyRecord | null
}

/**
 * The settlement of a stream the server accepted; null when it never did (nothing was shown or stored). A reply
 * to a message the server heard without recording it is shown as any other, and never stored.
 */
export const settlementOf = (outcome: StreamOutcome, aiName: string): Settlement | null => {
  const settled = settlementOfStream(outcome, aiName)
  if (settled === null || outcome.meta?.recorded !== false) return settled
  return { ...settled, patch: { ...settled.patch, unsaved: true }, record: null }
}

const settlementOfStream = (outcome: StreamOutcome, aiName: string): Settlement | null => {
  const { meta, text } = outcome
  if (meta === null) return null
  const replyId = meta.reply_id
  if (outcome.kind === "done") {
    return {
      replyId,
      patch: { text, state: "complete" },
      announcement: `${aiName} ha risposto: ${text}`,
      error: null,
      record: { text, crisis: meta.crisis, interrupted: false },
    }
  }
  const failed = outcome.kind === "failed"
  const errorDetail = failed ? outcome.detail : null
  const error = failed ? (outcome.detail ?? SEND_ERROR) : null
  if (text.trim() === "") {
    return {
      replyId,
      patch: { text: "", state: failed ? "failed" : "interrupted", errorDetail },
      announcement: null,
      error,
      // A stopped reply with no words is still where the crisis card stands: it is stored so the card stays.
      record: !failed && meta.crisis ? { text: "", crisis: true, interrupted: true } : null,
    }
  }
  return {
    replyId,
    patch: { text, state: "interrupted", errorDetail },
    announcement: `Risposta interrotta. ${aiName} aveva scritto: ${text}`,
    error,
    record: { text, crisis: meta.crisis, interrupted: true },
  }
}
