import { Config, Effect, Schema } from "effect"
import { Mailer } from "../../adapters/mail/mailer.ts"
import { passwordResetEmail } from "../../adapters/mail/templates/password-reset-email.ts"
import { signUpAttemptEmail } from "../../adapters/mail/templates/sign-up-attempt-email.ts"
import {
  verificationAgainEmail,
  verificationEmail,
  verificationResendEmail,
} from "../../adapters/mail/templates/verification-emails.ts"
import type { RenderedMail } from "../../adapters/mail/templates/mail-layout.ts"
import { appointmentStream } from "../../domain/shared/stream-ids.ts"
import { Db, type Sql } from "../../eventstore/db.ts"
import { readStreamEvents } from "../../eventstore/event-store.ts"
import {
  appointmentConfirmationEmail,
  appointmentReminderEmail,
} from "../../adapters/mail/templates/appointment-emails.ts"
import { findUserById } from "../../projections/user-directory/user-directory-queries.ts"
import { RateLimiter } from "../../commands/rate-limits/rate-limiter.ts"
import { AddressDigest } from "../../eventstore/address-digest.ts"
import { effectJobEach } from "../effect-job.ts"

/**
 * What to send, to whom (by user id: the address is looked up when sending, so job rows hold no personal
 * data). Tokens travel only here and in the mail; the log keeps their hashes.
 */
export const MailJob = Schema.Union([
  Schema.Struct({
    kind: Schema.Literal("verification"),
    userId: Schema.String,
    token: Schema.String,
    resend: Schema.Boolean,
    /** A second sign-up with the still unverified address: the link, and which password to sign in with. */
    again: Schema.optional(Schema.Boolean),
  }),
  /** Someone signed up with this verified address: the owner learns how to sign in or reset the password. */
  Schema.Struct({ kind: Schema.Literal("sign_up_attempt"), userId: Schema.String }),
  Schema.Struct({ kind: Schema.Literal("password_reset"), userId: Schema.String, token: Schema.String }),
  Schema.Struct({
    kind: Schema.Literal("appointment_confirmation"),
    userId: Schema.String,
    appointmentId: Schema.String,
  }),
  Schema.Struct({
    kind: Schema.Literal("appointment_reminder"),
    userId: Schema.String,
    appointmentId: Schema.String,
    reminder: Schema.Literals(["24h", "3h"]),
  }),
])
export type MailJob = typeof MailJob.Type

export const PublicUrl = Config.String("PUBLIC_URL").pipe(
  Config.orElse(() =>
    Config.Port("PORT").pipe(
      Config.withDefault(3000),
      Config.map((port) => `http://localhost:${port}`),
    ),
  ),
  Config.map((url) => url.replace(/\/+$/, "")),
)

interface Recipient {
  readonly name: string
  readonly aiName: string
}

/** The booked appointment as the log has it (time and notes live in the event, not in the job). */
const appointmentOf = (sql: Sql, appointmentId: string) =>
  Effect.promise(async () => {
    const events = await readStreamEvents(sql, appointmentStream(appointmentId))
    const booked = events.find((e) => e.type === "AppointmentScheduled")
    // cancelled meanwhile: neither its confirmation nor a reminder is worth a mail any more
    if (events.some((e) => e.type === "AppointmentCancelled")) return undefined
    return booked
      ? {
          scheduledAt: new Date(String(booked.data.scheduledAt)),
          notes: String(booked.data.notes ?? ""),
          remindersEnabled: booked.data.remindersEnabled === true,
        }
      : undefined
  })

const render = (job: MailJob, to: Recipient, publicUrl: string, sql: Sql) =>
  Effect.gen(function* () {
    const { name, aiName } = to
    switch (job.kind) {
      case "verification":
        return (
          job.again === true
            ? verificationAgainEmail
            : job.resend
              ? verificationResendEmail
              : verificationEmail
        )({ name, token: job.token, publicUrl })
      case "sign_up_attempt":
        return signUpAttemptEmail({ name, publicUrl })
      case "password_reset":
        return passwordResetEmail({ name, token: job.token, publicUrl, validHours: 24 })
      case "appointment_confirmation":
      case "appointment_reminder": {
        const appointment = yield* appointmentOf(sql, job.appointmentId)
        if (!appointment) return undefined
        const input = {
          name,
          aiName,
          publicUrl,
          scheduledAt: appointment.scheduledAt,
          timezone: "Europe/Rome",
          notes: appointment.notes,
        }
        return job.kind === "appointment_confirmation"
          ? appointmentConfirmationEmail({ ...input, remindersEnabled: appointment.remindersEnabled })
          : appointmentReminderEmail({ ...input, kind: job.reminder })
      }
    }
  })

/**
 * Mails one address may be sent per hour, whatever they are: `COGI_MAILS_PER_ADDRESS_PER_HOUR`, default 20 (above
 * what the per-purpose limits allow together: 5 sign-ups, 12 new links and 3 reset links an hour). Every attempt
 * counts, a failed delivery too; past the cap the mail is dropped, not postponed.
 */
const mailsPerAddressPerHour = Config.Int("COGI_MAILS_PER_ADDRESS_PER_HOUR").pipe(Config.withDefault(20))

export const sendMail = Effect.fn("MailSendJob.send")(function* (job: MailJob) {
  const { sql } = yield* Db
  const user = yield* Effect.promise(() => findUserById(sql, job.userId))
  // a user deleted before the mail went out is not written to
  if (!user) return yield* Effect.logInfo("mail__send: recipient no longer exists; skipped")
  // Until the address is verified it gets the verification mail and nothing else: no text someone else chose
  // (a name, appointment notes) reaches an inbox whose owner never signed up.
  if (!user.is_verified && job.kind !== "verification")
    return yield* Effect.logInfo(`mail__send: ${job.kind} to an unverified address; skipped`)
  const publicUrl = yield* PublicUrl
  const mail: RenderedMail | undefined = yield* render(
    job,
    { name: user.name, aiName: user.ai_name },
    publicUrl,
    sql,
  )
  if (!mail)
    return yield* Effect.logInfo(
      "mail__send: nothing to send (the appointment no longer exists or was cancelled)",
    )
  const cap = yield* Effect.orDie(mailsPerAddressPerHour)
  const address = (yield* AddressDigest).of(user.email)
  const { allowed } = yield* (yield* RateLimiter).hit(`mail:to:${address}`, cap, 60 * 60)
  if (!allowed) return yield* Effect.logWarning(`mail__send: ${job.kind} over the per-address cap; not sent`)
  yield* (yield* Mailer).send({ to: user.email, ...mail })
})

/** Mails one worker has in flight at once: an SMTP exchange waits on the network, not on this process. */
const MAILS_AT_ONCE = 10

/** How the mail__send worker takes its jobs: 20 at a time, the next batch at once while the queue is full. */
export const mailWorkOptions = { batchSize: 20, pollingIntervalSeconds: 1 } as const

/** The mail__send worker: a failed mail is retried alone, with backoff, and no other mail is sent twice. */
export const mailSendHandler = effectJobEach("mail__send", MailJob, sendMail, { concurrency: MAILS_AT_ONCE })
