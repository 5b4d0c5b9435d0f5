import { expect, test } from "@playwright/test"

import { e2eAdmin } from "../../playwright.config.ts"
import { registerAccount, signInBeforeLoad } from "./support/real-server.ts"
import { expectNoAxeViolations } from "./support/screens.ts"

// Signing in and out on the real server, and where each role lands: the administrator from the environment
// (playwright.config.ts `e2eAdmin`) on /admin, anyone else refused there.

test("logs out, is refused with a wrong password and logs in with the right one", async ({
  page,
  request,
}) => {
  const account = await registerAccount(request, { name: "Marta", password: "password-di-marta" })
  await signInBeforeLoad(page, account)
  await page.goto("/dashboard")
  await expect(page.getByRole("heading", { name: "Ciao, Marta" })).toBeVisible()

  await page.getByRole("button", { name: "Esci" }).click()
  await expect(page).toHaveURL(/\/login$/)
  expect(await page.evaluate(() => localStorage.getItem("cogi.access_token"))).toBeNull()
  await page.goto("/dashboard")
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByRole("heading", { name: "Accedi a Cogi" })).toBeVisible()
  await expectNoAxeViolations(page)

  await page.getByLabel("Email").fill(account.email)
  await page.getByLabel("Password").fill("password-sbagliata")
  const refused = page.waitForResponse((r) => r.url().endsWith("/api/auth/login"))
  await page.getByRole("button", { name: "Accedi" }).click()
  expect((await refused).status()).toBe(401)
  await expect(page.getByText("Email o password non corretti.", { exact: true })).toBeVisible()
  await expect(page.getByLabel("Email")).toHaveValue(account.email)
  await expect(page).toHaveURL(/\/login$/)

  await page.getByLabel("Password").fill(account.password)
  await page.getByRole("button", { name: "Accedi" }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  // greeted again in the greeting itself, not in a toast over it (issue 28: the account signed in before)
  await expect(page.getByRole("heading", { name: "Ciao, Marta" })).toBeVisible()
  await expect(page.getByText(/^Che bello rivederti\. Come ti senti oggi\?/)).toBeVisible()
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0)
  // DESIGN §6: the password is kept nowhere; the data key is, as a non-extractable CryptoKey in IndexedDB
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }))).not.toContain(
    account.password,
  )
})

test("the administrator from the environment lands on /admin with the admin toast, and only it", async ({
  page,
}) => {
  await page.goto("/login")
  await page.getByLabel("Email").fill(e2eAdmin.email)
  await page.getByLabel("Password").fill(e2eAdmin.password)
  await page.getByRole("button", { name: "Accedi" }).click()
  await expect(page).toHaveURL(/\/admin$/)
  await expect(
    page.getByText("Accesso amministratore: ti portiamo al pannello di amministrazione."),
  ).toBeVisible()
  // one toast, not two (issue 28)
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(1)
  await expect(page.getByRole("heading", { name: "Pannello di amministrazione" })).toBeVisible()

  // Back must not return to /login (history replaced), and the dashboard offers the admin shortcut.
  await page.goBack()
  await expect(page).not.toHaveURL(/\/login$/)
  await page.goto("/dashboard")
  await page.getByRole("link", { name: "Pannello admin" }).click()
  await expect(page).toHaveURL(/\/admin$/)
})

test("a non-admin visiting /admin is refused and sent to /dashboard", async ({ page, request }) => {
  const account = await registerAccount(request, { name: "Sara" })
  await signInBeforeLoad(page, account)
  await page.goto("/admin")
  await expect(page.getByText("Accesso negato. Privilegi amministratore richiesti.")).toBeVisible()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole("heading", { name: "Ciao, Sara" })).toBeVisible()
  await expect(page.getByRole("link", { name: "Pannello admin" })).toHaveCount(0)
})
