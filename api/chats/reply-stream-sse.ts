import { Effect, Metric, Stream } from "effect"
import { HttpServerResponse } from "effect/http"
import type { ReplyFrame, ReplyMeta } from "../../adapters/ai/reply-frames.ts"
import { ServiceUnavailable } from "../../contract/chats.ts"
import { openSseStreams } from "../../eventstore/operational-metrics.ts"

const encoder = new TextEncoder()

export type { ReplyFrame } from "../../adapters/ai/reply-frames.ts"

/** The frame's bytes; `id` (the relay's sequence) lets a browser resume after it with `Last-Event-ID`. */
export const sseBytes = (frame: ReplyFrame, id?: number) =>
  encoder.encode(
    `${id === undefined ? "" : `id: ${id}\n`}event: ${frame.event}\ndata: ${JSON.stringify(frame.data)}\n\n`,
  )

export const SSE_OPTIONS = {
  contentType: "text/event-stream",
  headers: { "cache-control": "no-cache", "x-accel-buffering": "no" },
}

/**
 * Bytes sent as Server-Sent Events, counted in `cogi_sse_streams_open` from the first pull until the stream ends,
 * fails or the client goes away (the count is taken inside the stream: the response body itself stays untouched).
 */
export const sseResponse = <E>(bytes: Stream.Stream<Uint8Array, E>) =>
  HttpServerResponse.stream(
    Stream.unwrap(
      Effect.as(
        Metric.modify(openSseStreams, 1),
        bytes.pipe(Stream.ensuring(Metric.modify(openSseStreams, -1))),
      ),
    ),
    SSE_OPTIONS,
  )

/**
 * The reply as Server-Sent Events, bound to this connection: when the client goes away the stream is
 * interrupted, and with it the provider request (generation really stops). A request that sent a `reply_key`
 * is relayed instead (adapters/ai/reply-relay/reply-relay.ts): it goes on without the client.
 */
export const replyAsSse = (frames: Stream.Stream<ReplyFrame>) =>
  sseResponse(frames.pipe(Stream.map((frame) => sseBytes(frame))))

/** The reply as one JSON answer, once complete; a provider failure is a 503 (the message is already stored). */
export const replyAsJson = (meta: ReplyMeta, frames: Stream.Stream<ReplyFrame>) =>
  Effect.gen(function* () {
    let content = ""
    let crisis = meta.crisis
    let failed: string | null = null
    yield* Stream.runForEach(frames, (frame) =>
      Effect.sync(() => {
        const data = frame.data as { readonly text?: string; readonly detail?: string }
        if (frame.event === "token") content += data.text ?? ""
        else if (frame.event === "crisis") crisis = true
        else if (frame.event === "error") failed = data.detail ?? ""
      }),
    )
    if (failed !== null) {
      yield* Effect.logWarning("Assistant reply failed", { provider: meta.provider })
      return yield* new ServiceUnavailable({ detail: failed, message_id: meta.message_id })
    }
    return { ...meta, content, crisis }
  })

export const wantsEventStream = (accept: string | undefined) => (accept ?? "").includes("text/event-stream")
