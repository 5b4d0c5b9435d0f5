import { expect, test, type Page } from "@playwright/test"
import AxeBuilder from "@axe-core/playwright"

import { composer, openNewChat, replies } from "./support/chat-page.ts"
import { removeToasts } from "./support/real-server.ts"

/*
 * Issue 15: a reply survives a reload and a closed page. The server goes on writing it (sealed to the page's key),
 * the page picks it up where it was, shows it complete and stores it encrypted; it is still there after another
 * reload. The clock shows from the first message on.
 */
test.describe.configure({ mode: "serial" })

const SHOTS = process.env["COGI_SHOTS_DIR"] ?? "test-results/screenshots"
const replyText = async (page: Page) => ((await replies(page).last().innerText()) ?? "").trim()

/** What the server holds for this chat: its stored messages, and the replies it still keeps sealed. */
const onServer = async (page: Page, chatId = new URL(page.url()).pathname.split("/").pop() ?? "") => {
  const token = await page.evaluate(() => localStorage.getItem("cogi.access_token"))
  const headers = { authorization: `Bearer ${token}` }
  const chat = await (await page.request.get(`/api/chats/${chatId}`, { headers })).json()
  const pending = await (await page.request.get(`/api/chats/${chatId}/replies/pending`, { headers })).json()
  return {
    messages: (chat as { messages: unknown[] }).messages.length,
    pending: (pending as { replies: unknown[] }).replies.length,
  }
}

/** Sends a message and waits until its reply has begun (some words on screen, the reply still arriving). */
const sendAndWaitForWords = async (page: Page, text: string) => {
  await composer(page).fill(text)
  await composer(page).press("Enter")
  await expect(page.getByRole("button", { name: "Stop", exact: true })).toBeVisible()
  await expect
    .poll(async () => ((await replies(page).last().locator("p").first().textContent()) ?? "").length, {
      intervals: [20],
    })
    .toBeGreaterThan(0)
  return (await replies(page).last().locator("p").first().textContent()) ?? ""
}

const MESSAGE =
  "Mi sento triste e stanca. Ti racconto cosa succede in ufficio: il capo mi urla contro e non dormo più"

test("a reload mid-reply: the reply completes on screen, is stored, and is still there after another reload", async ({
  page,
}) => {
  test.setTimeout(90_000)
  await openNewChat(page)
  const partial = await sendAndWaitForWords(page, MESSAGE)
  await page.reload()

  // the reply comes back and completes; nothing says it was cut
  await expect(replies(page)).toHaveCount(1)
  await expect(page.getByRole("button", { name: "Invia" })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText("Risposta interrotta", { exact: true })).toHaveCount(0)
  const full = await replyText(page)
  expect(full).toContain(partial.trim().slice(0, 20))
  expect(full.length).toBeGreaterThan(partial.length)
  // the clock counts down since the first message
  await expect(page.getByRole("timer").locator("[aria-hidden]")).toHaveText(/^(2\d|30):\d\d$/)
  await removeToasts(page)
  await page.screenshot({ path: `${SHOTS}/reply-resumed-desktop.png` })
  await page.setViewportSize({ width: 375, height: 812 })
  await page.screenshot({ path: `${SHOTS}/reply-resumed-mobile.png` })
  await page.setViewportSize({ width: 1280, height: 800 })
  const axe = await new AxeBuilder({ page }).analyze()
  expect(axe.violations).toEqual([])

  // stored: after another reload it is read back from the conversation, once
  await page.reload()
  await expect(replies(page)).toHaveCount(1)
  await expect.poll(() => replyText(page)).toBe(full)
  await expect(page.getByRole("button", { name: "Invia" })).toBeVisible()
  // the message and its reply are stored; the sealed copy is gone
  await expect.poll(() => onServer(page)).toEqual({ messages: 2, pending: 0 })
})

