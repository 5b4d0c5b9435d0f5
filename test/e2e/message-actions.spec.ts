import AxeBuilder from "@axe-core/playwright"
import { expect, test, type Page } from "@playwright/test"

import {
  registerVerifiedAccount,
  removeToasts,
  signInBeforeLoad,
  type Account,
} from "./support/real-server.ts"

/*
 * Issue 15, message actions on the real server: "Rigenera" asks the last question again and the new reply
 * takes the old one's place; "Modifica" replaces the last message and its reply. Both survive a reload
 * (the server leaves the superseded messages out) and work from the keyboard.
 */
const SHOTS = process.env["COGI_SHOTS_DIR"] ?? "test-results/screenshots"

const composer = (page: Page) => page.getByLabel("Il tuo messaggio")
const messages = (page: Page) => page.getByRole("list", { name: "Messaggi" }).getByRole("listitem")
const regenerate = (page: Page) => page.getByRole("button", { name: "Rigenera la risposta" })
const edit = (page: Page) => page.getByRole("button", { name: "Modifica il tuo ultimo messaggio" })

const stored = async (page: Page, account: Account, chatId: string) => {
  const response = await page.request.get(`/api/chats/${chatId}`, {
    headers: { authorization: `Bearer ${account.token}` },
  })
  return ((await response.json()) as { messages: Array<{ role: string; content: string }> }).messages
}

test("Rigenera and Modifica replace the last exchange, from the keyboard, and stay so after a reload", async ({
  page,
}) => {
  test.setTimeout(90_000)
  const account = await registerVerifiedAccount(page.request, { name: "Sara" })
  await signInBeforeLoad(page, account)
  await page.goto("/dashboard")
  await page.getByRole("button", { name: "Inizia la tua prima sessione" }).click()
  await expect(page).toHaveURL(/\/chat\/[^/]+$/)
  const chatId = page.url().split("/").at(-1) ?? ""
  await removeToasts(page)

  await composer(page).fill("Ciao, oggi ho litigato con mia sorella")
  await composer(page).press("Enter")
  await expect(regenerate(page)).toBeEnabled({ timeout: 30_000 })
  await composer(page).fill("Mi sento in colpa per quello che le ho detto")
  await composer(page).press("Enter")
  await expect(regenerate(page)).toBeEnabled({ timeout: 30_000 })
  await expect(messages(page)).toHaveCount(4)
  // only the last exchange offers them
  await expect(regenerate(page)).toHaveCount(1)
  await expect(edit(page)).toHaveCount(1)
  await expect(messages(page).nth(3).getByRole("button", { name: "Rigenera la risposta" })).toBeVisible()
  await expect(
    messages(page).nth(2).getByRole("button", { name: "Modifica il tuo ultimo messaggio" }),
  ).toBeVisible()
  const before = await stored(page, account, chatId)
  expect(before).toHaveLength(4)
  await page.screenshot({ path: `${SHOTS}/message-actions-desktop.png` })
  await page.setViewportSize({ width: 375, height: 812 })
  await page.screenshot({ path: `${SHOTS}/message-actions-mobile.png` })
  await page.setViewportSize({ width: 1280, height: 800 })
  const results = await new AxeBuilder({ page }).analyze()
  expect(results.violations).toEqual([])

  // Rigenera, from the keyboard: a new reply to the same question, stored in the old one's place.
  await regenerate(page).focus()
  await page.keyboard.press("Enter")
  await expect(page.getByRole("button", { name: "Stop", exact: true })).toBeVisible()
  await expect(regenerate(page)).toBeEnabled({ timeout: 30_000 })
  await expect(messages(page)).toHaveCount(4)
  await expect.poll(async () => (await stored(page, account, chatId)).length).toBe(4)
  const afterRegenerate = await stored(page, account, chatId)
  expect(afterRegenerate.slice(0, 3)).toEqual(before.slice(0, 3))
  expect(afterRegenerate[3]?.content).not.toBe(before[3]?.content)

  // Modifica: the text goes into the input; the edited message and a new reply replace the exchange.
  await edit(page).focus()
  await page.keyboard.press("Enter")
  await expect(composer(page)).toHaveValue("Mi sento in colpa per quello che le ho detto")
  await expect(page.getByText(/Stai modificando il tuo ultimo messaggio/)).toBeVisible()
  await page.screenshot({ path: `${SHOTS}/message-edit-desktop.png` })
  await composer(page).fill("Mi sento in colpa per come le ho risposto")
  await composer(page).press("Enter")
  await expect(regenerate(page)).toBeEnabled({ timeout: 30_000 })
  await expect(page.getByText("Mi sento in colpa per come le ho risposto")).toBeVisible()
  await expect(page.getByText("Mi sento in colpa per quello che le ho detto")).toHaveCount(0)
  await expect(messages(page)).toHaveCount(4)
  await expect.poll(async () => (await stored(page, account, chatId)).length).toBe(4)

  // After a reload the server's conversation is the same: the superseded messages stay out.
  await page.reload()
  await expect(page.getByText("Mi sento in colpa per come le ho risposto")).toBeVisible()
  await expect(page.getByText("Mi sento in colpa per quello che le ho detto")).toHaveCount(0)
  await expect(messages(page)).toHaveCount(4)
  await expect(regenerate(page)).toBeVisible()
})
