import { randomUUID } from "node:crypto"
import type { Sql } from "../../eventstore/db.ts"
import {
  appendToStreams,
  checkpointOf,
  readAllEvents,
  readStreamEvents,
} from "../../eventstore/event-store.ts"
import { type Checkpoint, origin, StreamVersionConflict } from "../../eventstore/events.ts"

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms))

/**
 * Six writers sharing three streams (so they conflict), one in seven of their appends rolled back on purpose
 * after writing, random pauses inside transactions, and one transaction held open for 600 ms; meanwhile a
 * reader follows the log by checkpoint in batches of 7. Returns what committed and what the reader saw.
 */
export const runLogTorture = async (sql: Sql) => {
  const prefix = `torture-${randomUUID()}-`
  const rolledBack = new Set<string>()
  const writer = async (w: number) => {
    for (let i = 0; i < 25; i++) {
      const eventId = randomUUID()
      const rollback = (w + i) % 7 === 0
      const streamId = `${prefix}${w % 3}`
      const current = (await readStreamEvents(sql, streamId)).length
      await appendToStreams(
        sql,
        [
          {
            streamId,
            expected: current === 0 ? "no_stream" : current,
            events: [{ type: "T", data: { w, i }, eventId }],
          },
        ],
        [
          async () => {
            if (rollback) throw new Error("rolled back on purpose")
            if (Math.random() < 0.3) await sleep(Math.random() * 5)
          },
        ],
      ).catch((error) => {
        if (rollback || error instanceof StreamVersionConflict) rolledBack.add(eventId)
        else throw error
      })
    }
  }
  const longTransaction = appendToStreams(
    sql,
    [{ streamId: `${prefix}long`, expected: "any", events: [{ type: "Long", data: {} }] }],
    [async () => sleep(600)],
  )
  let target: number | undefined
  const seen: Array<string> = []
  const reader = (async () => {
    let at: Checkpoint = origin
    const deadline = Date.now() + 20_000
    while (target === undefined || seen.length < target) {
      if (Date.now() > deadline) throw new Error(`reader stuck at ${seen.length} of ${target}`)
      const batch = await readAllEvents(sql, at, 7)
      for (const e of batch) if (e.streamId.startsWith(prefix)) seen.push(e.eventId)
      const last = batch.at(-1)
      if (last) at = checkpointOf(last)
      if (batch.length === 0) await sleep(10)
    }
  })()
  await Promise.all([writer(1), writer(2), writer(3), writer(4), writer(5), writer(6), longTransaction])
  const committed = (
    await sql<{ event_id: string }[]>`select event_id::text from events where stream_id like ${prefix + "%"}`
  ).map((r) => r.event_id)
  target = committed.length
  await reader
  return { committed, seen, rolledBack }
}
