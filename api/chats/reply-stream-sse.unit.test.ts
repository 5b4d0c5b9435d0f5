import { describe, expect, it } from "@effect/vitest"
import { type Cause, Effect, Fiber, Metric, Queue, Stream } from "effect"
import { HttpBody } from "effect/http"
import { openSseStreams } from "../../eventstore/operational-metrics.ts"
import { sseResponse } from "./reply-stream-sse.ts"

const openNow = Metric.value(openSseStreams).pipe(Effect.map((state) => state.value))

describe("sseResponse: open Server-Sent Event streams on GET /metrics", () => {
  it.effect("given a stream being sent, then it counts as open until it ends, and as closed after", () =>
    Effect.gen(function* () {
      const chunks = yield* Queue.unbounded<Uint8Array, Cause.Done>()
      const response = sseResponse(Stream.fromQueue(chunks))
      const body = response.body
      if (!(body instanceof HttpBody.Stream)) return yield* Effect.die("not a streamed body")
      const before = yield* openNow
      yield* Queue.offer(chunks, new Uint8Array([1]))
      const sending = yield* Effect.forkChild(
        Stream.runForEach(body.stream, () =>
          openNow.pipe(Effect.tap((n) => Effect.sync(() => seen.push(n)))),
        ),
      )
      const seen: Array<number> = []
      yield* Effect.yieldNow
      yield* Queue.offer(chunks, new Uint8Array([2]))
      yield* Queue.end(chunks)
      yield* Fiber.join(sending)
      expect(seen.length).toBe(2)
      expect(seen.every((n) => n === before + 1)).toBe(true)
      expect(yield* openNow).toBe(before)
    }),
  )

  it.effect("given a client that goes away mid-stream, then the stream no longer counts as open", () =>
    Effect.gen(function* () {
      const response = sseResponse(Stream.never)
      const body = response.body
      if (!(body instanceof HttpBody.Stream)) return yield* Effect.die("not a streamed body")
      const before = yield* openNow
      const sending = yield* Effect.forkChild(Stream.runDrain(body.stream))
      yield* Effect.yieldNow
      yield* Effect.yieldNow
      expect(yield* openNow).toBe(before + 1)
      yield* Fiber.interrupt(sending)
      expect(yield* openNow).toBe(before)
    }),
  )
})
