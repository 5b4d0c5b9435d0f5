import { Effect, Redacted } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
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
    const [received] = await inbox.waitFor(1)
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
