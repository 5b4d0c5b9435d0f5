import { expect, test } from "@playwright/test"

import { newTag, search, userRow } from "./support/admin-page.ts"
import { waitForResetLink } from "./support/keys-flows.ts"
import {
  adminSession,
  keepRecoveryKey,
  registerAccount,
  signInBeforeLoad,
  uniqueEmail,
  verifyAccount,
} from "./support/real-server.ts"
import { expectNoAxeViolations, expectNoHorizontalScroll, shot } from "./support/screens.ts"

// A password reset sent from /admin, followed to the end on the real server (the mail read from /dev/mailbox),
// and the reset page's refusals.

test("a password reset sent by the administrator: the mail, a new password, a login with it", async ({
  page,
  request,
}) => {
  const tag = newTag()
  const sara = await registerAccount(request, {
    name: `Sara ${tag}`,
    email: uniqueEmail("sara"),
    password: "vecchia-password",
  })
  await verifyAccount(request, sara.email)
  await signInBeforeLoad(page, await adminSession(request))
  await page.goto("/admin")
  await search(page).fill(sara.email)
  await userRow(page, sara.name)
    .getByRole("button", { name: `Reset password di ${sara.name}` })
    .click()
  const dialog = page.getByRole("dialog", { name: "Inviare il reset della password?" })
  await expect(dialog).toContainText(sara.email)
  await expect(dialog).toContainText("non potrà più leggere le sessioni passate")
  await expectNoAxeViolations(page)
  await dialog.getByRole("button", { name: "Invia email di reset" }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText(`Email di reset inviata a ${sara.email}.`)).toBeVisible()

  // The mail as the user reads it; the administrator logs out first (same browser).
  const link = await waitForResetLink(request, sara.email)
  await page.getByRole("button", { name: "Esci" }).click()
  await expect(page).toHaveURL(/\/login$/)
  await page.goto("/dev/mailbox")
  const mail = page.locator("article.mail").filter({ hasText: sara.email }).first()
  await expect(mail).toContainText("Reimposta la password")
  await page.goto(link)
  await expect(page.getByRole("heading", { name: "Scegli una nuova password" })).toBeVisible()
  await expect(page.getByText(/le conversazioni salvate prima non potranno più essere lette/)).toBeVisible()
  await expectNoAxeViolations(page)

  await page.getByLabel("Nuova password", { exact: true }).fill("corta")
  await page.getByLabel("Conferma la nuova password").fill("corta")
  await page.getByRole("button", { name: "Salva la nuova password" }).click()
  await expect(page.getByText("La password deve essere di almeno 6 caratteri")).toBeVisible()
  await page.getByLabel("Nuova password", { exact: true }).fill("nuova-password-sara")
  await expect(page.getByText("Le password non coincidono")).toBeVisible()
  await expectNoAxeViolations(page)
  await page.setViewportSize({ width: 375, height: 812 })
  await shot(page, "reset-password-errors-mobile", { hideToasts: true })
  await expectNoHorizontalScroll(page)
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.getByLabel("Conferma la nuova password").fill("nuova-password-sara")
  await page.getByRole("button", { name: "Salva la nuova password" }).click()
  // no recovery key typed: the page asks to confirm that the old history stays locked
  await expect(
    page.getByText("Conferma di aver capito, oppure inserisci la chiave di recupero."),
  ).toBeVisible()
  await page.getByLabel(/Ho capito: senza la chiave di recupero/).check()
  await page.getByRole("button", { name: "Salva la nuova password" }).click()
  await expect(page.getByRole("heading", { name: "Nuova password salvata" })).toBeVisible()
  await expectNoAxeViolations(page)
  await shot(page, "reset-password-done-desktop", { hideToasts: true })
  await keepRecoveryKey(page)

  // The link works once.
  const again = await request.post("/api/auth/reset-password", {
    data: { token: new URL(link).searchParams.get("token"), password: "altra-password" },
  })
  expect(again.status()).toBe(400)

  await page.getByRole("link", { name: "Vai al login" }).click()
  await expect(page).toHaveURL(/\/login$/)
  await page.getByLabel("Email").fill(sara.email)
  await page.getByLabel("Password").fill("nuova-password-sara")
  await page.getByRole("button", { name: "Accedi" }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole("heading", { name: `Ciao, ${sara.name}` })).toBeVisible()
  const old = await request.post("/api/auth/login", {
    data: { email: sara.email, password: "vecchia-password" },
  })
  expect(old.status()).toBe(401)
})

test("a reset link without a token says so, and a used or wrong token shows the server's message", async ({
  page,
}) => {
  await page.goto("/reset-password")
  await expect(page.getByRole("heading", { name: "Link non valido" })).toBeVisible()
  await expect(page.getByRole("link", { name: "Vai al login" })).toBeVisible()
  await expectNoAxeViolations(page)

  // the link is checked as the page opens: no form to fill for nothing
  const answer = page.waitForResponse((r) => r.url().endsWith("/api/auth/reset-password/keys"))
  await page.goto("/reset-password?token=non-valido")
  const response = await answer
  expect(response.status()).toBe(400)
  const { detail } = (await response.json()) as { detail: string }
  await expect(page.getByRole("alert")).toHaveText(detail)
  await expect(page.getByLabel("Nuova password", { exact: true })).toHaveCount(0)
  await expect(page.getByRole("link", { name: "Richiedi un nuovo link" })).toBeVisible()
  await expectNoAxeViolations(page)
})
