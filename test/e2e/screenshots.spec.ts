import { expect, test } from "@playwright/test"

import {
  acceptConsent,
  keepRecoveryKey,
  registerAccount,
  removeToasts,
  signInBeforeLoad,
  uniqueEmail,
} from "./support/real-server.ts"

// Visual check of the public screens at desktop and phone widths, on the real server; images land in
// test-results/screenshots. The verified account's screens are shot in accounts.spec.ts.
const widths = [
  { name: "desktop", width: 1280, height: 900 },
  { name: "mobile", width: 375, height: 812 },
] as const

for (const viewport of widths) {
  test.describe(`screenshots at ${viewport.width}px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    test("login, register and the registration confirmation", async ({ page }) => {
      const shot = (name: string) =>
        page.screenshot({ path: `test-results/screenshots/${name}-${viewport.name}.png`, fullPage: true })

      await page.goto("/login")
      await expect(page.getByRole("heading", { name: "Accedi a Cogi" })).toBeVisible()
      await shot("login")

      await page.goto("/register")
      await expect(page.getByRole("heading", { name: "Crea il tuo account" })).toBeVisible()
      await shot("register")

      await page.getByLabel("Nome", { exact: true }).fill("Anna")
      await page.getByLabel("Email").fill(uniqueEmail("anna.rossi"))
      await page.getByLabel("Password").fill("segreta1")
      await acceptConsent(page)
      await page.getByRole("button", { name: "Crea account" }).click()
      await removeToasts(page)
      await shot("register-recovery-key")
      await keepRecoveryKey(page)
      await expect(page.getByRole("heading", { name: "Controlla la tua email" })).toBeVisible()
      await removeToasts(page)
      await shot("register-confirmation")

      const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)
      expect(overflow).toBe(false)
    })
  })
}

test("verification and payment screens at 375px", async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto("/verify-email?token=old")
  await expect(page.getByRole("heading", { name: "Link scaduto" })).toBeVisible()
  await removeToasts(page)
  await page.screenshot({ path: "test-results/screenshots/verify-expired-mobile.png", fullPage: true })

  // A real purchase through the local checkout (no money moves) for the paid result.
  await signInBeforeLoad(page, await registerAccount(request, { name: "Anna" }))
  await page.goto("/dashboard")
  await page.getByRole("button", { name: "Abbonati" }).click()
  await page.getByRole("button", { name: "Paga" }).click()
  await expect(page.getByRole("heading", { name: "Pagamento completato!" })).toBeVisible()
  await expect(page.getByText("19,99 EUR")).toBeVisible()
  const sessionId = new URL(page.url()).searchParams.get("session_id") ?? ""
  await expect(page.getByText(sessionId, { exact: true })).toBeVisible() // shown as the transaction id
  await page.screenshot({ path: "test-results/screenshots/payment-success-mobile.png", fullPage: true })
})

test("a long address wraps on the registration confirmation at 375px", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto("/register")
  await page.getByLabel("Nome", { exact: true }).fill("Francesca")
  await page.getByLabel("Email").fill(uniqueEmail("francesca.rossi.lavoro"))
  await page.getByLabel("Password").fill("segreta1")
  await acceptConsent(page)
  await page.getByRole("button", { name: "Crea account" }).click()
  await keepRecoveryKey(page)
  await expect(page.getByRole("heading", { name: "Controlla la tua email" })).toBeVisible()
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)
  expect(overflow).toBe(false)
})
