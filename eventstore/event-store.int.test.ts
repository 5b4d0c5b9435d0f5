import { randomUUID } from "node:crypto"
import { describe, expect, it } from "vitest"
import { createTestDatabase } from "../test/support/database.ts"
import { runLogTorture } from "../test/support/log-torture.ts"
import { connect } from "./db.ts"
import {
  appendToStreams,
  checkpointOf,
  readAllEvents,
  readLogInBatches,
  readStreamEvents,
} from "./event-store.ts"
import { type Checkpoint, DuplicateEventId, StreamVersionConflict } from "./events.ts"
import { forgetSubject } from "./personal-data.ts"

const { sql, url } = await createTestDatabase()
const event = (type: string, data: Record<string, unknown> = {}) => ({ type, data })
const stream = () => `test-${randomUUID()}`

describe("append with expected version", () => {
  it("given no stream, when appending with no_stream, then versions start at 1", async () => {
    const id = stream()
    const result = await appendToStreams(sql, [
      { streamId: id, expected: "no_stream", events: [event("A"), event("B")] },
    ])
    expect(result.versions.get(id)).toBe(2)
    expect((await readStreamEvents(sql, id)).map((e) => [e.type, e.streamVersion])).toEqual([
      ["A", 1],
      ["B", 2],
    ])
  })

  it("given a stream at 2, when appending with no_stream, then it conflicts and carries the actual version", async () => {
    const id = stream()
    await appendToStreams(sql, [{ streamId: id, expected: "no_stream", events: [event("A"), event("B")] }])
    const failure = await appendToStreams(sql, [
      { streamId: id, expected: "no_stream", events: [event("C")] },
    ]).catch((e) => e)
    expect(failure).toBeInstanceOf(StreamVersionConflict)
    expect(failure).toMatchObject({ streamId: id, expected: "no_stream", actual: 2 })
  })

  it("given a stream at 2, when appending expecting 1, then it conflicts; expecting 2 succeeds", async () => {
    const id = stream()
    await appendToStreams(sql, [{ streamId: id, expected: "no_stream", events: [event("A"), event("B")] }])
    await expect(
      appendToStreams(sql, [{ streamId: id, expected: 1, events: [event("C")] }]),
    ).rejects.toMatchObject({
      _tag: "StreamVersionConflict",
      actual: 2,
    })
    const ok = await appendToStreams(sql, [{ streamId: id, expected: 2, events: [event("C")] }])
    expect(ok.versions.get(id)).toBe(3)
  })

  it("given any stream state, when appending with any, then it always appends", async () => {
    const id = stream()
    await appendToStreams(sql, [{ streamId: id, expected: "any", events: [event("A")] }])
    const result = await appendToStreams(sql, [{ streamId: id, expected: "any", events: [event("B")] }])
    expect(result.versions.get(id)).toBe(2)
  })

  it("given an event id already stored, when appending it again, then DuplicateEventId and nothing is written", async () => {
    const id = stream()
    const eventId = randomUUID()
    await appendToStreams(sql, [{ streamId: id, expected: "any", events: [{ ...event("A"), eventId }] }])
    const failure = await appendToStreams(sql, [
      { streamId: stream(), expected: "any", events: [{ ...event("A"), eventId }] },
    ]).catch((e) => e)
    expect(failure).toBeInstanceOf(DuplicateEventId)
    expect(await readStreamEvents(sql, id)).toHaveLength(1)
  })

  it("given two streams, when one expectation fails, then neither stream gets events (atomic)", async () => {
    const a = stream()
    const b = stream()
    await appendToStreams(sql, [{ streamId: b, expected: "no_stream", events: [event("B1")] }])
    await expect(
      appendToStreams(sql, [
        { streamId: a, expected: "no_stream", events: [event("A1")] },
        { streamId: b, expected: "no_stream", events: [event("B2")] },
      ]),
    ).rejects.toBeInstanceOf(StreamVersionConflict)
    expect(await readStreamEvents(sql, a)).toEqual([])
    expect(await readStreamEvents(sql, b)).toHaveLength(1)
  })

  it("given two streams, when both expectations hold, then both are written in one transaction", async () => {
    const a = stream()
    const b = stream()
    const result = await appendToStreams(sql, [
      { streamId: a, expected: "no_stream", events: [event("A1")] },
      { streamId: b, expected: "no_stream", events: [event("B1")] },
    ])
    expect(new Set(result.events.map((e) => e.transactionId)).size).toBe(1)
  })
})

