import AxeBuilder from "@axe-core/playwright"
import { expect, test } from "@playwright/test"

import { makeUser, mockApi, signInBeforeLoad } from "./support/api-mocks.ts"

const sessionInfo = (overrides: Record<string, unknown> = {}) => ({
  free_sessions_remaining: 2,
  subscription_sessions_remaining: 0,
  purchased_sessions_remaining: 0,
  total_sessions_available: 2,
  has_active_subscription: false,
  subscription_expires_at: null,
  has_unlimited_sessions: false,
  unlimited_expires_at: null,
  ...overrides,
})

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString()

const chat = (id: string, hours: number, approach: string) => ({
  id,
  title: null,
  therapeutic_approach: approach,
  created_at: hoursAgo(hours),
  updated_at: hoursAgo(hours),
  message_count: 0,
  session_status: "pending",
})

test("the dashboard greets, shows credits and lists sessions", async ({ page }) => {
  await mockApi(page, {
    "GET /user/me": { body: makeUser({ is_admin: true }) },
    "GET /user/session-info": { body: sessionInfo() },
    "GET /chats": { body: [chat("c1", 0, "claude"), chat("c2", 5, "gpt"), chat("c3", 50, "gemini")] },
  })
  await signInBeforeLoad(page)
  await page.goto("/dashboard")
  await expect(page.getByRole("heading", { name: "Ciao, Anna" })).toBeVisible()
  await expect(page.getByRole("link", { name: "Pannello admin" })).toBeVisible()
  await expect(page.getByText("2 disponibili")).toBeVisible()
  await expect(page.getByText("2/3")).toBeVisible()
  await expect(page.getByRole("button", { name: "Inizia una sessione gratuita" })).toBeVisible()
  await expect(page.getByText("Ora")).toBeVisible()
  await expect(page.getByText("5h fa")).toBeVisible()
  await expect(page.getByText("2g fa")).toBeVisible()
  await expect(page.getByText("Profondo e riflessivo")).toBeVisible()
  const results = await new AxeBuilder({ page }).analyze()
  expect(results.violations).toEqual([])
  await page.screenshot({ path: "test-results/screenshots/dashboard-desktop.png", fullPage: true })
  await page.setViewportSize({ width: 375, height: 812 })
  await page.screenshot({ path: "test-results/screenshots/dashboard-mobile.png", fullPage: true })
})

test("with no sessions left the call to action is paid and the discount dialog validates", async ({
  page,
}) => {
  const calls = await mockApi(page, {
    "GET /user/me": { body: makeUser() },
    "GET /user/session-info": {
      body: sessionInfo({ free_sessions_remaining: 0, total_sessions_available: 0 }),
    },
    "GET /chats": { body: [] },
    "POST /discount/redeem": { body: { success: false, message: "Codice non valido o già utilizzato" } },
  })
  await signInBeforeLoad(page)
  await page.goto("/dashboard")
  await expect(page.getByText("Nessuna sessione", { exact: true })).toBeVisible()
  await expect(page.getByRole("button", { name: "Nuova sessione · 9,99 €" })).toBeVisible()
  await expect(page.getByText("Inizia la tua prima sessione")).toBeVisible()

  await page.getByRole("button", { name: "Hai un codice sconto?" }).click()
  const dialog = page.getByRole("dialog", { name: "Riscatta un codice sconto" })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole("button", { name: "Riscatta" })).toBeDisabled()
  await dialog.getByLabel("Codice sconto").fill("quick1")
  await expect(dialog.getByLabel("Codice sconto")).toHaveValue("QUICK1")
  await dialog.getByRole("button", { name: "Riscatta" }).click()
  await expect(dialog.getByText("Codice non valido o già utilizzato")).toBeVisible()
  await expect(dialog.getByLabel("Codice sconto")).toHaveValue("QUICK1")
  expect(calls.find((call) => call.path === "/discount/redeem")?.body).toEqual({ code: "QUICK1" })
  const results = await new AxeBuilder({ page }).analyze()
  expect(results.violations).toEqual([])
})

test("a 401 on session info ends the session and returns to /login", async ({ page }) => {
  await mockApi(page, {
    "GET /user/me": { body: makeUser() },
    "GET /user/session-info": { status: 401, body: { detail: "Token scaduto", code: "UNAUTHORIZED" } },
    "GET /chats": { body: [] },
  })
  await signInBeforeLoad(page)
  await page.goto("/dashboard")
  await expect(page.getByText("Sessione scaduta. Effettua di nuovo il login.")).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)
})
