import { Config, Context, Effect, Layer, Option, Redacted } from "effect"
import type { Db } from "../../eventstore/db.ts"
import { MailError } from "./mail-errors.ts"
import type { MailMessage } from "./mail-message.ts"
import { storeInOutbox } from "./outbox.ts"

export const defaultMailFrom = '"Cogi" <noreply@cogi.local>'

export interface SmtpOptions {
  /** e.g. smtp://user:pass@smtp.example.it:587 or smtps://…:465; it holds credentials, so it stays Redacted. */
  readonly url: Redacted.Redacted<string>
  readonly from?: string
}

/** Sends mail. Two real implementations: SMTP (nodemailer) and the outbox table (development). */
export class Mailer extends Context.Service<
  Mailer,
  { readonly send: (message: MailMessage) => Effect.Effect<void, MailError> }
>()("cogi/adapters/mail/Mailer") {
  /**
   * SMTP through nodemailer, over a pool of up to 10 connections kept open between mails (the mail worker sends
   * up to 10 at once); the transport and its connections close with the layer.
   */
  static readonly layerSmtp = (options: SmtpOptions): Layer.Layer<Mailer> =>
    Layer.effect(
      Mailer,
      Effect.gen(function* () {
        // loaded only with SMTP_URL: a start with the outbox never reads nodemailer
        const { default: nodemailer } = yield* Effect.promise(() => import("nodemailer"))
        const transport = yield* Effect.acquireRelease(
          Effect.sync(() =>
            nodemailer.createTransport({ url: Redacted.value(options.url), pool: true, maxConnections: 10 }),
          ),
          (t) => Effect.sync(() => t.close()),
        )
        const from = options.from ?? defaultMailFrom
        const send = Effect.fn("Mailer.send")(function* (message: MailMessage) {
          yield* Effect.tryPromise({
            try: () =>
              transport.sendMail({
                from,
                to: message.to,
                subject: message.subject,
                text: message.text,
                html: message.html,
              }),
            // nodemailer's messages name the server and the SMTP reply, never the password.
            catch: (cause) => new MailError({ reason: `SMTP delivery failed: ${describe(cause)}` }),
          })
        })
        return Mailer.of({ send })
      }),
    )

  /** Keeps every mail in `mail_outbox`, readable at /dev/mailbox. */
  static readonly layerOutbox: Layer.Layer<Mailer, never, Db> = Layer.effect(
    Mailer,
    Effect.gen(function* () {
      const context = yield* Effect.context<Db>()
      const send = Effect.fn("Mailer.send")(function* (message: MailMessage) {
        yield* storeInOutbox(message).pipe(Effect.provideContext(context))
        yield* Effect.logDebug("Mail kept in the outbox (no SMTP_URL)").pipe(
          Effect.annotateLogs({ subject: message.subject }),
        )
      })
      return Mailer.of({ send })
    }),
  )

  /** For other services' tests: records what would have been sent into `sent`. */
  static readonly layerMemory = (sent: Array<MailMessage>): Layer.Layer<Mailer> =>
    Layer.succeed(Mailer, Mailer.of({ send: (message) => Effect.sync(() => void sent.push(message)) }))

  /** SMTP when SMTP_URL is set (from MAIL_FROM), else the outbox. */
  static readonly layer: Layer.Layer<Mailer, Config.ConfigError, Db> = Layer.unwrap(
    Effect.gen(function* () {
      const url = yield* Config.option(Config.Redacted("SMTP_URL"))
      const from = yield* Config.String("MAIL_FROM").pipe(Config.withDefault(defaultMailFrom))
      if (Option.isNone(url) || Redacted.value(url.value).trim() === "") return Mailer.layerOutbox
      if (!isSmtpUrl(Redacted.value(url.value))) {
        // The value may hold a password: name the variable, never echo it.
        return yield* Effect.die(
          new Error("SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@host:587"),
        )
      }
      return Mailer.layerSmtp({ url: url.value, from })
    }),
  )
}

const isSmtpUrl = (value: string) =>
  URL.canParse(value.trim()) && /^smtps?:$/.test(new URL(value.trim()).protocol)

const describe = (cause: unknown): string => {
  if (!(cause instanceof Error)) return "unknown error"
  const code = (cause as { code?: unknown }).code
  return typeof code === "string" ? `${code}: ${cause.message}` : cause.message
}
