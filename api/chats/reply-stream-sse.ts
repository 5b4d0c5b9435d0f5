import { Effect, Stream } from "effect"
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
 * (the user's message is already stored). A `crisis` frame may come among the tokens: the model's second
 * opinion recognised what the local detector did not, and the card shows then. When the client goes away the stream is interrupted, and with it
 * the provider request: generation really stops.
 */
export const replyAsSse = (
  meta: ReplyMeta,
  tokens: Stream.Stream<string, AiError>,
  /** The model's second opinion, in parallel with the words: true sends a `crisis` frame before `done`. */
  secondOpinion: Effect.Effect<boolean> = Effect.succeed(false),
) =>
  HttpServerResponse.stream(
    Stream.make(frame("meta", meta)).pipe(
      Stream.concat(
        Stream.merge(
          tokens.pipe(Stream.map((text) => frame("token", { text }))),
          Stream.fromEffect(secondOpinion).pipe(
            Stream.filter((crisis) => crisis),
            Stream.map(() => frame("crisis", { reply_id: meta.reply_id })),
          ),
        ),
      ),
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
