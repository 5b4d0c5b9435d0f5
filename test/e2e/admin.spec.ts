import { expect, test, type APIRequestContext, type Page } from "@playwright/test"

import { e2eAdmin } from "../../playwright.config.ts"
import { newTag, search, userRow } from "./support/admin-page.ts"
import {
  adminSession,
  loginAccount,
  registerAccount,
  signInBeforeLoad,
  uniqueEmail,
  verifyAccount,
} from "./support/real-server.ts"
import { expectNoAxeViolations, expectNoHorizontalScroll, shot } from "./support/screens.ts"

// The admin dashboard end to end on the real server: users made through the API, the administrator from the
// environment (playwright.config.ts `e2eAdmin`). The password reset an administrator sends is in
// admin-password-reset.spec.ts, the daily-activity chart in admin-activity.spec.ts.

const stat = (page: Page, label: string) => page.locator("dt", { hasText: label }).locator("+ dd")

const serverStats = async (request: APIRequestContext) => {
  const admin = await adminSession(request)
  const response = await request.get("/api/admin/stats", {
    headers: { authorization: `Bearer ${admin.token}` },
  })
  expect(response.status()).toBe(200)
  return (await response.json()) as { total_users: number; verified_users: number }
}

test("the administrator sees the stats and users, searches, filters, deletes one and several", async ({
  page,
  request,
}) => {
  const tag = newTag()
  const niccolo = await registerAccount(request, { name: `Niccolò ${tag}`, email: uniqueEmail("niccolo") })
  await verifyAccount(request, niccolo.email)
  const tommaso = await registerAccount(request, { name: `Tommaso ${tag}`, email: uniqueEmail("tommaso") })
  const uno = await registerAccount(request, { name: `Lia ${tag}`, email: uniqueEmail("lia") })
  const due = await registerAccount(request, { name: `Ugo ${tag}`, email: uniqueEmail("ugo") })
  const before = await serverStats(request)

  // Logs in through the form, as the administrator would.
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto("/login")
  await page.getByLabel("Email").fill(e2eAdmin.email)
  await page.getByLabel("Password").fill(e2eAdmin.password)
  await page.getByRole("button", { name: "Accedi" }).click()
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByRole("heading", { name: "Pannello di amministrazione" })).toBeVisible()
  await expect(page.getByText(/non puoi leggerne il contenuto/)).toBeVisible()

  await expect(stat(page, "Utenti totali")).toHaveText(String(before.total_users))
  await expect(stat(page, "Utenti verificati")).toHaveText(String(before.verified_users))
  for (const label of ["Sessioni totali", "Messaggi nelle conversazioni", "Nuovi utenti (7 giorni)"])
    await expect(stat(page, label)).toHaveText(/^\d+$/)
  for (const account of [niccolo, tommaso, uno, due]) await expect(userRow(page, account.name)).toBeVisible()

  // The administrator's own row is protected: no checkbox, no delete.
  const own = userRow(page, "").filter({ hasText: e2eAdmin.email })
  await expect(own.getByText("Protetto")).toBeVisible()
  await expect(own.getByText("Tu", { exact: true })).toBeVisible()
  await expect(own.getByRole("checkbox")).toHaveCount(0)
  await expect(own.getByRole("button")).toHaveCount(0)

  // Search: case- and accent-insensitive, on name or e-mail.
  await search(page).fill(tag)
  await expect(page.getByRole("rowheader")).toHaveCount(4)
  await search(page).fill(`NICCOLO ${tag}`)
  await expect(page.getByRole("rowheader")).toHaveCount(1)
  await expect(userRow(page, niccolo.name)).toContainText("Email verificata")
  await expect(
    userRow(page, niccolo.name).getByRole("button", { name: `Reset password di ${niccolo.name}` }),
  ).toBeVisible()
  await search(page).fill(tommaso.email.toUpperCase())
  await expect(page.getByRole("rowheader")).toHaveCount(1)
  await expect(userRow(page, tommaso.name)).toContainText("Email da verificare")
  await expect(userRow(page, tommaso.name).getByRole("button", { name: /Reset password/ })).toHaveCount(0)

  // Filters.
  await search(page).fill(tag)
  await page.getByText(/^Non verificati \(\d+\)$/).click()
  await expect(page.getByRole("rowheader")).toHaveCount(3)
  await page.getByText(/^Verificati \(\d+\)$/).click()
  await expect(page.getByRole("rowheader")).toHaveCount(1)
  await page.getByText(/^Amministratori \(\d+\)$/).click()
  await expect(page.getByText("Nessun utente corrisponde")).toBeVisible()
  await search(page).fill("")
  await expect(userRow(page, "").filter({ hasText: e2eAdmin.email })).toBeVisible()
  await page.getByText(/^Tutti \(\d+\)$/).click()
  await search(page).fill(tag)
  await expectNoAxeViolations(page)

  // One user: the dialog, then the row disappears and the stats drop.
  await userRow(page, tommaso.name)
    .getByRole("button", { name: `Elimina ${tommaso.name}` })
    .click()
  const dialog = page.getByRole("dialog", { name: "Eliminare questo utente?" })
  await expect(dialog).toContainText(tommaso.email)
  await expect(dialog.getByRole("button", { name: "Annulla" })).toBeFocused()
  await expectNoAxeViolations(page)
  await shot(page, "admin-delete-dialog-desktop", { fullPage: false, hideToasts: true })
  await dialog.getByRole("button", { name: "Elimina utente" }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText(`L'account di ${tommaso.name} è stato eliminato.`)).toBeVisible()
  await expect(userRow(page, tommaso.name)).toHaveCount(0)
  await expect(page.getByRole("heading", { name: "Utenti", exact: true })).toBeFocused()
  await expect(stat(page, "Utenti totali")).toHaveText(String(before.total_users - 1))
  expect((await serverStats(request)).total_users).toBe(before.total_users - 1)

  // Several: select-all of the visible rows, untick Niccolò, delete the other two.
  await page.getByRole("checkbox", { name: "Seleziona tutti" }).check()
  await expect(page.getByText("3 utenti selezionati")).toBeVisible()
  await page.getByRole("checkbox", { name: `Seleziona ${niccolo.name}` }).uncheck()
  await page.getByRole("button", { name: "Elimina selezionati (2)" }).click()
  const bulk = page.getByRole("dialog", { name: "Eliminare 2 utenti?" })
  await expect(bulk.getByRole("listitem")).toHaveCount(2)
  for (const account of [uno, due])
    await expect(
      bulk.getByRole("listitem").filter({ hasText: `${account.name} · ${account.email}` }),
    ).toBeVisible()
  await expectNoAxeViolations(page)
  await bulk.getByRole("button", { name: "Elimina 2 utenti" }).click()
  await expect(bulk).toBeHidden()
  await expect(page.getByText("2 utenti eliminati.")).toBeVisible()
  await expect(page.getByRole("rowheader")).toHaveCount(1)
  await expect(userRow(page, niccolo.name)).toBeVisible()
  await expect(stat(page, "Utenti totali")).toHaveText(String(before.total_users - 3))
  await expect(page.getByText("Nessun utente selezionato")).toBeVisible()

  // Deleted accounts can no longer log in.
  const refused = await request.post("/api/auth/login", {
    data: { email: uno.email, password: uno.password },
  })
  expect(refused.status()).toBe(401)

  await search(page).fill("")
  await shot(page, "admin-desktop", { hideToasts: true })
  await expectNoHorizontalScroll(page)
  // The whole table fits its frame at 1280 px (nothing clipped or scrolled sideways).
  expect(
    await page.evaluate(() => {
      const frame = document.querySelector("table")?.parentElement
      return frame !== null && frame !== undefined && frame.scrollWidth <= frame.clientWidth
    }),
  ).toBe(true)

  // A phone: the table turns into stacked cards, no horizontal scroll.
  await page.setViewportSize({ width: 375, height: 812 })
  await expectNoHorizontalScroll(page)
  await expect(userRow(page, niccolo.name).getByText("Ultimo accesso")).toBeVisible()
  await shot(page, "admin-mobile", { hideToasts: true })
  await userRow(page, niccolo.name)
    .getByRole("button", { name: `Reset password di ${niccolo.name}` })
    .click()
  await expect(page.getByRole("dialog")).toBeVisible()
  await expectNoHorizontalScroll(page)
  await shot(page, "admin-reset-dialog-mobile", { fullPage: false, hideToasts: true })
  await page.keyboard.press("Escape")
  await expect(page.getByRole("dialog")).toBeHidden()
})

test("a non-admin is refused on /admin and by the admin API", async ({ page, request }) => {
  const account = await registerAccount(request, { name: "Piero" })
  await signInBeforeLoad(page, account)
  await page.goto("/admin")
  await expect(page.getByText("Accesso negato. Privilegi amministratore richiesti.")).toBeVisible()
  await expect(page).toHaveURL(/\/dashboard$/)
  const stats = await request.get("/api/admin/stats", {
    headers: { authorization: `Bearer ${account.token}` },
  })
  expect(stats.status()).toBe(403)
  const login = await loginAccount(request, account.email, account.password)
  const users = await request.get("/api/admin/users?limit=100", {
    headers: { authorization: `Bearer ${login.access_token}` },
  })
  expect(users.status()).toBe(403)
})

test("the administrator starts a new session from the dashboard of the admin", async ({ page, request }) => {
  await signInBeforeLoad(page, await adminSession(request))
  await page.goto("/admin")
  await page.getByRole("button", { name: "Nuova sessione" }).click()
  await expect(page).toHaveURL(/\/chat\/[^/]+$/)
})
