import { readFileSync } from "node:fs"

import AxeBuilder from "@axe-core/playwright"
import { expect, test, type Page } from "@playwright/test"

import { firstSessionWith, logInInUi, signUpInUi } from "./support/keys-flows.ts"
import { removeToasts, storedDataKey, waitForVerificationLinks } from "./support/real-server.ts"

/* /account end to end: profile, password change (a re-wrap), recovery key, export, deletion. */
test.setTimeout(150_000)

const SHOTS = "test-results/screenshots"

const expectNoAxeViolations = async (page: Page) => {
  const results = await new AxeBuilder({ page }).exclude("[data-sonner-toaster]").analyze()
  expect(results.violations).toEqual([])
}

/** The files of a stored (uncompressed) ZIP, as the export writes it. */
const unzipStored = (bytes: Buffer): Record<string, string> => {
  const files: Record<string, string> = {}
  let offset = 0
  while (bytes.readUInt32LE(offset) === 0x04034b50) {
    const size = bytes.readUInt32LE(offset + 18)
    const nameLength = bytes.readUInt16LE(offset + 26)
    const extraLength = bytes.readUInt16LE(offset + 28)
    const name = bytes.subarray(offset + 30, offset + 30 + nameLength).toString("utf8")
    const start = offset + 30 + nameLength + extraLength
    files[name] = bytes.subarray(start, start + size).toString("utf8")
    offset = start + size
  }
  return files
}

