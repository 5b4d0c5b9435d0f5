import { execFile } from "node:child_process"
import { promisify } from "node:util"
import { describe, expect, it } from "vitest"
import { checkpointOf, readAllEvents } from "../eventstore/event-store.ts"
import { type Checkpoint, origin } from "../eventstore/events.ts"
import { createTestDatabase } from "../test/support/database.ts"
import { runLogTorture } from "../test/support/log-torture.ts"
import { burnTransactionIdsTo, nextPowerOfTen, writeUserLives } from "../test/support/log-workload.ts"
import { startProjector } from "./projector.ts"
import { projections } from "./registry.ts"

const run = promisify(execFile)
const { sql, url } = await createTestDatabase()

/** An operator command against this test database, as an operator runs it. */
const operator = (...args: ReadonlyArray<string>) =>
  run(process.execPath, args, { env: { ...process.env, DATABASE_URL: url } }).then(
    (out) => ({ code: 0, out: out.stdout }),
    (error: { code?: number; stdout?: string }) => ({ code: error.code ?? 1, out: error.stdout ?? "" }),
  )

const tables = async () =>
  Object.fromEntries(
    await Promise.all(
      projections.map(async (p) => [
        p.name,
        (await sql.unsafe(`select * from "${p.name}" order by 1`)).map((row) => JSON.stringify(row)),
      ]),
    ),
  )

// Transaction ids past a power of ten sort wrongly as text ("10003" < "9998"): every reader of the whole log
// must order and compare them as xid8 values. These tests push the cluster's counter to just below the next
// power of ten and then write across it.
describe("the log across a transaction-id power of ten", () => {
  it("given a workload crossing the boundary, then a reader by checkpoint sees every event once in xid8 order, the async projection counts each once, verify and audit pass, and a rebuild equals live", async () => {
    const projector = startProjector(sql, projections, { pollMs: 50 })
    const boundary = await nextPowerOfTen(sql)
    await burnTransactionIdsTo(sql, boundary - 40n)
    await writeUserLives(sql, 40, { concurrency: 4, deleteEvery: 7 })
    const [crossed] = await sql<{ below: number; above: number }[]>`
      select count(*) filter (where transaction_id < ${boundary.toString()}::xid8)::int as below,
             count(*) filter (where transaction_id >= ${boundary.toString()}::xid8)::int as above from events`
    expect(crossed?.below).toBeGreaterThan(10)
    expect(crossed?.above).toBeGreaterThan(10)

    // a reader following checkpoints in small batches
    const seen: Array<string> = []
    let previous: Checkpoint = origin
    for (let at: Checkpoint = origin; ;) {
      const batch = await readAllEvents(sql, at, 7)
      if (batch.length === 0) break
      for (const event of batch) {
        const here = checkpointOf(event)
        const ordered =
          BigInt(here.transactionId) > BigInt(previous.transactionId) ||
          (here.transactionId === previous.transactionId && here.globalPosition > previous.globalPosition)
        expect(ordered, `${here.transactionId}/${here.globalPosition} after ${previous.transactionId}`).toBe(
          true,
        )
        previous = here
        seen.push(event.eventId)
      }
      at = checkpointOf(batch.at(-1)!)
    }
    const all = await sql<{ id: string; type: string }[]>`select event_id::text as id, type from events`
    expect(seen.length).toBe(all.length)
    expect(new Set(seen)).toEqual(new Set(all.map((e) => e.id)))

    // the async projection follows the live log and counts every event exactly once
    await projector.ready
    const count = (type: string) => all.filter((e) => e.type === type).length
    await expect
      .poll(
        async () =>
          (
            await sql<{ registrations: number; messages: number; sessions: number }[]>`
              select sum(registrations)::int as registrations, sum(messages)::int as messages,
                     sum(sessions_started)::int as sessions from activity_by_day`
          )[0],
        { timeout: 15_000 },
      )
      .toEqual({
        registrations: count("UserRegistered"),
        messages: count("MessageRecorded"),
        sessions: count("SessionStarted"),
      })
    await projector.stop()

    const verified = await operator("cli/projections.ts", "verify", "all")
    expect(verified.out).not.toContain("DIFFERS")
    expect(verified.code, verified.out).toBe(0)
    const audited = await operator("cli/audit.ts", "verify-all")
    expect(audited.out).toContain("34 wallets checked, 0 mismatched: OK (6 of deleted users not checked)")
    expect(audited.code, audited.out).toBe(0)

    const live = await tables()
    const rebuilt = await operator("cli/projections.ts", "rebuild", "all")
    expect(rebuilt.code, rebuilt.out).toBe(0)
    expect(await tables()).toEqual(live)
    const [users] = await sql<{ n: number }[]>`select count(*)::int as n from users`
    expect(users?.n).toBe(40 - 6) // every seventh of the 40 was deleted
  })

  it("given writers that commit, roll back and conflict and a long transaction across the boundary, then a reader by checkpoint sees every committed event exactly once", async () => {
    const boundary = await nextPowerOfTen(sql)
    await burnTransactionIdsTo(sql, boundary - 60n)
    const { committed, seen, rolledBack } = await runLogTorture(sql)
    const [above] = await sql<{ n: number }[]>`
      select count(*)::int as n from events where transaction_id >= ${boundary.toString()}::xid8`
    expect(above?.n).toBeGreaterThan(10)
    expect(new Set(seen).size).toBe(seen.length)
    expect(new Set(seen)).toEqual(new Set(committed))
    for (const id of rolledBack) expect(seen).not.toContain(id)
  })
})
