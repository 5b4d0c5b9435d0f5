import { readFile, writeFile } from "node:fs/promises"

import { expect, test, type Page } from "@playwright/test"

import { composer, startSession } from "./support/chat-page.ts"
import { databaseDump } from "./support/database-dump.ts"
import { pdfText } from "./support/pdf-text.ts"
import {
  advanceClock,
  refocusUntilVisible,
  registerVerifiedAccount,
  removeToasts,
  resetClock,
  signInBeforeLoad,
} from "./support/real-server.ts"
import { expectNoAxeViolations, expectNoHorizontalScroll, SHOTS, shot } from "./support/screens.ts"

/*
 * "Cosa vorrei dire" (issue 27) in Chromium against the real server and the offline assistant: two sessions end
 * with their summaries saved; the note is composed from the one chosen, the person adds a question, saves it
 * (encrypted), prints it (the PDF holds the note and nothing of the page around it), downloads it as Markdown and
 * finds it again after a reload; the database holds none of it in clear.
 */
test.describe.configure({ mode: "serial" })

const QUESTION = "Vorrei chiedere se esiste un aiuto per il sonno che non sia un farmaco."

/** A session with one message, ended by the dev clock, its drafted summary saved; returns the clock's offset. */
const sessionWithSummary = async (page: Page, message: string): Promise<number> => {
  await page.goto("/dashboard")
  await startSession(page)
  await page
    .getByRole("region", { name: "Come ti senti adesso, prima di iniziare?" })
    .getByRole("button", { name: "Salta" })
    .click()
  await composer(page).fill(message)
  await composer(page).press("Enter")
  await expect(page.getByRole("button", { name: "Invia" })).toBeVisible({ timeout: 30_000 })
  const moved = await advanceClock(page.request, 31)
  await refocusUntilVisible(page, page.getByText("La sessione è terminata. I 30 minuti sono scaduti."))
  const offer = page.getByRole("region", { name: "Il riassunto della sessione" })
  await expect(offer.getByLabel("Riassunto")).toHaveValue(/^Cosa hai portato: /, { timeout: 15_000 })
  await offer.getByRole("button", { name: "Salva nel tuo percorso" }).click()
  await expect(page.getByText("Riassunto salvato nel tuo percorso.")).toBeVisible()
  return moved
}

