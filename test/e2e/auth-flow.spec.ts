import { expect, test } from "@playwright/test"

import { makeUser, mockApi } from "./support/api-mocks.ts"

test.describe("login", () => {
  test("a user logs in, is greeted and lands on /dashboard", async ({ page }) => {
    const calls = await mockApi(page, {
      "POST /auth/login": { body: { access_token: "t-1", user: makeUser() } },
      "GET /user/me": { body: makeUser() },
      "GET /chats": { body: [] },
    })
    await page.goto("/login")
    await page.getByLabel("Email").fill("anna@example.it")
    await page.getByLabel("Password").fill("segreta1")
    await page.getByRole("button", { name: "Accedi" }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.getByText("Benvenuto, Anna!")).toBeVisible()
    await expect(page.getByRole("heading", { name: "Ciao, Anna" })).toBeVisible()
    expect(calls.find((call) => call.path === "/auth/login")?.body).toEqual({
      email: "anna@example.it",
      password: "segreta1",
    })
    expect(await page.evaluate(() => localStorage.getItem("cogi.access_token"))).toBe("t-1")
    expect(await page.evaluate(() => sessionStorage.getItem("cogi.passphrase"))).toBe("segreta1")

    // Back must not return to /login (history replaced).
    await page.goBack()
    await expect(page).not.toHaveURL(/\/login$/)

    await page.goto("/dashboard")
    await page.getByRole("button", { name: "Esci" }).click()
    await expect(page).toHaveURL(/\/login$/)
    expect(await page.evaluate(() => localStorage.getItem("cogi.access_token"))).toBeNull()
    expect(await page.evaluate(() => sessionStorage.getItem("cogi.passphrase"))).toBeNull()
  })

  test("an admin lands on /admin with an info toast", async ({ page }) => {
    await mockApi(page, {
      "POST /auth/login": {
        body: { access_token: "t-2", user: makeUser({ name: "Marco", is_admin: true }) },
      },
    })
    await page.goto("/login")
    await page.getByLabel("Email").fill("marco@example.it")
    await page.getByLabel("Password").fill("segreta1")
    await page.getByRole("button", { name: "Accedi" }).click()
    await expect(page).toHaveURL(/\/admin$/)
    await expect(page.getByText(/Accesso amministratore/)).toBeVisible()
  })

  test("a refused login shows the server detail and keeps what was typed", async ({ page }) => {
    await mockApi(page, {
      "POST /auth/login": {
        status: 401,
        body: { detail: "Email o password non corretti", code: "invalid_credentials" },
      },
    })
    await page.goto("/login")
    await page.getByLabel("Email").fill("anna@example.it")
    await page.getByLabel("Password").fill("sbagliata")
    await page.getByRole("button", { name: "Accedi" }).click()
    await expect(page.getByText("Email o password non corretti")).toBeVisible()
    await expect(page.getByLabel("Email")).toHaveValue("anna@example.it")
    await expect(page).toHaveURL(/\/login$/)
  })

  test("empty fields get Italian messages, no request is sent", async ({ page }) => {
    const calls = await mockApi(page, {})
    await page.goto("/login")
    await page.getByRole("button", { name: "Accedi" }).click()
    await expect(page.getByText("Inserisci il tuo indirizzo email")).toBeVisible()
    await expect(page.getByText("Inserisci la password")).toBeVisible()
    expect(calls).toEqual([])
  })
})

