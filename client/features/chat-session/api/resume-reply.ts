import { networkError, readApiError } from "../../../lib/api-client.ts"
import { replyOpener, type ChunkOpener } from "../../../lib/crypto/reply-keys.ts"
import { createSseParser, toReplyEvent, type ReplyMeta } from "../state/sse-parser.ts"
import { eventStreamRequest, type ReplyStreamRequest, type StreamOutcome } from "./stream-reply.ts"

/** Where a resumed reply starts from: what this page already has of it (nothing, after a reload). */
export type ResumeFrom = {
  readonly meta: ReplyMeta | null
  readonly text: string
  /** The last chunk received (`Last-Event-ID`); null: from the start. */
  readonly lastEventId: string | null
}

type Sealed = { readonly seq: number; readonly sealed: string }

const parse = (text: string): Record<string, unknown> | null => {
  try {
    const value: unknown = JSON.parse(text)
    return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : null
  } catch {
    return null
  }
}

/**
 * GET /chats/{id}/replies/{reply_id}/events with `Last-Event-ID`: the rest of a reply the server kept writing,
 * sealed to this request's key. Each chunk is opened here and handled as the live stream's frames are; the
 * outcome is a live stream's (`aborted` for a reply stopped with Stop, `failed` when it was cut off).
 */
export const resumeReply = async (
  input: ReplyStreamRequest & {
    readonly chatId: string
    readonly replyId: string
    readonly privateKey: CryptoKey
    readonly from: ResumeFrom
  },
): Promise<StreamOutcome> => {
  const { doFetch, url, headers } = eventStreamRequest(input)
  if (input.from.lastEventId !== null) headers["Last-Event-ID"] = input.from.lastEventId
  const path = `/chats/${encodeURIComponent(input.chatId)}/replies/${encodeURIComponent(input.replyId)}/events`
  const response = await doFetch(url(path), { headers, signal: input.signal })
  if (!response.ok) throw await readApiError(response)
  const reader = response.body?.getReader()
  if (reader === undefined) throw networkError()

  let meta = input.from.meta
  let text = input.from.text
  let open: ChunkOpener | null = null
  let lastEventId = input.from.lastEventId
  const parser = createSseParser()
  const decoder = new TextDecoder()
  const failed = (detail: string | null): StreamOutcome =>
    meta === null
      ? { kind: "aborted", meta, text }
      : { kind: "failed", meta, text, detail, ...(lastEventId === null ? {} : { lastEventId }) }

  /** One opened chunk; an outcome when it ends the reply. */
  const take = async ({ seq, sealed }: Sealed): Promise<StreamOutcome | null> => {
    if (open === null) return null
    const frame = parse(await open(seq, sealed))
    if (frame === null || typeof frame["event"] !== "string") return null
    if (frame["event"] === "stopped") return { kind: "aborted", meta, text }
    const event = toReplyEvent({ event: frame["event"], data: JSON.stringify(frame["data"] ?? {}) })
    if (event === null) return null
    if (event.type === "meta") {
      meta = event.meta
      input.handlers.onMeta(event.meta)
    } else if (meta === null) return null
    else if (event.type === "crisis") {
      meta = { ...meta, crisis: true, risk: "high" }
      input.handlers.onCrisis?.()
    } else if (event.type === "token") {
      text += event.text
      input.handlers.onToken(event.text, text)
    } else if (event.type === "done") return { kind: "done", meta, text }
    else return failed(event.detail)
    return null
  }

  try {
    for (;;) {
      const { value, done } = await reader.read()
      const frames = done ? parser.end() : parser.push(decoder.decode(value, { stream: true }))
      for (const frame of frames) {
        const body = parse(frame.data)
        if (body === null) continue
        if (frame.event === "relay" && typeof body["server_key"] === "string")
          open = await replyOpener(input.privateKey, body["server_key"], input.replyId)
        else if (frame.event === "lost") return failed(null)
        else if (frame.event === "sealed" && typeof body["sealed"] === "string") {
          const outcome = await take({ seq: Number(frame.id), sealed: body["sealed"] })
          lastEventId = frame.id ?? lastEventId
          if (outcome !== null) {
            void reader.cancel().catch(() => undefined)
            return outcome
          }
        }
      }
      if (done) break
    }
  } catch (error) {
    if (input.signal.aborted) return { kind: "aborted", meta, text }
    // a chunk that does not open (another key, moved, altered) is never shown
    if (error instanceof Error && error.name === "OperationError") return failed(null)
    throw error
  }
  return failed(null)
}
