import { ConfigProvider, Layer, ManagedRuntime, Redacted } from "effect"
import { PgBoss } from "pg-boss"
import { afterAll, describe, expect, it } from "vitest"
import { Mailer } from "../../adapters/mail/mailer.ts"
import { RateLimiter } from "../../commands/rate-limits/rate-limiter.ts"
import { Db } from "../../eventstore/db.ts"
import { makeJobQueue } from "../../eventstore/job-queue.ts"
import { queueNames, queues } from "../../eventstore/queues.ts"
import { createTestDatabase } from "../../test/support/database.ts"
import { seedUser } from "../../test/support/seed-user.ts"
import { startSmtpInbox } from "../../test/support/smtp-inbox.ts"
import { mailSendHandler, mailWorkOptions } from "./mail-send-job.ts"

/*
 * Mail goes out concurrently (issue 24): 200 queued mails reach a real SMTP server within 20 s, one worker, and
 * no address is sent more than its 20 mails an hour.
 */

const { sql, url } = await createTestDatabase()
const inbox = await startSmtpInbox()
const boss = new PgBoss({ connectionString: url, schema: "pgboss", max: 4 })
await boss.start()
for (const name of queueNames) await boss.createQueue(name, queues[name])
afterAll(async () => {
  await boss.stop({ graceful: false, timeout: 1000 })
  await inbox.close()
})
const jobs = makeJobQueue(boss)

// the SMTP transport (a pool of connections) lives as long as the worker, as in `npm start`
const services = ManagedRuntime.make(
  Layer.mergeAll(Mailer.layerSmtp({ url: Redacted.make(inbox.url) }), RateLimiter.layer).pipe(
    Layer.provideMerge(Layer.succeed(Db)(Db.of({ sql, url }))),
    Layer.provideMerge(
      ConfigProvider.layer(ConfigProvider.fromUnknown({ PUBLIC_URL: "https://cogi.example.it" })),
    ),
  ),
)
afterAll(() => services.dispose())
const handler = await services.runPromise(mailSendHandler)

const verificationJob = (userId: string, n: number) => ({
  kind: "verification",
  userId,
  token: `tok-${n}`,
  resend: n > 0,
})

const settled = async (count: number, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const [row] = await sql<{ n: number }[]>`
      select count(*)::int as n from pgboss.job where name = 'mail__send' and state = 'completed'`
    if ((row?.n ?? 0) >= count || Date.now() > deadline) return row?.n ?? 0
    await new Promise((r) => setTimeout(r, 100))
  }
}

describe("mail__send throughput and per-address cap", () => {
  it("given 200 mails queued for 200 addresses, when one worker starts, then all 200 arrive within 20 s", async () => {
    const users = await Promise.all(
      Array.from({ length: 200 }, (_, i) => seedUser(sql, "Marta", { email: `marta.${i}@example.it` })),
    )
    for (const [i, user] of users.entries()) await jobs.enqueue("mail__send", verificationJob(user.userId, i))
    const started = performance.now()
    await jobs.workEach("mail__send", handler, mailWorkOptions)
    await inbox.waitFor(200, 20_000)
    const seconds = (performance.now() - started) / 1000
    console.info(
      `[mail throughput] 200 mails in ${seconds.toFixed(1)} s: ${(200 / seconds).toFixed(1)} mails/s`,
    )
    expect(seconds).toBeLessThanOrEqual(20)
    expect(new Set(inbox.messages.flatMap((m) => m.envelopeTo)).size).toBe(200)
    expect(await settled(200, 5_000)).toBe(200)
  }, 60_000)

  it("given 25 mails queued for one address, then 20 arrive and the other 5 are dropped, not retried", async () => {
    const before = inbox.messages.length
    const { userId } = await seedUser(sql, "Bianca", { email: "bianca@example.it" })
    for (let i = 0; i < 25; i++) await jobs.enqueue("mail__send", verificationJob(userId, i))
    expect(await settled(225, 20_000)).toBe(225)
    const toBianca = inbox.messages.slice(before).filter((m) => m.envelopeTo.includes("bianca@example.it"))
    expect(toBianca).toHaveLength(20)
    const [failed] = await sql<{ n: number }[]>`
      select count(*)::int as n from pgboss.job where name = 'mail__send' and state <> 'completed'`
    expect(failed?.n).toBe(0)
  }, 60_000)
})
