import { expect, test } from "@playwright/test"

import { makeUser, mockApi } from "./support/api-mocks.ts"

// Visual check of the public screens at desktop and phone widths; images land in test-results/screenshots.
const widths = [
  { name: "desktop", width: 1280, height: 900 },
  { name: "mobile", width: 375, height: 812 },
] as const

for (const viewport of widths) {
  test.describe(`screenshots at ${viewport.width}px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    test("login, register and the registration confirmation", async ({ page }) => {
      await mockApi(page, {
        "POST /auth/register": { body: { access_token: "t-5", user: makeUser({ is_verified: false }) } },
      })
      const shot = (name: string) =>
        page.screenshot({ path: `test-results/screenshots/${name}-${viewport.name}.png`, fullPage: true })

      await page.goto("/login")
      await expect(page.getByRole("heading", { name: "Bentornato" })).toBeVisible()
      await shot("login")

      await page.goto("/register")
      await expect(page.getByRole("heading", { name: "Crea il tuo account" })).toBeVisible()
      await shot("register")

      await page.getByLabel("Nome", { exact: true }).fill("Anna")
      await page.getByLabel("Email").fill("anna.rossi@example.it")
      await page.getByLabel("Password").fill("segreta1")
      await page.getByRole("button", { name: "Crea account" }).click()
      await expect(page.getByRole("heading", { name: "Account creato!" })).toBeVisible()
      await page.evaluate(() => document.querySelectorAll("[data-sonner-toast]").forEach((t) => t.remove()))
      await shot("register-confirmation")

      const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)
      expect(overflow).toBe(false)
    })
  })
}

test("verification and payment screens at 375px", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await mockApi(page, {
    "POST /auth/verify-email": { status: 400, body: { detail: "Token scaduto", code: "VALIDATION_ERROR" } },
    "GET /payments/checkout/status/cs_test_a1B2c3D4e5F6g7H8i9J0": {
      body: { payment_status: "paid", amount: 19.99, currency: "eur" },
    },
  })
  await page.goto("/verify-email?token=old")
  await expect(page.getByRole("heading", { name: "Link scaduto" })).toBeVisible()
  await page.evaluate(() => document.querySelectorAll("[data-sonner-toast]").forEach((t) => t.remove()))
  await page.screenshot({ path: "test-results/screenshots/verify-expired-mobile.png", fullPage: true })
  await page.goto("/payment-success?session_id=cs_test_a1B2c3D4e5F6g7H8i9J0")
  await expect(page.getByRole("heading", { name: "Pagamento completato!" })).toBeVisible()
  await page.screenshot({ path: "test-results/screenshots/payment-success-mobile.png", fullPage: true })
})
