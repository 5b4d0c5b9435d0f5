import { randomUUID } from "node:crypto"
import { PgBoss } from "pg-boss"
import { afterAll, describe, expect, it } from "vitest"
import { appendToStreams } from "./event-store.ts"
import { createTestDatabase } from "../test/support/database.ts"
import { makeJobQueue } from "./job-queue.ts"
import { queueNames, queues } from "./queues.ts"

const { sql, url } = await createTestDatabase()
const boss = new PgBoss({ connectionString: url, schema: "pgboss", max: 2 })
await boss.start()
for (const name of queueNames) await boss.createQueue(name, queues[name])
afterAll(() => boss.stop({ graceful: false, timeout: 1000 }))
const jobs = makeJobQueue(boss)

const waitFor = async <A>(probe: () => A | undefined, ms = 10_000): Promise<A> => {
  const until = Date.now() + ms
  for (;;) {
    const value = probe()
    if (value !== undefined) return value
    if (Date.now() > until) throw new Error("timed out")
    await new Promise((r) => setTimeout(r, 50))
  }
}

describe("jobs enqueued inside an append", () => {
  it("given an append that commits, then its job is delivered to the worker; one that rolls back leaves none", async () => {
    const received: Array<unknown> = []
    await jobs.work("session__expire", async (batch) => void received.push(...batch.map((j) => j.data)), {
      pollingIntervalSeconds: 0.5,
    })
    const committed = randomUUID()
    const rolledBack = randomUUID()
    await appendToStreams(
      sql,
      [{ streamId: `chat-${committed}`, expected: "no_stream", events: [{ type: "T", data: {} }] }],
      [async (tx) => void (await jobs.enqueue("session__expire", { chatId: committed }, { tx }))],
    )
    await appendToStreams(
      sql,
      [{ streamId: `chat-${rolledBack}`, expected: "no_stream", events: [{ type: "T", data: {} }] }],
      [
        async (tx) => {
          await jobs.enqueue("session__expire", { chatId: rolledBack }, { tx })
          throw new Error("the command failed after enqueueing")
        },
      ],
    ).catch(() => {})
    await waitFor(() => (received.length > 0 ? true : undefined))
    await new Promise((r) => setTimeout(r, 1200))
    expect(received).toEqual([{ chatId: committed }])
  })

  it("given a delayed job, then it is not delivered before its start time", async () => {
    const id = await jobs.enqueue("appointment__remind", { appointmentId: "a" }, { startAfter: 60 })
    const [job] = await sql`select state from pgboss.job where id = ${id}`
    expect(job).toEqual({ state: "created" })
    expect(await boss.fetch("appointment__remind")).toEqual([])
  })
})
