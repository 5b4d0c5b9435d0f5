import type { Sql } from "./db.ts"
import type { AppendResult, StreamAppend } from "./events.ts"
import { type AppendHook, appendAlone, isPlanned, transactionHooksFor } from "./append.ts"

interface Waiting {
  readonly appends: ReadonlyArray<StreamAppend>
  readonly hooks: ReadonlyArray<AppendHook>
  readonly streams: ReadonlyArray<string>
  readonly events: number
  readonly resolve: (result: AppendResult) => void
  readonly reject: (error: unknown) => void
}

interface Lane {
  inFlight: number
  readonly waiting: Array<Waiting>
}

/** Appends in flight per pool before the next ones wait and share a statement: one running on Postgres while
 * the next is built (measured best on two cores; more in flight only splits the same CPU into smaller statements). */
const inFlightLimit = 2
/** The most events one shared statement carries. */
const batchEvents = 500

const lanes = new WeakMap<Sql, Lane>()
const laneOf = (sql: Sql) => {
  let lane = lanes.get(sql)
  if (!lane) lanes.set(sql, (lane = { inFlight: 0, waiting: [] }))
  return lane
}

const sameHooks = (a: ReadonlyArray<AppendHook>, b: ReadonlyArray<AppendHook>) =>
  a.length === b.length && a.every((h, i) => h === b[i])

/**
 * Appends to one or more streams, all or nothing (see `appendAlone`). Under load, appends share statements: while
 * `inFlightLimit` appends are running, the next ones wait, and when one finishes, the waiting appends to distinct
 * streams (with the same inline projections and no transaction hook) are written together as ONE multi-stream
 * append, each stream still checked against its own expectation. If that shared statement fails for any reason (a
 * stale expectation, a duplicate event id), every append in it is tried again alone, so each gets its own answer:
 * an append never fails or succeeds because of another. A lone writer never waits.
 */
export const appendToStreams = (
  sql: Sql,
  appends: ReadonlyArray<StreamAppend>,
  hooks: ReadonlyArray<AppendHook> = [],
): Promise<AppendResult> => {
  if (transactionHooksFor(appends, hooks).length > 0) return appendAlone(sql, appends, hooks)
  const lane = laneOf(sql)
  return new Promise<AppendResult>((resolve, reject) => {
    const waiting: Waiting = {
      appends,
      hooks,
      streams: appends.filter((a) => a.events.length > 0).map((a) => a.streamId),
      events: appends.reduce((n, a) => n + a.events.length, 0),
      resolve,
      reject,
    }
    if (lane.inFlight < inFlightLimit) start(sql, lane, [waiting])
    else lane.waiting.push(waiting)
  })
}

const start = (sql: Sql, lane: Lane, group: ReadonlyArray<Waiting>) => {
  lane.inFlight += 1
  void write(sql, group).finally(() => {
    lane.inFlight -= 1
    drain(sql, lane)
  })
}

/** Starts the waiting appends as groups: each takes the first waiting one and every later one it can carry. */
const drain = (sql: Sql, lane: Lane) => {
  while (lane.inFlight < inFlightLimit && lane.waiting.length > 0) {
    const [first, ...rest] = lane.waiting
    const group = [first!]
    const streams = new Set(first!.streams)
    let events = first!.events
    const left: Array<Waiting> = []
    for (const w of rest) {
      const fits =
        events + w.events <= batchEvents &&
        sameHooks(w.hooks, first!.hooks) &&
        !w.streams.some((s) => streams.has(s))
      if (!fits) {
        left.push(w)
        continue
      }
      group.push(w)
      events += w.events
      for (const s of w.streams) streams.add(s)
    }
    lane.waiting.splice(0, lane.waiting.length, ...left)
    start(sql, lane, group)
  }
}

const alone = (sql: Sql, w: Waiting) => appendAlone(sql, w.appends, w.hooks).then(w.resolve, w.reject)

const write = async (sql: Sql, group: ReadonlyArray<Waiting>) => {
  if (group.length === 1) return alone(sql, group[0]!)
  let result: AppendResult
  try {
    result = await appendAlone(
      sql,
      group.flatMap((w) => w.appends),
      group[0]!.hooks.filter(isPlanned),
    )
  } catch {
    // someone's expectation or event id failed the shared statement: each one alone gets its own answer
    return Promise.all(group.map((w) => alone(sql, w)))
  }
  for (const w of group) {
    const mine = new Set(w.streams)
    const versions = new Map([...result.versions].filter(([stream]) => mine.has(stream)))
    w.resolve({ versions, events: result.events.filter((e) => mine.has(e.streamId)) })
  }
}
