import { describe, expect, it } from "vitest"
import { appointmentConfirmationEmail, appointmentReminderEmail } from "./appointment-emails.ts"
import { disclaimer } from "./mail-layout.ts"
import { passwordResetEmail } from "./password-reset-email.ts"
import { verificationEmail, verificationResendEmail } from "./verification-emails.ts"

const publicUrl = "https://cogi.example.it"
// 10:30 in Rome on a winter day (UTC+1)
const scheduledAt = new Date("2026-12-14T09:30:00Z")

describe("verification emails", () => {
  it("links to /verify-email with the token, valid 24 hours, in both parts", () => {
    const mail = verificationEmail({ name: "Giulia", token: "tok-123", publicUrl })
    const link = "https://cogi.example.it/verify-email?token=tok-123"
    expect(mail.subject).toBe("Conferma la tua email: è l'ultimo passo per iniziare")
    expect(mail.text).toContain(link)
    expect(mail.html).toContain(`href="${link}"`)
    expect(mail.text).toContain("24 ore")
    expect(mail.text).toContain("Ciao Giulia,")
  })

  it("keeps a path prefix of PUBLIC_URL and encodes the token", () => {
    const mail = verificationResendEmail({ name: "Giulia", token: "a b&c", publicUrl: "https://x.it/cogi/" })
    expect(mail.text).toContain("https://x.it/cogi/verify-email?token=a+b%26c")
    expect(mail.subject).toContain("nuovo link")
  })

  it("escapes user input in the HTML part", () => {
    const mail = verificationEmail({ name: `<script>alert("x")</script>`, token: "t", publicUrl })
    expect(mail.html).not.toContain("<script>")
    expect(mail.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;")
    expect(mail.text).toContain(`Ciao <script>alert("x")</script>,`)
  })

  it("signs off saying Cogi is emotional support, not a professional", () => {
    const mail = verificationEmail({ name: "Giulia", token: "t", publicUrl })
    expect(disclaimer).toContain("non sostituisce")
    expect(mail.text).toContain(disclaimer)
    expect(mail.html).toContain("non sostituisce uno psicologo")
    expect(mail.html).toContain('lang="it"')
  })
})

describe("password reset email", () => {
  it("takes the route as a parameter and warns that old messages become unreadable", () => {
    const mail = passwordResetEmail({ name: "Marco", token: "r1", publicUrl, path: "/password/nuova" })
    expect(mail.text).toContain("https://cogi.example.it/password/nuova?token=r1")
    expect(mail.text).toContain("1 ora")
    expect(mail.text).toContain("non potranno più essere letti")
  })

  it("defaults to /reset-password", () => {
    expect(passwordResetEmail({ name: "Marco", token: "r1", publicUrl, validHours: 2 }).text).toMatch(
      /reset-password\?token=r1[\s\S]*2 ore/,
    )
  })
})

describe("appointment emails", () => {
  it("confirms with the date and time in Italian, Europe/Rome", () => {
    const mail = appointmentConfirmationEmail({
      name: "Sara",
      scheduledAt,
      publicUrl,
      remindersEnabled: true,
      notes: "Parlare del lavoro",
    })
    expect(mail.subject).toBe("Appuntamento confermato: lunedì 14 dicembre 2026 alle 10:30")
    expect(mail.text).toContain("Ora: 10:30 (ora italiana)")
    expect(mail.text).toContain("Le tue note: Parlare del lavoro")
    expect(mail.text).toContain("24 ore prima e un altro 3 ore prima")
  })

  it("says when no reminders will come", () => {
    const mail = appointmentConfirmationEmail({
      name: "Sara",
      scheduledAt,
      publicUrl,
      remindersEnabled: false,
    })
    expect(mail.text).toContain("non ricevere promemoria")
    expect(mail.text).not.toContain("Le tue note")
  })

  it("formats summer time too (UTC+2)", () => {
    const mail = appointmentReminderEmail({
      name: "Sara",
      scheduledAt: new Date("2026-07-01T07:00:00Z"),
      publicUrl,
      kind: "24h",
    })
    expect(mail.subject).toBe("Promemoria: la tua sessione di mercoledì 1 luglio 2026 alle 09:00")
  })

  it("has a distinct 3-hour reminder", () => {
    const mail = appointmentReminderEmail({
      name: "Sara",
      scheduledAt,
      publicUrl,
      kind: "3h",
      aiName: "Luna",
    })
    expect(mail.subject).toBe("Tra poche ore la tua sessione delle 10:30")
    expect(mail.text).toContain("la tua sessione con Luna")
  })
})