test("composed from the chosen summary, edited, saved encrypted, printed to PDF, downloaded, never in clear on the server", async ({
  page,
}) => {
  test.setTimeout(240_000)
  await resetClock(page.request)
  const account = await registerVerifiedAccount(page.request, { name: "Bianca" })
  await signInBeforeLoad(page, account)
  let moved = 0
  try {
    moved = await sessionWithSummary(page, "Non dormo da giorni per l'ansia del lavoro")
    moved = await sessionWithSummary(page, "Mi manca tanto mia nonna, ci penso ogni sera")

    // from "Il tuo percorso"
    await page.goto("/percorso")
    await page.getByRole("link", { name: "Prepara la nota «Cosa vorrei dire»" }).click()
    await expect(page).toHaveURL(/\/percorso\/cosa-vorrei-dire$/)
    await expect(page.getByRole("heading", { level: 1, name: "Cosa vorrei dire" })).toBeVisible()
    const choices = page.getByRole("group", { name: "Da quali sessioni partire" })
    await expect(choices.getByRole("checkbox")).toHaveCount(2)
    await choices.getByRole("checkbox", { name: /notti senza sonno/ }).check()
    await page.getByRole("button", { name: "Componi la nota" }).click()
    const going = page.getByLabel("Cosa sto attraversando")
    await expect(going).toHaveValue(
      /: Hai parlato soprattutto delle notti senza sonno, del lavoro e dell'ansia\./,
    )
    await expect(going).not.toHaveValue(/nonna/)
    await expect(page.getByLabel("Da quando")).toHaveValue(/^Ne ho parlato con Cogi il /)
    await page.getByLabel("Cosa vorrei chiedere").fill(QUESTION)

    await removeToasts(page)
    await expectNoAxeViolations(page)
    await shot(page, "visit-note-1280")
    await page.setViewportSize({ width: 375, height: 812 })
    await expectNoHorizontalScroll(page)
    await expectNoAxeViolations(page)
    await shot(page, "visit-note-375")
    await page.setViewportSize({ width: 1280, height: 800 })

    // saved: the server receives ciphertext only
    const put = page.waitForRequest(
      (r) => r.method() === "PUT" && r.url().endsWith("/api/journey/visit-note"),
    )
    await page.getByRole("button", { name: "Salva la nota" }).click()
    const sent = (await put).postDataJSON() as { ciphertext: string }
    expect(sent.ciphertext).toMatch(/^[A-Za-z0-9+/]+=*$/)
    await expect(page.getByText("Nota salvata: è cifrata, la leggi solo tu.")).toBeVisible()

    // "Stampa" opens the browser's print; on paper, the note alone, on one page
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute("data-printed", "yes")
    })
    await page.getByRole("button", { name: "Stampa" }).click()
    await expect(page.locator("body")).toHaveAttribute("data-printed", "yes")
    await page.emulateMedia({ media: "print" })
    await expect(page.getByTestId("visit-note-print")).toBeVisible()
    await expect(page.getByRole("button", { name: "Salva la nota" })).toBeHidden()
    const pdf = await page.pdf({ format: "A4" })
    await writeFile(`${SHOTS}/visit-note.pdf`, pdf)
    const printed = pdfText(pdf)
    expect(printed.pages).toBe(1)
    for (const words of [
      "Cosa vorrei dire",
      "Cosa sto attraversando",
      "notti senza sonno",
      "Da quando",
      "Cosa vorrei chiedere",
      QUESTION,
      "non è un servizio medico",
    ])
      expect(printed.text).toContain(words)
    for (const absent of ["Salva la nota", "Da quali sessioni partire", "nonna", "Il tuo percorso"])
      expect(printed.text).not.toContain(absent)
    // dark on the screen, dark text on white paper all the same
    await page.emulateMedia({ media: "print", colorScheme: "dark" })
    expect(await page.getByTestId("visit-note-print").evaluate((el) => getComputedStyle(el).color)).toBe(
      "rgb(42, 36, 32)",
    )
    await page.emulateMedia({ media: "screen", colorScheme: "light" })

    // downloaded as Markdown, made in the browser
    const download = page.waitForEvent("download")
    await page.getByRole("button", { name: "Scarica la nota come file di testo (Markdown)" }).click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(/^cosa-vorrei-dire-\d{4}-\d{2}-\d{2}\.md$/)
    const markdown = await readFile(await file.path(), "utf8")
    expect(markdown).toMatch(/^# Cosa vorrei dire\n\nPreparata il \d+ \w+ \d{4}\.\n/)
    expect(markdown).toContain(`## Cosa vorrei chiedere\n\n${QUESTION}\n`)
    expect(markdown).toContain("notti senza sonno")

    // back later: the saved note, opened with the key, its summary still chosen
    await page.reload()
    await expect(page.getByLabel("Cosa vorrei chiedere")).toHaveValue(QUESTION)
    await expect(
      page.getByRole("group", { name: "Da quali sessioni partire" }).getByRole("checkbox", { name: /notti/ }),
    ).toBeChecked()

    // what an administrator with a dump would see: none of the note, none of the summaries
    const dump = await databaseDump()
    for (const plain of [
      QUESTION,
      "aiuto per il sonno",
      "Cosa sto attraversando",
      "notti senza sonno",
      "nonna",
    ])
      expect(dump).not.toContain(plain)
    expect(dump).toContain("VisitNoteSaved")

    // the human-help page leads here too
    await page.goto("/parla-con-una-persona")
    await expect(page.getByRole("link", { name: "«Cosa vorrei dire»" })).toHaveAttribute(
      "href",
      "/percorso/cosa-vorrei-dire",
    )
  } finally {
    if (moved !== 0) await advanceClock(page.request, -moved)
  }
})
