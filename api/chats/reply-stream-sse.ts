import { Stream } from "effect"
import { HttpServerResponse } from "effect/http"
import type { AiError } from "../../adapters/ai/ai-error.ts"

const encoder = new TextEncoder()
const frame = (event: string, data: unknown) =>
  encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)

export interface ReplyMeta {
  readonly message_id: string
  readonly reply_id: string
  readonly provider: string
  readonly crisis: boolean
}

/**
 * The assistant's reply as Server-Sent Events: `meta` first (so a crisis card shows before any word), then one
 * `token` per text delta as the provider produces it, then `done`; a provider failure ends with `error`
 * (the user's message is already stored). When the client goes away the stream is interrupted, and with it
 * the provider request: generation really stops.
 */
export const replyAsSse = (meta: ReplyMeta, tokens: Stream.Stream<string, AiError>) =>
  HttpServerResponse.stream(
    Stream.make(frame("meta", meta)).pipe(
      Stream.concat(tokens.pipe(Stream.map((text) => frame("token", { text })))),
      Stream.concat(Stream.make(frame("done", { reply_id: meta.reply_id }))),
      Stream.catchTag("AiError", (error) =>
        Stream.make(
          frame("error", {
            detail: error.userMessage,
            code: "ASSISTANT_UNAVAILABLE",
            message_id: meta.message_id,
          }),
        ),
      ),
    ),
    { contentType: "text/event-stream", headers: { "cache-control": "no-cache", "x-accel-buffering": "no" } },
  )

export const wantsEventStream = (accept: string | undefined) => (accept ?? "").includes("text/event-stream")
