import { Effect, Option, Stream } from "effect"
import { HttpServerResponse } from "effect/http"
import {
  chunksAfter,
  findRelay,
  RELAY_MAX_GENERATION_MS,
  type RelayRow,
} from "../../adapters/ai/reply-relay/relay-store.ts"
import type { Sql } from "../../eventstore/db.ts"
import { SSE_OPTIONS, sseBytes } from "./reply-stream-sse.ts"

/** How often a resumed stream looks for the chunks another replica (or this one) wrote. */
export const RESUME_POLL_MS = 250

/** The sequence after which to resume: `Last-Event-ID` (the last chunk the browser has), or from the start. */
export const resumeAfter = (lastEventId: string | undefined): number => {
  const n = Number(lastEventId)
  return lastEventId !== undefined && /^\d{1,9}$/.test(lastEventId.trim()) && Number.isSafeInteger(n) ? n : -1
}

interface Cursor {
  readonly after: number
  readonly polls: number
}

/**
 * The rest of a relayed reply as SSE: `relay` first (the server's public key, to derive the chunk key), then each
 * stored chunk after `after` as `sealed` with its sequence as `id`, polling the table until the writer finished.
 * The server never opens the chunks: the browser does. A writer gone silent past the generation bound (its
 * replica stopped) ends the stream with `lost`.
 */
export const resumeAsSse = (
  sql: Sql,
  owner: { readonly userId: string; readonly chatId: string },
  relay: RelayRow,
  after: number,
) => {
  const maxPolls = Math.ceil(RELAY_MAX_GENERATION_MS / RESUME_POLL_MS)
  const step = (cursor: Cursor) =>
    Effect.gen(function* () {
      if (cursor.polls > 0) yield* Effect.sleep(RESUME_POLL_MS)
      // read "finished" first: when it was already true, the chunks read next are all there will be
      const now = yield* Effect.promise(() => findRelay(sql, owner, relay.reply_id))
      const chunks = yield* Effect.promise(() => chunksAfter(sql, relay.reply_id, cursor.after))
      const frames = chunks.map((chunk) =>
        sseBytes({ event: "sealed", data: { sealed: chunk.sealed.toString("base64") } }, chunk.seq),
      )
      const next = { after: chunks.at(-1)?.seq ?? cursor.after, polls: cursor.polls + 1 }
      if (now === null || now.finished) return [frames, Option.none<Cursor>()] as const
      if (now.lost || next.polls > maxPolls)
        return [
          [...frames, sseBytes({ event: "lost", data: { reply_id: relay.reply_id } })],
          Option.none<Cursor>(),
        ] as const
      return [frames, Option.some(next)] as const
    })
  const head = sseBytes({
    event: "relay",
    data: { reply_id: relay.reply_id, message_id: relay.message_id, server_key: relay.server_key },
  })
  return HttpServerResponse.stream(
    Stream.make(head).pipe(Stream.concat(Stream.paginate<Cursor, Uint8Array>({ after, polls: 0 }, step))),
    SSE_OPTIONS,
  )
}
