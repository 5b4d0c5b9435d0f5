import { expect, test, type Page } from "@playwright/test"

import { composer, openNewChat as openChatFromDashboard, replies } from "./support/chat-page.ts"
import { refocusUntilVisible, removeToasts, withClockMoved } from "./support/real-server.ts"

/*
 * Issue 15, the chat experience in the browser: the countdown from the first message on, Esc stops a reply,
 * Copy, replies as safe Markdown, and the halfway toast once across reloads.
 */
test.describe.configure({ mode: "serial" })

const SHOTS = process.env["COGI_SHOTS_DIR"] ?? "test-results/screenshots"

/** A new chat from the dashboard, its clock not started yet. */
const openNewChat = async (page: Page) => {
  await openChatFromDashboard(page)
  await expect(page.getByRole("timer")).toContainText("In attesa del primo messaggio")
}

test("the clock runs from the first message, Esc stops a reply, Copy copies it", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000)
  await context.grantPermissions(["clipboard-read", "clipboard-write"])
  await openNewChat(page)
  // Before the first message: what it will use.
  const cost = page.getByText(
    "Il primo messaggio apre la sessione e usa una sessione gratuita: ne hai ancora 3.",
  )
  await expect(cost).toBeVisible()
  await removeToasts(page)
  await page.screenshot({ path: `${SHOTS}/chat-cost-desktop.png` })
  await page.setViewportSize({ width: 375, height: 812 })
  await page.screenshot({ path: `${SHOTS}/chat-cost-mobile.png` })
  await page.setViewportSize({ width: 1280, height: 800 })

  // While the first reply is still arriving, the header already counts down.
  await composer(page).fill(
    "Mi sento triste. Ma dimmi, sei una persona vera? Ti racconto cosa succede in ufficio",
  )
  await composer(page).press("Enter")
  const stop = page.getByRole("button", { name: "Stop", exact: true })
  await expect(stop).toBeVisible()
  await expect(page.getByRole("timer").locator("[aria-hidden]")).toHaveText(/^(29|30):\d\d$/)
  await expect(stop).toBeVisible()
  await expect(cost).toHaveCount(0)
  await expect(page.getByRole("button", { name: "Invia" })).toBeVisible({ timeout: 30_000 })

  // Esc stops a reply as the Stop button does.
  await composer(page).fill(
    "Mi sento triste. Ma dimmi, sei una persona vera? Ti racconto cosa succede a casa",
  )
  await composer(page).press("Enter")
  await expect(page.getByText("Esc per fermare la risposta")).toBeVisible()
  await expect(replies(page)).toHaveCount(2)
  await expect
    .poll(async () => ((await replies(page).last().locator("p").first().textContent()) ?? "").length, {
      intervals: [20],
    })
    .toBeGreaterThan(0)
  await page.keyboard.press("Escape")
  await expect(page.getByText("Risposta interrotta", { exact: true })).toBeVisible()
  await expect(page.getByRole("button", { name: "Invia" })).toBeVisible()

  // Copy the first reply: its text is on the clipboard, and the button says so.
  const first = replies(page).first()
  const text = ((await first.locator("p").first().textContent()) ?? "").trim()
  await first.getByRole("button", { name: "Copia la risposta" }).click()
  await expect(first.getByRole("button", { name: "Copia la risposta" })).toHaveText("Copiato")
  await expect(first.getByRole("status")).toHaveText("Copiato")
  expect((await page.evaluate(() => navigator.clipboard.readText())).trim()).toBe(text)
  await expect(first.getByRole("button", { name: "Copia la risposta" })).toHaveText("Copia", {
    timeout: 5_000,
  })
})

/** A reply with Markdown and raw HTML, as a model might send it (the offline responder writes plain text). */
const MARKDOWN_REPLY = [
  "Capisco, è una giornata **pesante**. Proviamo *insieme*:",
  "",
  "1. Fai tre respiri lenti",
  "2. Scrivi una cosa che ti ha fatto bene oggi",
  "",
  "- Puoi leggere [questa pagina](https://www.salute.gov.it/) quando vuoi",
  "- Oppure [premi qui](javascript:alert(1))",
  "",
  'Il metodo si chiama `4-7-8`. <img src="x" onerror="window.__pwned=1"> <b>non in grassetto</b>',
].join("\n")

const sseFrames = (replyId: string, text: string) =>
  [
    ["meta", { message_id: crypto.randomUUID(), reply_id: replyId, provider: "local", crisis: false }],
    ...text.split(/(?<= )/).map((word) => ["token", { text: word }]),
    ["done", { reply_id: replyId }],
  ]
    .map(([event, data]) => `event: ${String(event)}\ndata: ${JSON.stringify(data)}\n\n`)
    .join("")

test("a reply shows as safe Markdown, at 1280 and 375 px", async ({ page }) => {
  await openNewChat(page)
  const replyId = crypto.randomUUID()
  await page.route(/\/api\/chats\/[^/]+\/messages$/, (route) =>
    route.fulfill({
      status: 200,
      contentType: "text/event-stream",
      body: sseFrames(replyId, MARKDOWN_REPLY),
    }),
  )
  await page.route(/\/api\/chats\/[^/]+\/replies$/, (route) =>
    route.fulfill({ status: 200, contentType: "application/json", body: '{"success":true}' }),
  )
  await composer(page).fill("Oggi è stata dura")
  await composer(page).press("Enter")
  const reply = replies(page).last()
  await expect(reply.getByText("pesante")).toBeVisible()
  expect(await reply.locator("strong").first().textContent()).toBe("pesante")
  expect(await reply.locator("em").first().textContent()).toBe("insieme")
  await expect(reply.locator("ol > li")).toHaveCount(2)
  await expect(reply.locator("code")).toHaveText("4-7-8")
  const link = reply.getByRole("link", { name: "questa pagina" })
  await expect(link).toHaveAttribute("href", "https://www.salute.gov.it/")
  await expect(link).toHaveAttribute("rel", "noopener noreferrer")
  await expect(reply.getByRole("link", { name: "premi qui" })).toHaveCount(0)
  await expect(reply.getByText("premi qui")).toBeVisible()
  await expect(reply.locator("img, b, [onerror]")).toHaveCount(0)
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined()

  await removeToasts(page)
  await page.screenshot({ path: `${SHOTS}/chat-markdown-desktop.png` })
  await page.setViewportSize({ width: 375, height: 812 })
  await removeToasts(page)
  await page.screenshot({ path: `${SHOTS}/chat-markdown-mobile.png` })
})

test("the halfway toast shows once, and not again after a reload", async ({ page }) => {
  test.setTimeout(90_000)
  await openNewChat(page)
  await composer(page).fill("Ciao, oggi vorrei parlare del lavoro")
  await composer(page).press("Enter")
  await expect(page.getByRole("button", { name: "Invia" })).toBeVisible({ timeout: 30_000 })
  await withClockMoved(page.request, 15, async () => {
    await refocusUntilVisible(page, page.getByText("Sei a metà della sessione: restano 15 minuti."))
    await page.reload()
    await expect(page.getByRole("timer")).toContainText(/Mancano 1[45] minuti/)
    // the status after the reload is halfway too: give a toast that must not come the time to show
    await page.waitForTimeout(1_500)
    await expect(page.getByText("Sei a metà della sessione: restano 15 minuti.")).toHaveCount(0)
  })
})
