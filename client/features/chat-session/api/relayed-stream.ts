import { API_BASE_URL } from "../../../lib/api-client.ts"
import { replyKeyStore } from "../../../lib/crypto/reply-key-store.ts"
import { newReplyKey, type ReplyKeyPair } from "../../../lib/crypto/reply-keys.ts"
import { resumeReply } from "./resume-reply.ts"
import { streamReply, type StreamOutcome } from "./stream-reply.ts"

/** The abort reason of a screen that goes away: the reply goes on on the server, and comes back at the next visit. */
export const LEFT_SCREEN = "cogi:left-screen"
/** A dropped connection is resumed up to this many times (after 0.5 s, 1 s, 2 s). */
const RESUMES = 3

type Input = Parameters<typeof streamReply>[0] & { readonly messageId: string }

const keyFor = async (chatId: string, messageId: string): Promise<ReplyKeyPair | null> => {
  try {
    const key = await newReplyKey()
    await replyKeyStore.save({ chatId, messageId, privateKey: key.privateKey, createdAt: Date.now() })
    return key
  } catch {
    // no WebCrypto ECDH here: the reply is bound to the connection, as before
    return null
  }
}

/** Stop, wherever the reply is being written (the connection alone no longer stops it). */
const stopOnServer = (input: Input, replyId: string) => {
  const headers: Record<string, string> = {}
  if (input.token !== null) headers["Authorization"] = `Bearer ${input.token}`
  const path = `/chats/${encodeURIComponent(input.chatId)}/replies/${encodeURIComponent(replyId)}/stop`
  // called as a method: a detached `fetch` throws "Illegal invocation" in browsers
  const doFetch = input.fetch ?? ((url, init) => globalThis.fetch(url, init))
  void doFetch(`${input.baseUrl ?? API_BASE_URL}${path}`, {
    method: "POST",
    headers,
    keepalive: true,
  }).catch(() => undefined)
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * A message's reply that survives a dropped connection: sent with a fresh reply key (its private half kept in
 * IndexedDB until the reply is stored), resumed after the last chunk that arrived when the connection drops,
 * stopped on the server by Stop. A screen that goes away (abort reason LEFT_SCREEN) leaves it running: the outcome
 * is then an `aborted` with no meta (nothing to show or store here; the next visit picks it up).
 */
export const streamRelayedReply = async (input: Input): Promise<StreamOutcome> => {
  const key = await keyFor(input.chatId, input.messageId)
  let replyId: string | null = null
  const onAbort = () => {
    if (input.signal.reason !== LEFT_SCREEN && replyId !== null) stopOnServer(input, replyId)
  }
  input.signal.addEventListener("abort", onAbort, { once: true })
  const left = (): StreamOutcome | null =>
    input.signal.reason === LEFT_SCREEN ? { kind: "aborted", meta: null, text: "" } : null
  try {
    let outcome = await streamReply({
      ...input,
      body: key === null ? input.body : { ...input.body, reply_key: key.publicKey },
      handlers: {
        ...input.handlers,
        onMeta: (meta) => {
          replyId = meta.reply_id
          input.handlers.onMeta(meta)
        },
      },
    })
    for (let attempt = 0; attempt < RESUMES; attempt++) {
      if (left() !== null) return left() as StreamOutcome
      if (key === null || outcome.kind !== "failed" || outcome.detail !== null) return outcome
      if (outcome.lastEventId === undefined) return outcome
      await pause(500 * 2 ** attempt)
      if (input.signal.aborted) return left() ?? { kind: "aborted", meta: outcome.meta, text: outcome.text }
      const from = { meta: outcome.meta, text: outcome.text, lastEventId: outcome.lastEventId }
      try {
        outcome = await resumeReply({
          ...input,
          replyId: outcome.meta.reply_id,
          privateKey: key.privateKey,
          from,
        })
      } catch {
        // still offline: the next attempt starts from the same chunk
      }
    }
    return left() ?? outcome
  } finally {
    input.signal.removeEventListener("abort", onAbort)
  }
}
