import { describe, expect, it } from "vitest"
import { signUpAttemptEmail } from "./sign-up-attempt-email.ts"
import { verificationAgainEmail } from "./verification-emails.ts"

const publicUrl = "https://cogi.example.it"

describe("mails for a sign-up with an address that already has an account", () => {
  it("tells a verified owner someone tried, with a link to sign in and one to reset the password", () => {
    const mail = signUpAttemptEmail({ name: "Elena", publicUrl })
    expect(mail.subject).toBe("Qualcuno ha provato a registrarsi con il tuo indirizzo")
    expect(mail.text).toContain("Ciao Elena,")
    expect(mail.text).toContain("Se eri tu, accedi con la password di sempre, oppure reimposta la password")
    for (const link of ["https://cogi.example.it/login", "https://cogi.example.it/forgot-password"]) {
      expect(mail.text).toContain(link)
      expect(mail.html).toContain(`href="${link}"`)
    }
    expect(mail.text).toContain("nessun nuovo account è stato creato")
  })

  it("gives an unverified owner a fresh link and says which password signs in", () => {
    const mail = verificationAgainEmail({ name: "Elena", token: "tok-9", publicUrl })
    expect(mail.text).toContain("https://cogi.example.it/verify-email?token=tok-9")
    expect(mail.text).toContain("accedi con la password che avevi scelto la prima volta")
    expect(mail.text).not.toMatch(/\b(?:stato|sicuro|benvenuto)\b/)
  })
})
