import AxeBuilder from "@axe-core/playwright"
import { expect, test, type Locator, type Page } from "@playwright/test"

import { e2eAdmin } from "../../playwright.config.ts"
import { registerVerifiedAccount, uniqueEmail } from "./support/real-server.ts"

/*
 * Toasts never cover the header: not the dashboard's (account, logout), not the chat's (assistant name,
 * Rinomina, the approach, the timer) when a toast raised on the dashboard is still shown after the jump.
 */
type Box = { x: number; y: number; width: number; height: number }

const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/** Where the element is now; null once it has left the page (a toast that timed out between two readings). */
const boxOf = (locator: Locator): Promise<Box | null> => locator.boundingBox()

/** Every shown toast (one at least) lies clear of the header (checked until the placement settles). */
const expectToastsClearOf = async (page: Page, header: Locator) => {
  const toasts = page.locator("[data-sonner-toast][data-visible='true']")
  await expect(toasts.first()).toBeVisible()
  await expect
    .poll(async () => {
      const headerBox = await boxOf(header)
      if (headerBox === null) return "no header shown"
      const shown = await Promise.all((await toasts.all()).map(boxOf))
      const boxes = shown.filter((box): box is Box => box !== null)
      if (boxes.length === 0) return "no toast shown"
      return `${boxes.filter((box) => intersects(box, headerBox)).length} over the header`
    })
    .toBe("0 over the header")
}

for (const viewport of [
  { name: "desktop", width: 1280, height: 800 },
  { name: "mobile", width: 375, height: 812 },
] as const) {
  test(`toasts stay below the dashboard's and the chat's header at ${viewport.width}px`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height })
    const account = await registerVerifiedAccount(request, { name: "Sara" })
    await page.goto("/login")
    await page.getByLabel("Email").fill(account.email)
    await page.getByLabel("Password").fill(account.password)
    await page.getByRole("button", { name: "Accedi" }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
    // the sign-in greets in the greeting itself: no toast over it, on a phone either (issue 28)
    const greeting = page.getByText(/^Che bello rivederti\. Come ti senti oggi\?/)
    await expect(greeting).toBeVisible()
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0)

    // A toast raised on the dashboard (a code redeemed) stays below its header…
    await page.getByRole("button", { name: "Hai un codice sconto?" }).click()
    await page.getByRole("dialog").getByLabel("Codice sconto").fill("WELCOME10")
    await page.getByRole("dialog").getByRole("button", { name: "Riscatta" }).click()
    const redeemed = page.getByText("Codice riscattato! Hai ricevuto 10 sessioni.")
    await expect(redeemed).toBeVisible()
    await expectToastsClearOf(page, page.getByRole("banner"))

    // …and, straight into a session while it is still up, moves below the taller chat header.
    await page
      .getByRole("button", { name: /Inizia la tua prima sessione|Inizia una sessione gratuita/ })
      .first()
      .click()
    await expect(page).toHaveURL(/\/chat\/[^/]+$/)
    const chatHeader = page.getByRole("banner")
    await expect(chatHeader.getByRole("heading", { level: 1 })).toBeVisible()
    await expect(redeemed).toBeVisible()
    await expectToastsClearOf(page, chatHeader)

    // A toast raised in the chat itself (the assistant renamed) keeps clear of the header too.
    await chatHeader.getByRole("button", { name: /Rinomina l'assistente/ }).click()
    const dialog = page.getByRole("dialog")
    await dialog.getByRole("textbox").fill("Luce")
    await dialog.getByRole("button", { name: /Salva/ }).click()
    await expect(page.getByText("D'ora in poi il tuo assistente si chiamerà Luce.")).toBeVisible()
    await expectToastsClearOf(page, chatHeader)
    await page.screenshot({ path: `test-results/screenshots/toast-below-chat-header-${viewport.name}.png` })
  })
}

/** color-contrast findings inside the toaster, one line per toast ("text: why"). */
const toastContrast = async (page: Page) => {
  await page.locator("[data-sonner-toast]").first().hover() // expands a stack, so every toast is fully shown
  await page.waitForTimeout(500)
  const results = await new AxeBuilder({ page })
    .include("[data-sonner-toaster]")
    .withRules(["color-contrast"])
    .analyze()
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${node.html.replace(/<[^>]*>/g, "")} → ${node.any[0]?.message ?? ""}`),
  )
}

test("toasts meet the WCAG AA contrast minimum", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" })
  await page.goto("/verify-email?token=non-valido")
  await expect(page.getByText("Errore durante la verifica email")).toBeVisible()
  const error = await toastContrast(page)
  await page.getByRole("button", { name: "Close toast" }).click()
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0)

  await page.getByLabel("Email").fill(uniqueEmail("nessuno"))
  await page.getByRole("button", { name: "Invia di nuovo l'email di verifica" }).click()
  await expect(page.getByText("Email di verifica inviata nuovamente!", { exact: true })).toBeVisible()
  const success = await toastContrast(page)
  await page.getByRole("button", { name: "Close toast" }).click()
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0)

  await page.goto("/login")
  await page.getByLabel("Email").fill(e2eAdmin.email)
  await page.getByLabel("Password").fill(e2eAdmin.password)
  await page.getByRole("button", { name: "Accedi" }).click()
  await expect(page.getByText(/Accesso amministratore/)).toBeVisible()
  const info = await toastContrast(page)
  expect({ error, success, info }).toEqual({ error: [], success: [], info: [] })
})
