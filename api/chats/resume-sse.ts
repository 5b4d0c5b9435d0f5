import { Stream } from "effect"
import type { NumberedFrame } from "../../adapters/ai/reply-relay/reply-relay.ts"
import { sseBytes, sseResponse } from "./reply-stream-sse.ts"

/** The sequence after which to resume: `Last-Event-ID` (the last chunk the browser has), or from the start. */
export const resumeAfter = (lastEventId: string | undefined): number => {
  const n = Number(lastEventId)
  return lastEventId !== undefined && /^\d{1,9}$/.test(lastEventId.trim()) && Number.isSafeInteger(n) ? n : -1
}

/** A relayed reply's frames as Server-Sent Events, each with its sequence as `id` (the browser resumes after it). */
export const relayedAsSse = (frames: Stream.Stream<NumberedFrame>) =>
  sseResponse(frames.pipe(Stream.map(({ frame, seq }) => sseBytes(frame, seq))))
