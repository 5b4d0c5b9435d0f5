import AxeBuilder from "@axe-core/playwright"
import { expect, test, type APIRequestContext, type Page } from "@playwright/test"

import { e2eAdmin } from "../../playwright.config.ts"
import {
  adminSession,
  keepRecoveryKey,
  loginAccount,
  registerAccount,
  signInBeforeLoad,
  uniqueEmail,
  verifyAccount,
} from "./support/real-server.ts"

// The admin dashboard end to end on the real server: users made through the API, the administrator from the
// environment (playwright.config.ts `e2eAdmin`), reset mails read from /dev/mailbox.

const expectNoAxeViolations = async (page: Page) => {
  const results = await new AxeBuilder({ page }).exclude("[data-sonner-toaster]").analyze()
  expect(results.violations).toEqual([])
}

const expectNoHorizontalScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false)

// Toasts are hidden for the picture only (removing their nodes would break the next toasts).
const shot = (page: Page, name: string, fullPage = true) =>
  page.screenshot({
    path: `test-results/screenshots/${name}.png`,
    fullPage,
    style: "[data-sonner-toaster] { display: none !important; }",
  })

/** A short tag shared by the users of one test, so a search finds exactly them. */
const newTag = () => Math.random().toString(36).slice(2, 7)

const stat = (page: Page, label: string) => page.locator("dt", { hasText: label }).locator("+ dd")

const serverStats = async (request: APIRequestContext) => {
  const admin = await adminSession(request)
  const response = await request.get("/api/admin/stats", {
    headers: { authorization: `Bearer ${admin.token}` },
  })
  expect(response.status()).toBe(200)
  return (await response.json()) as { total_users: number; verified_users: number }
}

const userRow = (page: Page, name: string) =>
  page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: new RegExp(name) }) })

const search = (page: Page) => page.getByLabel("Cerca per nome o email")

const decodeHtml = (text: string) =>
  text
    .replaceAll("&amp;", "&")
    .replaceAll("&quot;", '"')
    .replaceAll("&#39;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")

/** The newest password-reset link mailed to `email`, as /dev/mailbox lists it (the mail job is async). */
const waitForResetLink = async (request: APIRequestContext, email: string): Promise<string> => {
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
        return link !== undefined
      },
      { message: `reset mail to ${email}`, timeout: 15_000 },
    )
    .toBe(true)
  return decodeHtml(link ?? "")
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
  for (const label of ["Sessioni totali", "Messaggi totali", "Nuovi utenti (7 giorni)"])
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
  await shot(page, "admin-delete-dialog-desktop", false)
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
  await shot(page, "admin-desktop")
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
  await shot(page, "admin-mobile")
  await userRow(page, niccolo.name)
    .getByRole("button", { name: `Reset password di ${niccolo.name}` })
    .click()
  await expect(page.getByRole("dialog")).toBeVisible()
  await expectNoHorizontalScroll(page)
  await shot(page, "admin-reset-dialog-mobile", false)
  await page.keyboard.press("Escape")
  await expect(page.getByRole("dialog")).toBeHidden()
})

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
  await shot(page, "reset-password-errors-mobile")
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
  await shot(page, "reset-password-done-desktop")
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
