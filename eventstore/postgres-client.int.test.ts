import { describe, expect, it } from "vitest"
import { createTestDatabase } from "../test/support/database.ts"
import { isDatabaseUnavailable } from "./database-unavailable.ts"
import { connect } from "./db.ts"

/*
 * The postgres.js defects patched for us (patches/postgres+3.4.9.patch), made to happen on a real Postgres. A
 * reserved connection (the projector holds its lock on one) that Postgres ends, released after its close, must go
 * back to the pool as a closed connection that the next query reopens. Released as if open, it had no socket: the
 * next query given to it failed with "write CONNECTION_CLOSED" and left it stranded among the busy ones, never
 * reopened and never free again (the worker's projector and jobs failing long after a database outage ended).
 */

const { url, sql: admin } = await createTestDatabase()

/** `promise`'s outcome, or "no answer" after `ms`. */
const within = <A>(ms: number, promise: Promise<A>) =>
  Promise.race([
    promise.then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    ),
    new Promise<{ timedOut: true }>((resolve) => setTimeout(() => resolve({ timedOut: true }), ms)),
  ])

describe("postgres.js after a cut", () => {
  it("given a reserved connection ended by Postgres and released after its close, the pool reopens it", async () => {
    const sql = connect(url, { max: 1 })
    try {
      // given the pool's only connection reserved
      const reserved = await sql.reserve()
      const [row] = await reserved<{ pid: number }[]>`select pg_backend_pid() as pid`
      // when Postgres ends it, its holder sees a query fail, and releases it once the socket has closed
      await admin`select pg_terminate_backend(${row!.pid})`
      await expect(reserved`select 1`).rejects.toSatisfy(isDatabaseUnavailable)
      await new Promise((resolve) => setTimeout(resolve, 300))
      reserved.release()
      // then the pool answers again: at most the first query learns of the cut (an outage: a 503 at the edge)
      const first = await within(5_000, sql`select 1 as ok`)
      expect("timedOut" in first).toBe(false)
      if ("error" in first) expect(isDatabaseUnavailable(first.error)).toBe(true)
      for (let i = 0; i < 3; i++)
        expect(await within(5_000, sql<{ n: number }[]>`select ${i}::int as n`)).toEqual({ value: [{ n: i }] })
      // and a new reservation works too
      const again = await sql.reserve()
      expect(await again<{ ok: number }[]>`select 1 as ok`).toEqual([{ ok: 1 }])
      again.release()
    } finally {
      await sql.end({ timeout: 1 })
    }
  })
})
