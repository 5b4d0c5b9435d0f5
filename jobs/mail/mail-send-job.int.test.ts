import { randomUUID } from "node:crypto"
import { ConfigProvider, Effect, Layer } from "effect"
import { PgBoss } from "pg-boss"
import { afterAll, describe, expect, it } from "vitest"
import { Mailer } from "../../adapters/mail/mailer.ts"
import type { MailMessage } from "../../adapters/mail/mail-message.ts"
import { Db } from "../../eventstore/db.ts"
import { inlineProjectionsHook } from "../../projections/inline-projections.ts"
import { projections } from "../../projections/registry.ts"
import { createTestDatabase } from "../../test/support/database.ts"
import { appendRegistration } from "../../test/support/registration-append.ts"
import { makeJobQueue } from "../../eventstore/job-queue.ts"
import { queueNames, queues } from "../../eventstore/queues.ts"
import { RateLimiter } from "../../commands/rate-limits/rate-limiter.ts"
import { mailSendHandler, mailWorkOptions } from "./mail-send-job.ts"

const { sql, url } = await createTestDatabase()
const boss = new PgBoss({ connectionString: url, schema: "pgboss", max: 2 })
await boss.start()
for (const name of queueNames) await boss.createQueue(name, queues[name])
afterAll(() => boss.stop({ graceful: false, timeout: 1000 }))
const jobs = makeJobQueue(boss)

const sent: Array<MailMessage> = []
const handler = await Effect.runPromise(
  mailSendHandler.pipe(
    Effect.provide(
      Layer.mergeAll(Mailer.layerMemory(sent), RateLimiter.layer).pipe(
        Layer.provideMerge(Layer.succeed(Db)(Db.of({ sql, url }))),
      ),
    ),
    Effect.provide(
      ConfigProvider.layer(ConfigProvider.fromUnknown({ PUBLIC_URL: "https://cogi.example.it/" })),
    ),
  ),
)
await jobs.workEach("mail__send", handler, { ...mailWorkOptions, pollingIntervalSeconds: 0.5 })

describe("mail__send", () => {
  it("given a registration that enqueues a verification mail, then the user receives the Italian mail with the link", async () => {
    const userId = randomUUID()
    await appendRegistration(sql, {
      userId,
      name: "Chiara",
      email: "chiara@example.it",
      hooks: [
        inlineProjectionsHook(projections),
        async (tx) =>
          void (await jobs.enqueue(
            "mail__send",
            { kind: "verification", userId, token: "tok-123", resend: false },
            { tx },
          )),
      ],
    })
    for (let i = 0; i < 100 && sent.length === 0; i++) await new Promise((r) => setTimeout(r, 100))
    expect(sent).toHaveLength(1)
    expect(sent[0]?.to).toBe("chiara@example.it")
    expect(sent[0]?.subject).toMatch(/email/i)
    expect(sent[0]?.text).toContain("https://cogi.example.it/verify-email?token=tok-123")
    expect(sent[0]?.text).toContain("Chiara")
    const [job] = await sql<{ data: unknown }[]>`select data from pgboss.job where name = 'mail__send'`
    expect(JSON.stringify(job?.data)).not.toContain("chiara@example.it")
  })
})
