import { Config, Effect, Schema } from "effect"
import { Mailer } from "../../adapters/mail/mailer.ts"
import { passwordResetEmail } from "../../adapters/mail/templates/password-reset-email.ts"
import { verificationEmail, verificationResendEmail } from "../../adapters/mail/templates/verification-emails.ts"
import type { RenderedMail } from "../../adapters/mail/templates/mail-layout.ts"
import { Db } from "../../eventstore/db.ts"
import { findUserById } from "../../projections/user-directory/user-directory-queries.ts"
import type { JobHandler } from "../job-queue.ts"

/**
 * What to send, to whom (by user id: the address is looked up when sending, so job rows hold no personal
 * data). Tokens travel only here and in the mail; the log keeps their hashes.
 */
export const MailJob = Schema.Union([
  Schema.Struct({ kind: Schema.Literal("verification"), userId: Schema.String, token: Schema.String, resend: Schema.Boolean }),
  Schema.Struct({ kind: Schema.Literal("password_reset"), userId: Schema.String, token: Schema.String }),
])
export type MailJob = typeof MailJob.Type

export const PublicUrl = Config.String("PUBLIC_URL").pipe(
  Config.orElse(() => Config.Port("PORT").pipe(Config.withDefault(3000), Config.map((port) => `http://localhost:${port}`))),
  Config.map((url) => url.replace(/\/+$/, "")),
)

const render = (job: MailJob, name: string, publicUrl: string): RenderedMail => {
  switch (job.kind) {
    case "verification":
      return (job.resend ? verificationResendEmail : verificationEmail)({ name, token: job.token, publicUrl })
    case "password_reset":
      return passwordResetEmail({ name, token: job.token, publicUrl, validHours: 24 })
  }
}

export const sendMail = Effect.fn("MailSendJob.send")(function* (data: unknown) {
  const job = yield* Schema.decodeUnknownEffect(MailJob)(data).pipe(Effect.orDie)
  const { sql } = yield* Db
  const user = yield* Effect.promise(() => findUserById(sql, job.userId))
  // a user deleted before the mail went out is not written to
  if (!user) return yield* Effect.logInfo("mail__send: recipient no longer exists; skipped")
  const publicUrl = yield* PublicUrl
  const mail = render(job, user.name, publicUrl)
  yield* (yield* Mailer).send({ to: user.email, ...mail })
})

/** The mail__send worker: a failure throws, and pg-boss retries with backoff. */
export const mailSendHandler = Effect.gen(function* () {
  const context = yield* Effect.context<Db | Mailer>()
  const handler: JobHandler = async (jobs) => {
    for (const job of jobs) await Effect.runPromise(sendMail(job.data).pipe(Effect.provideContext(context)))
  }
  return handler
})
