import { randomUUID } from "node:crypto"
import { describe, expect, it } from "vitest"
import { createTestDatabase } from "../test/support/database.ts"
import { appendToStreams, readStreamEvents } from "./event-store.ts"
import { DuplicateEventId, StreamVersionConflict } from "./events.ts"

const { sql } = await createTestDatabase()
const stream = () => `batch-${randomUUID()}`
const event = (type: string) => ({ type, data: { at: Date.now() } })

/** Many appends at once: the first two run, the rest wait and share statements. */
const burst = <A>(n: number, each: (i: number) => Promise<A>) =>
  Promise.allSettled(Array.from({ length: n }, (_, i) => each(i)))

describe("appends under load share statements, each keeping its own answer", () => {
  it("given 30 concurrent appends to distinct streams, then each gets exactly its own events and version, and they shared transactions", async () => {
    const ids = Array.from({ length: 30 }, stream)
    const results = await burst(30, (i) =>
      appendToStreams(sql, [{ streamId: ids[i]!, expected: "no_stream", events: [event("A"), event("B")] }]),
    )
    const txids = new Set<string>()
    for (const [i, r] of results.entries()) {
      expect(r.status).toBe("fulfilled")
      const { versions, events } = (r as PromiseFulfilledResult<Awaited<ReturnType<typeof appendToStreams>>>)
        .value
      expect([...versions]).toEqual([[ids[i], 2]])
      expect(events.map((e) => [e.streamId, e.type, e.streamVersion])).toEqual([
        [ids[i], "A", 1],
        [ids[i], "B", 2],
      ])
      for (const e of events) txids.add(e.transactionId)
    }
    // fewer transactions than appends: waiting appends were written together
    expect(txids.size).toBeLessThan(30)
    for (const id of ids)
      expect((await readStreamEvents(sql, id)).map((e) => e.streamVersion)).toEqual([1, 2])
  })

  it("given one stale expectation among concurrent appends, then only that one conflicts (with the actual version) and the others are written once", async () => {
    const stale = stream()
    await appendToStreams(sql, [{ streamId: stale, expected: "no_stream", events: [event("A"), event("B")] }])
    const ids = Array.from({ length: 20 }, stream)
    const results = await burst(20, (i) =>
      i === 7
        ? appendToStreams(sql, [{ streamId: stale, expected: 1, events: [event("C")] }])
        : appendToStreams(sql, [{ streamId: ids[i]!, expected: "no_stream", events: [event("A")] }]),
    )
    for (const [i, r] of results.entries()) {
      if (i === 7) {
        expect(r.status).toBe("rejected")
        const error = (r as PromiseRejectedResult).reason
        expect(error).toBeInstanceOf(StreamVersionConflict)
        expect(error).toMatchObject({ streamId: stale, actual: 2 })
      } else {
        expect(r.status).toBe("fulfilled")
        expect((await readStreamEvents(sql, ids[i]!)).map((e) => e.type)).toEqual(["A"])
      }
    }
    expect((await readStreamEvents(sql, stale)).map((e) => e.type)).toEqual(["A", "B"])
  })

  it("given a duplicate event id among concurrent appends, then only its append fails", async () => {
    const taken = randomUUID()
    await appendToStreams(sql, [
      { streamId: stream(), expected: "any", events: [{ ...event("A"), eventId: taken }] },
    ])
    const ids = Array.from({ length: 12 }, stream)
    const results = await burst(12, (i) =>
      appendToStreams(sql, [
        {
          streamId: ids[i]!,
          expected: "any",
          events: [i === 5 ? { ...event("A"), eventId: taken } : event("A")],
        },
      ]),
    )
    expect(results.map((r) => r.status)).toEqual(ids.map((_, i) => (i === 5 ? "rejected" : "fulfilled")))
    expect((results[5] as PromiseRejectedResult).reason).toBeInstanceOf(DuplicateEventId)
    expect(await readStreamEvents(sql, ids[5]!)).toEqual([])
  })

  it("given concurrent appends to the same stream, then they never share a statement: each expectation is checked in turn", async () => {
    const id = stream()
    const results = await burst(10, () =>
      appendToStreams(sql, [{ streamId: id, expected: "no_stream", events: [event("A")] }]),
    )
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1)
    expect(
      results.filter((r) => r.status === "rejected").map((r) => (r as PromiseRejectedResult).reason),
    ).toSatisfy((errors: ReadonlyArray<unknown>) => errors.every((e) => e instanceof StreamVersionConflict))
    expect(await readStreamEvents(sql, id)).toHaveLength(1)
  })
})
