import { describe, expect, it } from "vitest"
import { appointmentConfirmationEmail } from "./appointment-emails.ts"
import { passwordResetEmail } from "./password-reset-email.ts"
import { verificationEmail } from "./verification-emails.ts"
import { withoutLinks } from "./user-text.ts"

describe("withoutLinks", () => {
  it("given link-like pieces, then they are defanged", () => {
    expect(withoutLinks("www.evil.it")).toBe("www[.]evil[.]it")
    expect(withoutLinks("http://x")).toBe("http[:]//x")
    expect(withoutLinks("Vai su HTTPS://evil.it/login ora")).toBe("Vai su HTTPS[:]//evil[.]it/login ora")
    expect(withoutLinks("scrivi a aiuto@evil.it")).toBe("scrivi a aiuto[@]evil[.]it")
    expect(withoutLinks("evil.com")).toBe("evil[.]com")
  })

  it("given ordinary names and notes, then they are left as written", () => {
    for (const text of ["Mario Rossi", "Niccolò D'Angelo", "Dott. Bianchi", "A.B.", "alle 18.30, poi cena"])
      expect(withoutLinks(text)).toBe(text)
  })
})

describe("user text in mails", () => {
  const publicUrl = "https://cogi.example.it"
  const links = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1])

  it("given a name that is a URL, then no mail shows it as one, in the text or the HTML", () => {
    for (const name of ["www.evil.it", "http://x", "Paga su https://evil.it/pay"]) {
      const mails = [
        verificationEmail({ name, token: "t", publicUrl }),
        passwordResetEmail({ name, token: "t", publicUrl, validHours: 24 }),
        appointmentConfirmationEmail({
          name,
          aiName: name,
          publicUrl,
          scheduledAt: new Date("2026-12-01T17:00:00Z"),
          timezone: "Europe/Rome",
          notes: `ricorda ${name}`,
          remindersEnabled: true,
        }),
      ]
      for (const mail of mails) {
        for (const part of [mail.text, mail.html]) {
          expect(part).not.toMatch(/www\.evil|http:\/\/x|evil\.it/)
        }
        expect(links(mail.html).every((href) => href?.startsWith(publicUrl))).toBe(true)
      }
    }
  })
})