test.describe("registration", () => {
  test("signs up, sends the salt and shows the confirmation view", async ({ page }) => {
    const calls = await mockApi(page, {
      "POST /auth/register": { body: { access_token: "t-3", user: makeUser({ is_verified: false }) } },
      "POST /auth/resend-verification": {
        status: 429,
        headers: { "Retry-After": "300" },
        body: { detail: "Troppe richieste", code: "rate_limited" },
      },
    })
    await page.goto("/register")
    await page.getByLabel("Nome", { exact: true }).fill("Anna")
    await page.getByLabel("Email").fill("anna@example.it")
    await page.getByLabel("Password").fill("abc")
    await page.getByRole("button", { name: "Crea account" }).click()
    await expect(page.getByText("La password deve essere di almeno 6 caratteri")).toBeVisible()
    expect(calls).toEqual([])

    await page.getByLabel("Password").fill("segreta1")
    await page.getByLabel("Nome del contatto").fill("Luca")
    await expect(
      page.getByText("Per salvare il contatto di emergenza servono sia il nome sia il telefono."),
    ).toBeVisible()
    await page.getByRole("button", { name: "Crea account" }).click()

    await expect(page.getByRole("heading", { name: "Account creato!" })).toBeVisible()
    await expect(
      page.getByText("Account creato con successo! Controlla la tua email per verificare l'account."),
    ).toBeVisible()
    const body = calls.find((call) => call.path === "/auth/register")?.body as Record<string, string>
    expect(body).toMatchObject({
      name: "Anna",
      email: "anna@example.it",
      password: "segreta1",
      ai_name: "Cogi",
    })
    expect(body).not.toHaveProperty("emergency_contact_name")
    expect(atob(body["encryption_salt"] ?? "")).toHaveLength(16)
    expect(await page.evaluate(() => localStorage.getItem("cogi.access_token"))).toBe("t-3")
    expect(await page.evaluate(() => sessionStorage.getItem("cogi.passphrase"))).toBeNull()

    await page.getByRole("button", { name: "Invia di nuovo l'email di verifica" }).click()
    await expect(
      page.getByText("Aspetta 5 minuti prima di richiedere un'altra email di verifica").first(),
    ).toBeVisible()
  })

  test("the emergency contact travels when name and phone are both present", async ({ page }) => {
    const calls = await mockApi(page, {
      "POST /auth/register": { body: { access_token: "t-4", user: makeUser() } },
    })
    await page.goto("/register")
    await page.getByLabel("Nome", { exact: true }).fill("Anna")
    await page.getByLabel("Email").fill("anna@example.it")
    await page.getByLabel("Password").fill("segreta1")
    await page.getByLabel(/Nome del tuo assistente/).fill("Stella")
    await page.getByLabel("Nome del contatto").fill("Luca")
    await page.getByLabel("Telefono del contatto").fill("+39 333 1234567")
    await page.getByLabel("Relazione").selectOption("familiare")
    await page.getByRole("button", { name: "Crea account" }).click()
    await expect(page.getByRole("heading", { name: "Account creato!" })).toBeVisible()
    expect(calls.find((call) => call.path === "/auth/register")?.body).toMatchObject({
      ai_name: "Stella",
      emergency_contact_name: "Luca",
      emergency_contact_phone: "+39 333 1234567",
      emergency_contact_relation: "familiare",
    })
  })

  test("a refused registration shows the server detail and keeps the form", async ({ page }) => {
    await mockApi(page, {
      "POST /auth/register": { status: 409, body: { detail: "Email già registrata", code: "email_taken" } },
    })
    await page.goto("/register")
    await page.getByLabel("Nome", { exact: true }).fill("Anna")
    await page.getByLabel("Email").fill("anna@example.it")
    await page.getByLabel("Password").fill("segreta1")
    await page.getByRole("button", { name: "Crea account" }).click()
    await expect(page.getByText("Email già registrata")).toBeVisible()
    await expect(page.getByLabel("Nome", { exact: true })).toHaveValue("Anna")
    await expect(page.getByLabel("Password")).toHaveValue("segreta1")
  })
})

test.describe("email verification", () => {
  test("success redirects to /dashboard with a welcome", async ({ page }) => {
    await mockApi(page, {
      "POST /auth/verify-email": { body: { verified: true, message: "Email verificata con successo!" } },
      "GET /user/me": { body: makeUser() },
      "GET /chats": { body: [] },
    })
    await page.addInitScript(() => localStorage.setItem("cogi.access_token", "token-e2e"))
    await page.goto("/verify-email?token=abc")
    await expect(page.getByRole("heading", { name: "Email verificata!" })).toBeVisible()
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 8_000 })
    await expect(page.getByText("Benvenuto in Cogi!")).toBeVisible()
  })

  test("HTTP 400 shows the expired state and the resend form", async ({ page }) => {
    await mockApi(page, {
      "POST /auth/verify-email": { status: 400, body: { detail: "Token scaduto", code: "token_expired" } },
      "POST /auth/resend-verification": { body: { message: "ok" } },
    })
    await page.goto("/verify-email?token=old")
    await expect(
      page.getByText("Token di verifica non valido o scaduto. Richiedi un nuovo link di verifica."),
    ).toBeVisible()
    await expect(page.getByText("Errore durante la verifica email")).toBeVisible()
    const resend = page.getByRole("button", { name: "Invia di nuovo l'email di verifica" })
    await expect(resend).toBeDisabled()
    await page.getByLabel("Email").fill("anna@example.it")
    await resend.click()
    await expect(page.getByText("Email di verifica inviata nuovamente!").first()).toBeVisible()
  })
})

test.describe("payment result", () => {
  test("paid shows amount, uppercased currency and transaction id", async ({ page }) => {
    await mockApi(page, {
      "GET /payments/checkout/status/cs_123": {
        body: { payment_status: "paid", amount: 9.99, currency: "eur" },
      },
    })
    await page.goto("/payment-success?session_id=cs_123")
    await expect(page.getByRole("heading", { name: "Pagamento completato!" })).toBeVisible()
    await expect(page.getByText("9,99 EUR")).toBeVisible()
    await expect(page.getByText("cs_123")).toBeVisible()
  })

  test("a failed check shows the error view", async ({ page }) => {
    await mockApi(page, {})
    await page.goto("/payment-success?session_id=cs_404")
    await expect(page.getByText("Errore nella verifica del pagamento")).toBeVisible({ timeout: 10_000 })
  })
})
