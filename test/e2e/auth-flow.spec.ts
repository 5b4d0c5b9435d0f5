import { expect, test } from "@playwright/test"

import {
  acceptConsent,
  keepRecoveryKey,
  loginAccount,
  registerAccount,
  signInBeforeLoad,
  signUpAccepted,
  storedDataKey,
  uniqueEmail,
} from "./support/real-server.ts"

// Client-side details of login, registration, verification and payment results, on the real server.
// The user-visible account journeys (mailbox link, wrong password, taken address, admin, resend cooldown) are in
// accounts.spec.ts; a paid purchase through the local checkout is in payments.spec.ts and screenshots.spec.ts.

test.describe("login", () => {
  test("stores the token and the data key (never the password), replaces the history entry; logout clears both", async ({
    page,
    request,
  }) => {
    const account = await registerAccount(request, { name: "Anna", password: "segreta-anna" })
    await page.goto("/login")
    await page.getByLabel("Email").fill(account.email)
    await page.getByLabel("Password").fill(account.password)
    const login = page.waitForResponse((r) => r.url().endsWith("/api/auth/login"))
    await page.getByRole("button", { name: "Accedi" }).click()
    const response = await login
    expect(response.request().postDataJSON()).toEqual({ email: account.email, password: account.password })
    const { access_token } = (await response.json()) as { access_token: string }
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.getByRole("heading", { name: "Ciao, Anna" })).toBeVisible()
    await expect(page.getByText(/^Che bello rivederti\. Come ti senti oggi\?/)).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem("cogi.access_token"))).toBe(access_token)
    await expect
      .poll(() => storedDataKey(page))
      .toMatchObject({ userId: account.user.id, extractable: false, algorithm: "AES-GCM" })
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }))).not.toContain(
      account.password,
    )

    // Back must not return to /login (history replaced).
    await page.goBack()
    await expect(page).not.toHaveURL(/\/login$/)

    await page.goto("/dashboard")
    await page.getByRole("button", { name: "Esci" }).click()
    await expect(page).toHaveURL(/\/login$/)
    expect(await page.evaluate(() => localStorage.getItem("cogi.access_token"))).toBeNull()
    await expect.poll(() => storedDataKey(page)).toBeNull()
  })

  test("empty fields get Italian messages, no request is sent", async ({ page }) => {
    const calls: string[] = []
    page.on("request", (r) => {
      if (r.url().includes("/api/")) calls.push(r.url())
    })
    await page.goto("/login")
    await page.getByRole("button", { name: "Accedi" }).click()
    await expect(page.getByText("Inserisci il tuo indirizzo email")).toBeVisible()
    await expect(page.getByText("Inserisci la password")).toBeVisible()
    expect(calls).toEqual([])
  })
})

test.describe("registration", () => {
  test("sends the salt, keeps a half contact out, answers 202 without a session", async ({
    page,
    request,
  }) => {
    const email = uniqueEmail("anna")
    await page.goto("/register")
    await page.getByLabel("Nome", { exact: true }).fill("Anna")
    await page.getByLabel("Email").fill(email)
    await page.getByLabel("Password").fill("segreta1")
    await page.getByLabel("Nome del contatto").fill("Luca")
    await expect(
      page.getByText("Per salvare il contatto di emergenza servono sia il nome sia il telefono."),
    ).toBeVisible()
    await acceptConsent(page)
    const registered = page.waitForResponse((r) => r.url().endsWith("/api/auth/register"))
    await page.getByRole("button", { name: "Crea account" }).click()
    const response = await registered
    expect(response.status()).toBe(202)
    await keepRecoveryKey(page)

    await expect(page.getByRole("heading", { name: "Controlla la tua email" })).toBeVisible()
    const body = response.request().postDataJSON() as Record<string, string>
    expect(body).toMatchObject({ name: "Anna", email, password: "segreta1", ai_name: "Cogi" })
    expect(body).not.toHaveProperty("emergency_contact_name")
    expect(Buffer.from(body["encryption_salt"] ?? "", "base64")).toHaveLength(16)
    expect(await response.json()).toEqual(signUpAccepted)
    // no session until the user signs in after the mail; the half contact was not kept
    expect(await page.evaluate(() => localStorage.getItem("cogi.access_token"))).toBeNull()
    expect(await page.evaluate(() => sessionStorage.getItem("cogi.passphrase"))).toBeNull()
    const login = await loginAccount(request, email, "segreta1")
    expect(login.user["emergency_contact"]).toBeNull()

    // The registration mail was just sent: an immediate resend is inside the server's 5-minute cooldown.
    await page.getByRole("button", { name: "Invia di nuovo l'email di verifica" }).click()
    await expect(
      page.getByText("Aspetta 5 minuti prima di richiedere un'altra email di verifica").first(),
    ).toBeVisible()
  })
})

test.describe("email verification", () => {
  test("an unknown token shows the expired state, whose resend form needs an email", async ({ page }) => {
    await page.goto("/verify-email?token=old")
    await expect(page.getByRole("heading", { name: "Link scaduto" })).toBeVisible()
    await expect(
      page.getByText("Token di verifica non valido o scaduto. Richiedi un nuovo link di verifica."),
    ).toBeVisible()
    await expect(page.getByText("Errore durante la verifica email")).toBeVisible()
    const resend = page.getByRole("button", { name: "Invia di nuovo l'email di verifica" })
    await expect(resend).toBeDisabled()
    await page.getByLabel("Email").fill(uniqueEmail("anna"))
    await resend.click()
    await expect(page.getByText("Email di verifica inviata nuovamente!").first()).toBeVisible()
  })
})

test.describe("payment result", () => {
  test("an unknown session id shows the error view", async ({ page, request }) => {
    await signInBeforeLoad(page, await registerAccount(request, { name: "Anna" }))
    await page.goto("/payment-success?session_id=cs_404")
    await expect(page.getByText("Errore nella verifica del pagamento")).toBeVisible({ timeout: 10_000 })
  })
})
