import { expect, test } from "@playwright/test"

import { adminSession, registerAccount, signInBeforeLoad } from "./support/real-server.ts"

// All on the real server: signed-in states use accounts made through the API.

test.describe("routes when signed out", () => {
  test("/ goes to /dashboard, which sends a signed-out visitor to /login", async ({ page }) => {
    await page.goto("/")
    await expect(page).toHaveURL(/\/login$/)
    await expect(page.getByRole("heading", { name: "Accedi a Cogi" })).toBeVisible()
  })

  test("protected routes redirect to /login", async ({ page }) => {
    for (const path of ["/dashboard", "/admin", "/chat/abc"]) {
      await page.goto(path)
      await expect(page).toHaveURL(/\/login$/)
    }
  })

  test("/register is reachable from the login link for first access", async ({ page }) => {
    await page.goto("/login")
    await page.getByRole("link", { name: "Crea il tuo account" }).click()
    await expect(page).toHaveURL(/\/register$/)
    await expect(page.getByRole("heading", { name: "Crea il tuo account" })).toBeVisible()
  })

  test("an unknown route shows a friendly page with a way home", async ({ page }) => {
    await page.goto("/questa-pagina-non-esiste")
    await expect(page.getByRole("heading", { name: "Pagina non trovata" })).toBeVisible()
    await page.getByRole("link", { name: "Torna alla home" }).click()
    await expect(page).toHaveURL(/\/login$/)
  })

  test("public pages need no login", async ({ page }) => {
    await page.goto("/payment-cancelled")
    await expect(page.getByRole("heading", { name: "Pagamento annullato" })).toBeVisible()
    await page.goto("/payment-success")
    await expect(page.getByText("ID sessione mancante")).toBeVisible()
    await page.goto("/verify-email")
    await expect(
      page.getByText("Token di verifica mancante. Controlla il link nella tua email."),
    ).toBeVisible()
  })
})

test.describe("routes when signed in", () => {
  test("a user visiting /login or /register lands on /dashboard", async ({ page, request }) => {
    await signInBeforeLoad(page, await registerAccount(request, { name: "Anna" }))
    await page.goto("/login")
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.getByRole("heading", { name: "Ciao, Anna" })).toBeVisible()
    await page.goto("/register")
    await expect(page).toHaveURL(/\/dashboard$/)
  })

  test("an admin visiting /login lands on /admin", async ({ page, request }) => {
    await signInBeforeLoad(page, await adminSession(request))
    await page.goto("/login")
    await expect(page).toHaveURL(/\/admin$/)
    await expect(page.getByRole("heading", { name: "Pannello di amministrazione" })).toBeVisible()
  })

  test("/admin refuses a non-admin and sends them to /dashboard", async ({ page, request }) => {
    await signInBeforeLoad(page, await registerAccount(request, { name: "Anna" }))
    await page.goto("/admin")
    await expect(page.getByText("Accesso negato. Privilegi amministratore richiesti.")).toBeVisible()
    await expect(page).toHaveURL(/\/dashboard$/)
  })

  test("a saved token the server refuses is discarded", async ({ page }) => {
    await signInBeforeLoad(page, { token: "token-mai-emesso", password: "segreta1" })
    const me = page.waitForResponse((r) => r.url().endsWith("/api/user/me"))
    await page.goto("/dashboard")
    expect((await me).status()).toBe(401)
    await expect(page).toHaveURL(/\/login$/)
    expect(await page.evaluate(() => localStorage.getItem("cogi.access_token"))).toBeNull()
  })
})
