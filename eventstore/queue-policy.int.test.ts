import { Effect, Layer } from "effect"
import { PgBoss } from "pg-boss"
import { describe, expect, it } from "vitest"
import { createTestDatabase } from "../test/support/database.ts"
import { Db } from "./db.ts"
import { JobQueue } from "./job-queue.ts"

describe("queue policies", () => {
  it("given a mail__send queue made with pg-boss's 15-minute expiry, when the app starts, then its jobs expire after a minute", async () => {
    const { sql, url } = await createTestDatabase()
    // as an older version of the app left it
    const old = new PgBoss({ connectionString: url, schema: "pgboss", max: 1 })
    await old.start()
    await old.createQueue("mail__send", { retryLimit: 5 })
    await old.stop({ graceful: false, timeout: 1000 })
    const expiry = async () =>
      (
        await sql<{ expire_seconds: number }[]>`
        select expire_seconds from pgboss.queue where name = 'mail__send'`
      )[0]?.expire_seconds
    expect(await expiry()).toBe(900)

    await Effect.runPromise(
      Effect.gen(function* () {
        const jobs = yield* JobQueue
        const id = yield* Effect.promise(() =>
          jobs.enqueue("mail__send", { kind: "sign_up_attempt", userId: "u" }),
        )
        const [job] = yield* Effect.promise(
          () => sql<{ expire_seconds: number }[]>`select expire_seconds from pgboss.job where id = ${id}`,
        )
        // a job active when the database went away is retried a minute later, not fifteen
        expect(job?.expire_seconds).toBe(60)
      }).pipe(
        Effect.scoped,
        Effect.provide(JobQueue.layer({ worker: false }).pipe(Layer.provide(Db.layer(url)))),
      ),
    )
    expect(await expiry()).toBe(60)
  })
})
