import { ConfigProvider, Effect, Layer, Redacted } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Db } from "../../eventstore/db.ts"
import { startSmtpInbox, type SmtpInbox } from "../../test/support/smtp-inbox.ts"
import { MailError } from "./mail-errors.ts"
import { Mailer } from "./mailer.ts"
import { verificationEmail } from "./templates/verification-emails.ts"

let inbox: SmtpInbox
beforeAll(async () => {
  inbox = await startSmtpInbox()
})
afterAll(() => inbox.close())

const send = (url: string, message: Parameters<Mailer["Service"]["send"]>[0]) =>
  Effect.runPromise(
    Mailer.use((mailer) => mailer.send(message)).pipe(
      Effect.provide(Mailer.layerSmtp({ url: Redacted.make(url), from: '"Cogi" <noreply@cogi.local>' })),
    ),
  )

describe("Mailer over SMTP", () => {
  it("delivers the Italian UTF-8 subject and the verification link intact", async () => {
    const mail = verificationEmail({ name: "Niccolò", token: "tok_è-42", publicUrl: "http://localhost:3000" })
    await send(inbox.url, { to: "niccolo@example.it", ...mail })
    const received = (await inbox.waitFor(1)).at(-1)
    // The decoders below really are exercised: the body travelled quoted-printable.
    expect(received!.raw).toMatch(/Content-Transfer-Encoding: quoted-printable/i)
    expect(received!.envelopeTo).toEqual(["niccolo@example.it"])
    expect(received!.headers.get("subject")).toMatch(/=\?UTF-8\?/i) // really RFC 2047 on the wire
    expect(received!.subject).toBe("Conferma la tua email: è l'ultimo passo per iniziare")
    const link = "http://localhost:3000/verify-email?token=tok_%C3%A8-42"
    expect(received!.text).toContain(link)
    expect(received!.text).toContain("Ciao Niccolò,")
    expect(received!.html).toContain(`href="${link}"`)
    expect(received!.headers.get("from")).toContain("noreply@cogi.local")
  })

  it("fails with MailError, not a defect, when the server is unreachable", async () => {
    const error = await Effect.runPromise(
      Mailer.use((mailer) => mailer.send({ to: "a@example.it", subject: "x", text: "x", html: "x" })).pipe(
        Effect.flip,
        Effect.provide(Mailer.layerSmtp({ url: Redacted.make("smtp://user:s3cret@127.0.0.1:1") })),
      ),
    )
    expect(error).toBeInstanceOf(MailError)
    expect(error.reason).not.toContain("s3cret")
  })
})

describe("Mailer.layer", () => {
  it("picks SMTP when SMTP_URL is set, with MAIL_FROM as sender", async () => {
    const noDb = Layer.succeed(Db, Db.of({ sql: undefined as never, url: "unused" })) // SMTP never touches it
    const env = { SMTP_URL: inbox.url, MAIL_FROM: '"Cogi Test" <test@cogi.local>' }
    const before = inbox.messages.length
    await Effect.runPromise(
      Mailer.use((mailer) =>
        mailer.send({ to: "sara@example.it", subject: "Perché sì", text: "ciao", html: "<p>ciao</p>" }),
      ).pipe(
        Effect.provide(Mailer.layer.pipe(Layer.provide(noDb))),
        Effect.provide(ConfigProvider.layer(ConfigProvider.fromEnvRecord(env))),
      ),
    )
    const received = (await inbox.waitFor(before + 1)).at(-1)!
    expect(received.subject).toBe("Perché sì")
    expect(received.envelopeFrom).toBe("test@cogi.local")
  })
})