test("a page closed mid-reply: coming back later, the reply is there", async ({ page, context }) => {
  test.setTimeout(90_000)
  await openNewChat(page)
  const chatUrl = page.url()
  const partial = await sendAndWaitForWords(page, MESSAGE)
  await page.close()
  // meanwhile the server finishes the reply with nobody listening
  await new Promise((resolve) => setTimeout(resolve, 6_000))

  const later = await context.newPage()
  await later.goto(chatUrl)
  await expect(replies(later)).toHaveCount(1)
  await expect(later.getByRole("button", { name: "Invia" })).toBeVisible({ timeout: 30_000 })
  await expect(later.getByText("Risposta interrotta", { exact: true })).toHaveCount(0)
  const full = await replyText(later)
  expect(full).toContain(partial.trim().slice(0, 20))
  expect(full.length).toBeGreaterThan(partial.length)
  await removeToasts(later)
  await later.screenshot({ path: `${SHOTS}/reply-delivered-later-desktop.png` })

  await expect.poll(() => onServer(later)).toEqual({ messages: 2, pending: 0 })
  await later.reload()
  await expect.poll(() => replyText(later)).toBe(full)
})

test("a page closed mid-reply: back on the dashboard, the reply is stored before the chat is opened", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000)
  await openNewChat(page)
  const chatUrl = page.url()
  const chatId = new URL(chatUrl).pathname.split("/").pop() ?? ""
  const partial = await sendAndWaitForWords(page, MESSAGE)
  await page.close()
  await new Promise((resolve) => setTimeout(resolve, 6_000))

  const later = await context.newPage()
  const resumed: string[] = []
  later.on("request", (request) => {
    if (/\/replies\/[^/]+\/events$/.test(request.url())) resumed.push(request.url())
  })
  await later.goto("/dashboard")
  // delivered from the dashboard: the server holds the reply, encrypted, and no sealed copy
  await expect.poll(() => onServer(later, chatId), { timeout: 20_000 }).toEqual({ messages: 2, pending: 0 })
  expect(later.url()).toMatch(/\/dashboard$/)
  expect(resumed).toHaveLength(1)
  await removeToasts(later)
  await later.screenshot({ path: `${SHOTS}/reply-delivered-dashboard-desktop.png`, fullPage: true })
  await later.setViewportSize({ width: 375, height: 812 })
  await later.screenshot({ path: `${SHOTS}/reply-delivered-dashboard-mobile.png`, fullPage: true })
  await later.setViewportSize({ width: 1280, height: 800 })
  expect((await new AxeBuilder({ page: later }).analyze()).violations).toEqual([])

  // the chat shows it as stored: read back, not fetched again
  await later.goto(chatUrl)
  await expect(replies(later)).toHaveCount(1)
  await expect.poll(() => replyText(later)).toContain(partial.trim().slice(0, 20))
  expect((await replyText(later)).length).toBeGreaterThan(partial.length)
  await expect(later.getByText("Risposta interrotta", { exact: true })).toHaveCount(0)
  expect(resumed).toHaveLength(1)
})

/** How many reply keys the browser keeps (IndexedDB `cogi-replies`). */
const replyKeys = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open("cogi-replies", 1)
        open.onupgradeneeded = () => open.result.createObjectStore("keys")
        open.onsuccess = () => {
          const count = open.result.transaction("keys").objectStore("keys").count()
          count.onsuccess = () => resolve(count.result)
        }
      }),
  )

test("logout leaves no reply key in the browser", async ({ page }) => {
  test.setTimeout(60_000)
  await openNewChat(page)
  await sendAndWaitForWords(page, MESSAGE)
  // the reply is still being written: its key is kept for the next visit
  expect(await replyKeys(page)).toBe(1)
  await page.goto("/account")
  expect(await replyKeys(page)).toBe(1)
  await page.getByRole("button", { name: "Esci" }).click()
  await expect(page).toHaveURL(/\/login/)
  await expect.poll(() => replyKeys(page)).toBe(0)
})

test("Stop still stops the reply on the server, and what arrived is kept as interrupted", async ({
  page,
}) => {
  test.setTimeout(60_000)
  await openNewChat(page)
  await sendAndWaitForWords(page, MESSAGE)
  const stopped = page.waitForResponse((response) => /\/replies\/[^/]+\/stop$/.test(response.url()))
  await page.getByRole("button", { name: "Stop", exact: true }).click()
  const answer = await stopped
  // (a keepalive request: Playwright does not hand its body over, the status says the reply was found)
  expect(answer.status()).toBe(200)
  await expect(page.getByText("Risposta interrotta", { exact: true })).toBeVisible()
  await expect.poll(() => onServer(page)).toEqual({ messages: 2, pending: 0 })
  await page.reload()
  await expect(page.getByText("Risposta interrotta", { exact: true })).toBeVisible()
  await expect(replies(page)).toHaveCount(1)
})
