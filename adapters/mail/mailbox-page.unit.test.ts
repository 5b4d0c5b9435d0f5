import { describe, expect, it } from "vitest"
import { linkifyText } from "./html.ts"
import { renderMailboxPage } from "./mailbox-page.ts"

const mail = (id: string, subject: string, text: string) => ({
  id,
  to: "giulia@example.it",
  subject,
  text,
  html: `<p onclick="x()">${subject}</p>`,
  createdAt: new Date("2026-11-21T08:00:00Z"),
})

describe("mailbox page", () => {
  it("lists the mails newest first, with their links clickable", () => {
    const page = renderMailboxPage([
      mail("1", "Prima", "niente link"),
      mail("2", "Seconda", "Apri http://localhost:3000/verify-email?token=a&b=1."),
    ])
    expect(page).toContain('<html lang="it">')
    expect(page.indexOf("Seconda")).toBeLessThan(page.indexOf("Prima"))
    expect(page).toContain(
      '<a href="http://localhost:3000/verify-email?token=a&amp;b=1" rel="noopener noreferrer">',
    )
  })

  it("escapes everything that comes from a mail", () => {
    const page = renderMailboxPage([
      mail("1", "<img src=x onerror=alert(1)>", "<b>ciao</b> javascript:alert(1)"),
    ])
    expect(page).not.toContain("<img src=x")
    expect(page).not.toContain("<b>ciao</b>")
    expect(page).not.toContain('href="javascript')
    expect(page).toContain("&lt;b&gt;ciao&lt;/b&gt;")
    // the HTML part only goes into a sandboxed srcdoc, attribute-escaped
    expect(page).toContain('sandbox="" srcdoc="&lt;p onclick=&quot;x()&quot;&gt;')
  })

  it("says when the outbox is empty", () => {
    expect(renderMailboxPage([])).toContain("Nessuna email per ora.")
  })

  it("does not let a URL swallow a quote or closing punctuation", () => {
    expect(linkifyText("vedi (https://a.it/x).")).toBe(
      'vedi (<a href="https://a.it/x" rel="noopener noreferrer">https://a.it/x</a>).',
    )
  })
})