test("the account page: profile, a password change that keeps the history, the recovery key, the export read back, the deletion", async ({
  page,
  request,
}) => {
  const account = await signUpInUi(page, "Dario")
  const [link] = await waitForVerificationLinks(request, account.email)
  await page.goto(link ?? "")
  await page.getByRole("button", { name: "Vai subito alla dashboard" }).click()
  const typed = "Ho ricominciato a correre la mattina"
  const chatPath = await firstSessionWith(page, typed)
  const oldToken = await page.evaluate(() => localStorage.getItem("cogi.access_token"))
  const authed = (token: string | null) => ({ headers: { authorization: `Bearer ${token}` } })

  await page.goto("/dashboard")
  await page.getByRole("link", { name: "Account" }).click()
  await expect(page).toHaveURL(/\/account$/)
  await expect(page.getByRole("heading", { name: "Il tuo account" })).toBeVisible()
  await expectNoAxeViolations(page)
  await removeToasts(page)
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.screenshot({ path: `${SHOTS}/account-desktop.png`, fullPage: true })
  await page.setViewportSize({ width: 375, height: 812 })
  await page.screenshot({ path: `${SHOTS}/account-mobile.png`, fullPage: true })
  expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false)
  await page.setViewportSize({ width: 1280, height: 900 })

  // profile: a contact, then removed
  await page.getByLabel("Nome del contatto").fill("Elisa")
  await page.getByLabel("Telefono del contatto").fill("+39 340 1112223")
  await page.getByLabel("Relazione").selectOption("amico")
  await page.getByRole("button", { name: "Salva il profilo" }).click()
  await expect(page.getByText("Profilo salvato.")).toBeVisible()
  const me = await (await request.get("/api/user/me", authed(oldToken))).json()
  expect(me.emergency_contact).toEqual({ name: "Elisa", phone: "+39 340 1112223", relation: "amico" })
  await page.getByRole("button", { name: "Rimuovi il contatto" }).click()
  await expect(page.getByText("Profilo salvato, senza contatto di emergenza.")).toBeVisible()

  // the recovery key, seen again with the password
  await page.getByLabel("La tua password").fill(account.password)
  await page.getByRole("button", { name: "Mostra la chiave di recupero" }).click()
  await expect(page.getByTestId("recovery-key")).toHaveText(account.recoveryKey)
  await page.getByLabel("Ho conservato la mia chiave di recupero in un posto sicuro.").check()
  await page.getByRole("button", { name: "Nascondi la chiave" }).click()

  // password change: a wrong current password changes nothing; the right one re-wraps
  await page.getByLabel("Password attuale").fill("non-è-lei")
  await page.getByLabel("Nuova password", { exact: true }).fill("nuova-password-dario")
  await page.getByLabel("Conferma la nuova password").fill("nuova-password-dario")
  await page.getByRole("button", { name: "Cambia password" }).click()
  await expect(page.getByText("La password attuale non è corretta.")).toBeVisible()
  expect((await request.get("/api/user/me", authed(oldToken))).status()).toBe(200)
  await page.getByLabel("Password attuale").fill(account.password)
  await page.getByRole("button", { name: "Cambia password" }).click()
  await expect(page.getByText(/Password cambiata\. Le tue conversazioni restano leggibili/)).toBeVisible()
  expect((await request.get("/api/user/me", authed(oldToken))).status()).toBe(401)
  await page.goto(chatPath)
  await expect(page.getByRole("list", { name: "Messaggi" }).getByText(typed, { exact: true })).toBeVisible()

  // Rigenera: the replaced reply leaves the conversation shown, not the export
  const regenerate = page.getByRole("button", { name: "Rigenera la risposta" })
  await regenerate.click()
  await expect(regenerate).toBeEnabled({ timeout: 30_000 })
  const newToken = await page.evaluate(() => localStorage.getItem("cogi.access_token"))
  await expect
    .poll(async () => {
      const server = await (await request.get("/api/user/export", authed(newToken))).json()
      return (server as { superseded_messages: unknown[] }).superseded_messages.length
    })
    .toBe(1)

  // export: one download, JSON and Markdown, the conversation in clear
  await page.goto("/account")
  const downloading = page.waitForEvent("download")
  await page.getByRole("button", { name: "Scarica i miei dati" }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^cogi-i-miei-dati-\d{4}-\d{2}-\d{2}\.zip$/)
  const files = unzipStored(readFileSync((await download.path()) ?? ""))
  expect(Object.keys(files).sort()).toEqual(["i-miei-dati.json", "i-miei-dati.md"])
  const data = JSON.parse(files["i-miei-dati.json"] ?? "{}")
  expect(data.profile.email).toBe(account.email)
  expect(data.consent).toMatchObject({ health_data: true, adult: true })
  expect(data.credit_ledger.map((line: { type: string }) => line.type)).toContain("CreditReserved")
  expect(data.conversations[0].messages[0]).toMatchObject({ role: "user", text: typed })
  const replaced = (
    data.conversations[0].messages as Array<{ role: string; text: string; superseded: unknown }>
  ).filter((m) => m.superseded !== null)
  expect(replaced).toEqual([
    {
      role: "assistant",
      timestamp: expect.any(String),
      text: expect.any(String),
      image: false,
      image_file: null,
      image_description: null,
      superseded: { at: expect.any(String), reason: "regenerate" },
    },
  ])
  expect(replaced[0]?.text).not.toMatch(/^\[non leggibile|cogi-reply/)
  expect(replaced[0]?.text.length).toBeGreaterThan(0)
  expect(files["i-miei-dati.md"]).toContain("sostituito da «Rigenera»")
  expect(files["i-miei-dati.md"]).toContain(replaced[0]?.text ?? "?")
  expect(files["i-miei-dati.md"]).toContain("# I miei dati su Cogi")
  expect(files["i-miei-dati.md"]).toContain(`**Tu**`)
  expect(files["i-miei-dati.md"]).toContain(typed)

  // deletion: the password, a confirmation, then nothing left to log in to
  await page.getByLabel("Password per confermare").fill("nuova-password-dario")
  page.once("dialog", (dialog) => void dialog.accept())
  await page.getByRole("button", { name: "Elimina il mio account" }).click()
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByText(/Il tuo account è stato eliminato/)).toBeVisible()
  const login = await request.post("/api/auth/login", {
    data: { email: account.email, password: "nuova-password-dario" },
  })
  expect(login.status()).toBe(401)
  expect(await page.evaluate(() => localStorage.getItem("cogi.access_token"))).toBeNull()
})

test("another session ends when the password changes elsewhere; logging in again with the new password reads the history", async ({
  page,
  browser,
  request,
}) => {
  const account = await signUpInUi(page, "Elsa")
  const [link] = await waitForVerificationLinks(request, account.email)
  await page.goto(link ?? "")
  await page.getByRole("button", { name: "Vai subito alla dashboard" }).click()
  const typed = "Un appunto per me"
  const chatPath = await firstSessionWith(page, typed)

  const other = await browser.newContext()
  const second = await other.newPage()
  await logInInUi(second, account.email, account.password)
  await second.goto("/account")
  await second.getByLabel("Password attuale").fill(account.password)
  await second.getByLabel("Nuova password", { exact: true }).fill("password-cambiata")
  await second.getByLabel("Conferma la nuova password").fill("password-cambiata")
  await second.getByRole("button", { name: "Cambia password" }).click()
  await expect(second.getByText(/Password cambiata/)).toBeVisible()
  await other.close()

  // the first browser's token is older than the change: refused, the session ends, the key is dropped
  await page.goto("/dashboard")
  await expect(page).toHaveURL(/\/login$/)
  await expect.poll(() => storedDataKey(page)).toBeNull()
  await logInInUi(page, account.email, "password-cambiata")
  await page.goto(chatPath)
  await expect(page.getByRole("list", { name: "Messaggi" }).getByText(typed, { exact: true })).toBeVisible()
})
