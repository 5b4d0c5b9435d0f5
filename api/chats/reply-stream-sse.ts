import { Effect, Stream } from "effect"
import { HttpServerResponse } from "effect/http"
import type { AiError } from "../../adapters/ai/ai-error.ts"

const encoder = new TextEncoder()

/** One SSE frame as it is sent (and, sealed, as a relay keeps it). */
export interface ReplyFrame {
  readonly event: string
  readonly data: unknown
}

/** The frame's bytes; `id` (the relay's sequence) lets a browser resume after it with `Last-Event-ID`. */
export const sseBytes = (frame: ReplyFrame, id?: number) =>
  encoder.encode(
    `${id === undefined ? "" : `id: ${id}\n`}event: ${frame.event}\ndata: ${JSON.stringify(frame.data)}\n\n`,
  )

export interface ReplyMeta {
  readonly message_id: string
  readonly reply_id: string
  readonly provider: string
  readonly crisis: boolean
}

const failure = (meta: ReplyMeta, detail: string): ReplyFrame => ({
  event: "error",
  data: { detail, code: "ASSISTANT_UNAVAILABLE", message_id: meta.message_id },
})

export const SSE_OPTIONS = {
  contentType: "text/event-stream",
  headers: { "cache-control": "no-cache", "x-accel-buffering": "no" },
}

/**
 * The assistant's reply as frames: `meta` first (so a crisis card shows before any word), then one `token` per
 * text delta (or per `groupMs` of deltas, when given), then `done`; a provider failure ends with `error` (the
 * user's message is already stored). A `crisis` frame may come among the tokens: the model's second opinion
 * recognised what the local detector did not, and the card shows then.
 */
export const replyFrames = (
  meta: ReplyMeta,
  tokens: Stream.Stream<string, AiError>,
  /** The model's second opinion, in parallel with the words: true sends a `crisis` frame before `done`. */
  secondOpinion: Effect.Effect<boolean> = Effect.succeed(false),
  groupMs?: number,
): Stream.Stream<ReplyFrame> => {
  const texts =
    groupMs === undefined
      ? tokens
      : tokens.pipe(
          Stream.groupedWithin(256, groupMs),
          Stream.map((parts) => parts.join("")),
        )
  const first: ReplyFrame = { event: "meta", data: meta }
  const last: ReplyFrame = { event: "done", data: { reply_id: meta.reply_id } }
  return Stream.make(first).pipe(
    Stream.concat(
      Stream.merge(
        texts.pipe(Stream.map((text): ReplyFrame => ({ event: "token", data: { text } }))),
        Stream.fromEffect(secondOpinion).pipe(
          Stream.filter((crisis) => crisis),
          Stream.map((): ReplyFrame => ({ event: "crisis", data: { reply_id: meta.reply_id } })),
        ),
      ),
    ),
    Stream.concat(Stream.make(last)),
    Stream.catchTag("AiError", (error) => Stream.make(failure(meta, error.userMessage))),
  )
}

/**
 * The reply as Server-Sent Events, bound to this connection: when the client goes away the stream is
 * interrupted, and with it the provider request (generation really stops). A request that sent a `reply_key`
 * is relayed instead (./relayed-reply.ts): it goes on without the client.
 */
export const replyAsSse = (
  meta: ReplyMeta,
  tokens: Stream.Stream<string, AiError>,
  secondOpinion: Effect.Effect<boolean> = Effect.succeed(false),
) =>
  HttpServerResponse.stream(
    replyFrames(meta, tokens, secondOpinion).pipe(Stream.map((frame) => sseBytes(frame))),
    SSE_OPTIONS,
  )

export const wantsEventStream = (accept: string | undefined) => (accept ?? "").includes("text/event-stream")