describe("personal data", () => {
  it("given personal fields, when stored, then the raw table holds ciphertext and reads give plaintext", async () => {
    const id = stream()
    await appendToStreams(sql, [
      {
        streamId: id,
        expected: "no_stream",
        events: [
          {
            type: "Registered",
            data: { email: "giulia@example.it", plan: "x" },
            personal: { subjectId: id, fields: ["email"] },
          },
        ],
      },
    ])
    const [raw] = await sql<{ data: string }[]>`select data::text as data from events where stream_id = ${id}`
    expect(raw?.data).not.toContain("giulia")
    const [read] = await readStreamEvents(sql, id)
    expect(read?.data).toEqual({ email: "giulia@example.it", plan: "x" })
  })

  it("given a forgotten subject, when read, then personal values are null and the event is marked forgotten", async () => {
    const id = stream()
    await appendToStreams(sql, [
      {
        streamId: id,
        expected: "no_stream",
        events: [
          { type: "Registered", data: { email: "a@b.it" }, personal: { subjectId: id, fields: ["email"] } },
        ],
      },
    ])
    await sql.begin((tx) => forgetSubject(tx, id))
    const [read] = await readStreamEvents(sql, id)
    expect(read?.data).toEqual({ email: null })
    expect(read?.metadata.forgotten).toBe(true)
  })
})

describe("reading the whole log", () => {
  it("given a reader following checkpoints while writers commit, roll back, conflict and hold a long transaction, then it sees every committed event exactly once", async () => {
    const { committed, seen, rolledBack } = await runLogTorture(sql)
    expect(committed.length).toBeGreaterThan(50)
    expect(rolledBack.size).toBeGreaterThan(5)
    expect(new Set(seen).size).toBe(seen.length)
    expect(new Set(seen)).toEqual(new Set(committed))
    for (const id of rolledBack) expect(seen).not.toContain(id)
  })

  it("given an unrelated transaction left open (another application, another database), then readers are not held back by it", async () => {
    const other = connect(url, { max: 1 })
    const blocker = await other.reserve()
    await blocker`set application_name = 'psql'`
    await blocker`begin`
    await blocker`select pg_current_xact_id()`
    try {
      const id = stream()
      await appendToStreams(sql, [{ streamId: id, expected: "no_stream", events: [event("AfterOpen")] }])
      const [last] = await sql<{ txid: string; position: bigint }[]>`
        select transaction_id::text as txid, global_position as position from events order by global_position desc limit 1`
      const before: Checkpoint = { transactionId: "0", globalPosition: 0n }
      const read = await readAllEvents(sql, before, 100_000)
      expect(read.map((e) => e.streamId)).toContain(id)
      expect(read.at(-1)?.globalPosition).toBe(last?.position)
    } finally {
      await blocker`rollback`
      blocker.release()
      await other.end()
    }
  })

  it("given many events of several types and an app transaction still open, when read through the cursor in batches, then it yields exactly what paging yields, in order, below the fence", async () => {
    const from: Checkpoint = await readAllEvents(
      sql,
      { transactionId: "0", globalPosition: 0n },
      100_000,
    ).then((all) =>
      all.length === 0 ? { transactionId: "0", globalPosition: 0n } : checkpointOf(all.at(-1)!),
    )
    const id = stream()
    const kinds = ["Kept", "Skipped", "AlsoKept"]
    await appendToStreams(sql, [
      {
        streamId: id,
        expected: "no_stream",
        events: Array.from({ length: 240 }, (_, i) => event(kinds[i % 3]!)),
      },
    ])
    // an app writer's open transaction holds the fence: what commits after it must wait for it
    const writer = connect(url, { max: 1 })
    const open = await writer.reserve()
    await open`begin`
    await open`select pg_current_xact_id()`
    const late = stream()
    try {
      await appendToStreams(sql, [{ streamId: late, expected: "no_stream", events: [event("Kept")] }])
      const types = ["Kept", "AlsoKept"]
      const paged: Array<string> = []
      for (let at = from; ;) {
        const page = await readAllEvents(sql, at, 7, { types })
        if (page.length === 0) break
        paged.push(...page.map((e) => e.eventId))
        at = checkpointOf(page.at(-1)!)
      }
      const batches: Array<number> = []
      const streamed: Array<string> = []
      for await (const batch of readLogInBatches(sql, from, 7, { types })) {
        batches.push(batch.length)
        streamed.push(...batch.map((e) => e.eventId))
      }
      expect(streamed).toEqual(paged)
      expect(streamed).toHaveLength(160)
      expect(Math.max(...batches)).toBe(7)
      const fenced = await readStreamEvents(sql, late)
      expect(streamed).not.toContain(fenced[0]?.eventId)
    } finally {
      await open`rollback`
      open.release()
      await writer.end()
    }
  })
})
