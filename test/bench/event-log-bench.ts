import { randomUUID } from "node:crypto"
import type { Sql } from "../../eventstore/db.ts"
import { type DomainEvent, toNewEvent } from "../../eventstore/event-codec.ts"
import { appendToStreams } from "../../eventstore/event-store.ts"
import type { StreamAppend } from "../../eventstore/events.ts"
import { inlineProjectionsHook } from "../../projections/inline-projections.ts"
import { startProjector } from "../../projections/projector.ts"
import { rebuildProjections } from "../../projections/rebuild.ts"
import { projections } from "../../projections/registry.ts"
import { userLife } from "../support/log-workload.ts"

export type Report = (name: string, value: string, baseline?: string) => void

const percentile = (xs: ReadonlyArray<number>, p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? NaN
const hook = inlineProjectionsHook(projections)
const seconds = (since: number) => (performance.now() - since) / 1000

/** `writers` loops, each running `op` until `total` operations have been done between them; returns ops/s. */
const drive = async (writers: number, total: number, op: (writer: number) => Promise<void>) => {
  let left = total
  const started = performance.now()
  await Promise.all(
    Array.from({ length: writers }, async (_, w) => {
      while (left-- > 0) await op(w)
    }),
  )
  return total / seconds(started)
}

/** A chat per writer, already started: the common append is one message with its inline projection. */
const chatsFor = async (sql: Sql, writers: number) =>
  Promise.all(
    Array.from({ length: writers }, async () => {
      const life = userLife(undefined, { messages: 1 })
      for (const step of life.steps.slice(0, 4)) await appendToStreams(sql, step.appends, [hook])
      return { chatId: life.chatId, version: 3 }
    }),
  )

const message = (chatId: string) =>
  toNewEvent({
    _tag: "MessageRecorded",
    schemaVersion: 1,
    chatId,
    messageId: randomUUID(),
    role: "user",
    ciphertext: Buffer.from(`cifrato-${"x".repeat(80)}`).toString("base64"),
    image: null,
    at: new Date().toISOString(),
  } as DomainEvent)

/**
 * 1. Appends: raw one-row INSERT+COMMIT into a table identical to `events` against the project's append of one
 * message (stream check, inline chat-list projection) at 1, 8 and 32 writers, A B A B on the same Postgres.
 */
export const benchAppends = async (sql: Sql, report: Report) => {
  await sql`create table if not exists raw_events (like events including all)`
  const figures: Record<string, number> = {}
  for (const writers of [1, 8, 32]) {
    const total = writers === 1 ? 1500 : 4000
    const chats = await chatsFor(sql, writers)
    const raw = () =>
      drive(writers, total, async () => {
        const e = message(randomUUID())
        await sql`insert into raw_events (stream_id, stream_version, event_id, type, schema_version, data, metadata)
          values (${`chat-${randomUUID()}`}, 1, ${randomUUID()}, ${e.type}, 1, ${sql.json(e.data as never)}, ${sql.json({})})`
      })
    const app = () =>
      drive(writers, total, async (w) => {
        const chat = chats[w]!
        await appendToStreams(
          sql,
          [{ streamId: `chat-${chat.chatId}`, expected: chat.version, events: [message(chat.chatId)] }],
          [hook],
        )
        chat.version += 1
      })
    const rawRates = [await raw()]
    const appRates = [await app()]
    rawRates.push(await raw())
    appRates.push(await app())
    const rawRate = (rawRates[0]! + rawRates[1]!) / 2
    const appRate = (appRates[0]! + appRates[1]!) / 2
    figures[`append_events_per_s_${writers}`] = Math.round(appRate)
    figures[`raw_inserts_per_s_${writers}`] = Math.round(rawRate)
    figures[`append_ratio_${writers}`] = Number((appRate / rawRate).toFixed(2))
    report(
      `append, ${writers} writer${writers === 1 ? "" : "s"}: ${Math.round(appRate)} ev/s`,
      `${(appRate / rawRate).toFixed(2)}× raw`,
      `raw INSERT+COMMIT ${Math.round(rawRate)}/s; target ≥ ${writers === 1 ? "0.5" : writers === 32 ? "0.7" : "-"}×`,
    )
  }
  await sql`drop table raw_events`
  return figures
}

/** Many users' lives written in large multi-stream appends (inline projections included). */
const writeLog = async (sql: Sql, atLeast: number) => {
  const [start] = await sql<{ n: number }[]>`select count(*)::int as n from events`
  let written = start?.n ?? 0
  while (written < atLeast) {
    const lives = Array.from({ length: 250 }, () => userLife(undefined, { messages: 12 }))
    const steps = Math.max(...lives.map((l) => l.steps.length))
    for (let s = 0; s < steps; s++) {
      const appends: Array<StreamAppend> = lives.flatMap((l) => l.steps[s]?.appends ?? [])
      const result = await appendToStreams(sql, appends, [hook])
      written += result.events.length
    }
  }
  return written
}

/** 2. Rebuild: every projection replayed from a log of at least 200,000 events into a fresh table and swapped in. */
export const benchRebuild = async (sql: Sql, report: Report) => {
  const events = await writeLog(sql, 200_000)
  const started = performance.now()
  await rebuildProjections(sql, projections)
  const rate = events / seconds(started)
  report(
    `rebuild all ${projections.length} projections over ${events} events`,
    `${Math.round(rate)} ev/s`,
    `${seconds(started).toFixed(1)} s; target ≥ 50,000 ev/s`,
  )
  return { rebuild_events_per_s: Math.round(rate), rebuild_log_events: events }
}

/**
 * 3. Projector lag under write load: 8 writers append messages for a few seconds while the async projector
 * follows; the lag of an event is from its append's return (committed) to the projector's batch commit.
 */
export const benchLag = async (sql: Sql, report: Report) => {
  const committedAt = new Map<string, number>()
  const appliedAt = new Map<string, number>()
  const projector = startProjector(sql, projections, {
    onBatch: (_, events) => {
      const now = performance.now()
      for (const e of events) appliedAt.set(e.eventId, now)
    },
  })
  await projector.ready
  const chats = await chatsFor(sql, 8)
  const until = performance.now() + 5000
  let appended = 0
  await Promise.all(
    chats.map(async (chat) => {
      while (performance.now() < until) {
        const event = { ...message(chat.chatId), eventId: randomUUID() }
        await appendToStreams(
          sql,
          [{ streamId: `chat-${chat.chatId}`, expected: chat.version, events: [event] }],
          [hook],
        )
        committedAt.set(event.eventId, performance.now())
        chat.version += 1
        appended += 1
      }
    }),
  )
  await new Promise((r) => setTimeout(r, 300))
  await projector.stop()
  // an event the projector applied before its writer heard back counts as 0 ms
  const lags = [...committedAt].map(([id, at]) => Math.max(0, (appliedAt.get(id) ?? Infinity) - at))
  const p50 = percentile(lags, 0.5)
  const p99 = percentile(lags, 0.99)
  report(
    `projector lag under load (${Math.round(appended / 5)} ev/s, ${lags.length} events)`,
    `p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms`,
    "target p99 ≤ 50 ms",
  )
  return { lag_p50_ms: Number(p50.toFixed(1)), lag_p99_ms: Number(p99.toFixed(1)) }
}
