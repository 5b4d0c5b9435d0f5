import { ConfigProvider, Effect, Layer } from "effect"
import { describe, expect, it } from "vitest"
import { Mailer } from "../../adapters/mail/mailer.ts"
import type { MailMessage } from "../../adapters/mail/mail-message.ts"
import { RateLimiter } from "../../commands/rate-limits/rate-limiter.ts"
import { Db } from "../../eventstore/db.ts"
import { seedUser } from "../../test/support/seed-user.ts"
import { createTestDatabase } from "../../test/support/database.ts"
import { type MailJob, sendMail } from "./mail-send-job.ts"

/*
 * Until an address is verified, the verification mail is the only one it receives: no mail carrying text
 * someone else chose (a name, appointment notes) reaches the inbox of a person who never signed up.
 */

const { sql, url } = await createTestDatabase()

const send = (job: MailJob) => {
  const sent: Array<MailMessage> = []
  return Effect.runPromise(
    sendMail(job).pipe(
      Effect.provide(
        Layer.mergeAll(Mailer.layerMemory(sent), RateLimiter.layer).pipe(
          Layer.provideMerge(Layer.succeed(Db)(Db.of({ sql, url }))),
        ),
      ),
      Effect.provide(
        ConfigProvider.layer(ConfigProvider.fromUnknown({ PUBLIC_URL: "https://cogi.example.it" })),
      ),
    ),
  ).then(() => sent)
}

describe("mail to an unverified address", () => {
  it("gets the verification mail, and nothing else until it is verified", async () => {
    // given a user who signed up but never verified
    const { userId } = await seedUser(sql, "Giulia")
    await sql`update users set is_verified = false where id = ${userId}`
    // when the verification mail and other mails are due
    const verification = await send({ kind: "verification", userId, token: "t-1", resend: false })
    const reset = await send({ kind: "password_reset", userId, token: "t-2" })
    const reminder = await send({
      kind: "appointment_reminder",
      userId,
      appointmentId: "00000000-0000-4000-8000-000000000001",
      reminder: "24h",
    })
    // then only the verification mail went out
    expect(verification).toHaveLength(1)
    expect(reset).toHaveLength(0)
    expect(reminder).toHaveLength(0)
    // and once verified, the others go out again
    await sql`update users set is_verified = true where id = ${userId}`
    expect(await send({ kind: "password_reset", userId, token: "t-3" })).toHaveLength(1)
  })
})
