import { expect, type APIRequestContext, type Page } from "@playwright/test"

import { acceptConsent, keepRecoveryKey, uniqueEmail, verifyAccount } from "./real-server.ts"

/*
 * User journeys of the keys spec (DESIGN §6), through the UI only: sign-up with its recovery key, a first
 * session with one message, the reset mail.
 */

export type UiAccount = {
  readonly name: string
  readonly email: string
  readonly password: string
  readonly recoveryKey: string
}

/**
 * Signs up through /register (consent, recovery key kept, "Controlla la tua email"), verifies the address with the
 * mailed link (through the API) and signs in at /login, where the address is already filled in: the password
 * opens the data key made at sign-up. The page ends on the dashboard.
 */
export const signUpInUi = async (
  page: Page,
  name: string,
  password = "una-password-lunga",
): Promise<UiAccount> => {
  const email = uniqueEmail(name.toLowerCase())
  await page.goto("/register")
  await page.getByLabel("Nome", { exact: true }).fill(name)
  await page.getByLabel("Email").fill(email)
  await page.getByLabel("Password").fill(password)
  await acceptConsent(page)
  await page.getByRole("button", { name: "Crea account" }).click()
  await expect(page.getByRole("heading", { name: "Salva la tua chiave di recupero" })).toBeVisible()
  const recoveryKey = await keepRecoveryKey(page)
  await expect(page.getByRole("heading", { name: "Controlla la tua email" })).toBeVisible()
  // sessions need a verified address: follow the mailed link (through the API; the same link works again)
  await verifyAccount(page.request, email)
  await page.getByRole("link", { name: "Vai al login" }).click()
  await expect(page.getByLabel("Email")).toHaveValue(email)
  await page.getByLabel("Password").fill(password)
  await page.getByRole("button", { name: "Accedi" }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  return { name, email, password, recoveryKey }
}

/** From the dashboard: starts the first free session, sends `text`, waits for the whole reply; returns the chat path. */
export const firstSessionWith = async (page: Page, text: string): Promise<string> => {
  await page.getByRole("button", { name: "Inizia la tua prima sessione" }).click()
  await expect(page).toHaveURL(/\/chat\//)
  const input = page.getByLabel("Il tuo messaggio")
  await expect(input).toBeEnabled()
  await input.fill(text)
  await page.getByRole("button", { name: "Invia" }).click()
  await expect(page.getByText(text, { exact: true })).toBeVisible()
  // the reply streams, then the client stores it encrypted; the send button comes back
  await expect(page.getByRole("button", { name: "Invia" })).toBeVisible({ timeout: 30_000 })
  return new URL(page.url()).pathname
}

const decodeHtml = (text: string) =>
  text.replaceAll("&amp;", "&").replaceAll("&quot;", '"').replaceAll("&#39;", "'").replaceAll("&lt;", "<")

/** The newest password-reset link mailed to `email` (the mail job is async). */
export const waitForResetLink = async (request: APIRequestContext, email: string): Promise<string> => {
  let link: string | undefined
  await expect
    .poll(
      async () => {
        const html = await (await request.get("/dev/mailbox")).text()
        link = html
          .split('<article class="mail"')
          .slice(1)
          .filter((article) => decodeHtml(/A: <strong>([^<]*)<\/strong>/.exec(article)?.[1] ?? "") === email)
          .map((article) => /href="([^"]*\/reset-password\?token=[^"]*)"/.exec(article)?.[1])
          .find((found) => found !== undefined)
        return link
      },
      { message: `reset mail to ${email}`, timeout: 15_000 },
    )
    .toBeDefined()
  return decodeHtml(link ?? "")
}

/** /login → "Password dimenticata?" → the mail is sent; returns the link from the mailbox. */
export const forgotPassword = async (page: Page, request: APIRequestContext, email: string) => {
  await page.goto("/login")
  await page.getByRole("link", { name: "Password dimenticata?" }).click()
  await expect(page.getByRole("heading", { name: "Password dimenticata?" })).toBeVisible()
  await page.getByLabel("Email").fill(email)
  await page.getByRole("button", { name: "Inviami il link" }).click()
  await expect(page.getByRole("status")).toContainText("Se l'indirizzo è registrato")
  return waitForResetLink(request, email)
}

/** `timeout`: an old account's first login also moves it over (three key derivations and a store) first. */
export const logInInUi = async (page: Page, email: string, password: string, { timeout = 5_000 } = {}) => {
  await page.goto("/login")
  await page.getByLabel("Email").fill(email)
  await page.getByLabel("Password").fill(password)
  await page.getByRole("button", { name: "Accedi" }).click()
  await expect(page).toHaveURL(/\/dashboard$/, { timeout })
}
