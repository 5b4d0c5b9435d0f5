import AxeBuilder from "@axe-core/playwright"
import { expect, test, type Page } from "@playwright/test"

import { databaseDump } from "./support/database-dump.ts"
import { registerVerifiedAccount, removeToasts, signInBeforeLoad } from "./support/real-server.ts"

/*
 * "Il mio piano di sicurezza" (Stanley & Brown) end to end: built step by step from the dashboard, encrypted in
 * the browser, edited, printed, opened again from the crisis card; a database dump shows none of it.
 */
test.describe.configure({ mode: "serial" })

const SHOTS = process.env["COGI_SHOTS_DIR"] ?? "test-results/screenshots"
const dialog = (page: Page) => page.getByRole("dialog", { name: "Il mio piano di sicurezza" })
const step = async (page: Page, title: string, text: string) => {
  await expect(dialog(page).getByRole("heading", { name: title })).toBeVisible()
  if (text !== "") await dialog(page).getByLabel(`${title} (una voce per riga)`).fill(text)
}

test("safety plan: created step by step, edited, printed, opened from the crisis card, never readable in the database", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  const account = await registerVerifiedAccount(request, { name: "Irene" })
  await signInBeforeLoad(page, account)
  await page.addInitScript(() => {
    ;(window as unknown as { printed: number }).printed = 0
    window.print = () => {
      ;(window as unknown as { printed: number }).printed += 1
    }
  })
  await page.goto("/dashboard")
  await page.getByRole("button", { name: "Il mio piano di sicurezza" }).click()
  await expect(dialog(page)).toContainText("Passo 1 di 7")
  await step(page, "I miei segnali di allarme", "Non riesco a dormire\nMi chiudo in camera")
  const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze()
  expect(axe.violations.map((v) => v.id)).toEqual([])
  await page.screenshot({ path: `${SHOTS}/safety-plan-step-desktop.png` })
  await page.setViewportSize({ width: 375, height: 812 })
  await page.screenshot({ path: `${SHOTS}/safety-plan-step-mobile.png` })
  await page.setViewportSize({ width: 1280, height: 800 })
  await dialog(page).getByRole("button", { name: "Avanti" }).click()
  await step(page, "Cosa posso fare per conto mio", "Fare una doccia calda")
  await dialog(page).getByRole("button", { name: "Avanti" }).click()
  await step(page, "Persone e luoghi che mi aiutano a pensare ad altro", "La biblioteca di quartiere")
  await dialog(page).getByRole("button", { name: "Indietro" }).click()
  await expect(dialog(page).getByLabel("Cosa posso fare per conto mio (una voce per riga)")).toHaveValue(
    "Fare una doccia calda",
  )
  await dialog(page).getByRole("button", { name: "Avanti" }).click()
  await dialog(page).getByRole("button", { name: "Avanti" }).click()
  await step(page, "Persone a cui posso chiedere aiuto", "Mia sorella Chiara: 333 000 1111")
  await dialog(page).getByRole("button", { name: "Avanti" }).click()
  // Prefilled from the server's crisis numbers.
  await expect(dialog(page).getByLabel("Professionisti e servizi (una voce per riga)")).toHaveValue(
    /Telefono Amico: 02 2327 2327/,
  )
  await dialog(page).getByRole("button", { name: "Avanti" }).click()
  await step(page, "Rendere più sicuro l'ambiente intorno a me", "Dare i farmaci in più a Chiara")
  await dialog(page).getByRole("button", { name: "Avanti" }).click()
  await step(page, "Le mie ragioni per vivere", "Il mio gatto Neve")
  await dialog(page).getByRole("button", { name: "Salva il piano" }).click()

  await expect(dialog(page).getByText("Il mio gatto Neve")).toBeVisible()
  await expect(dialog(page).getByText("La biblioteca di quartiere")).toBeVisible()
  await expect(dialog(page).getByText("Numero unico di emergenza: 112")).toBeVisible()

  // Edit: back to the start, change the reasons for living.
  await dialog(page).getByRole("button", { name: "Modifica" }).click()
  for (let i = 0; i < 6; i++) await dialog(page).getByRole("button", { name: "Avanti" }).click()
  await step(page, "Le mie ragioni per vivere", "Il mio gatto Neve\nIl viaggio in Sicilia")
  await dialog(page).getByRole("button", { name: "Salva il piano" }).click()
  await expect(dialog(page).getByText("Il viaggio in Sicilia")).toBeVisible()

  await dialog(page).getByRole("button", { name: "Stampa" }).click()
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1)
  await page.emulateMedia({ media: "print" })
  await page.screenshot({ path: `${SHOTS}/safety-plan-print.png`, fullPage: true })
  await page.emulateMedia({ media: "screen" })
  await page.screenshot({ path: `${SHOTS}/safety-plan-summary-desktop.png` })
  await page.setViewportSize({ width: 375, height: 812 })
  await page.screenshot({ path: `${SHOTS}/safety-plan-summary-mobile.png` })
  await page.setViewportSize({ width: 1280, height: 800 })

  // From the crisis card in a chat: the same plan, decrypted again after a fresh load.
  const chat = await request.post("/api/chats", {
    data: { therapeutic_approach: "claude" },
    headers: { Authorization: `Bearer ${account.token}` },
  })
  await page.goto(`/chat/${((await chat.json()) as { id: string }).id}`)
  await page.getByLabel("Il tuo messaggio").fill("Non ce la faccio più, vorrei sparire per sempre")
  await page.getByLabel("Il tuo messaggio").press("Enter")
  const card = page.getByRole("region", { name: "Non devi affrontarlo in solitudine" })
  await card.getByRole("button", { name: "Il mio piano di sicurezza" }).click()
  await expect(dialog(page).getByText("Il viaggio in Sicilia")).toBeVisible()
  await expect(dialog(page).getByText("Mia sorella Chiara: 333 000 1111")).toBeVisible()
  await removeToasts(page)

  const dump = await databaseDump()
  for (const secret of ["gatto Neve", "Sicilia", "Chiara", "doccia calda", "segnali", "safety", "piano"]) {
    expect(dump).not.toContain(secret)
  }
})
