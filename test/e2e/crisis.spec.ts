import { expect, test, type Page } from "@playwright/test"

import { databaseDump } from "./support/database-dump.ts"
import {
  advanceClock,
  registerVerifiedAccount,
  removeToasts,
  resetClock,
  signInBeforeLoad,
} from "./support/real-server.ts"

/*
 * DESIGN §7 end to end: the crisis card stays with the conversation (encrypted in the browser) and the clock
 * does not end the session of a person in crisis who keeps writing; nothing of it is readable in the database.
 */
test.describe.configure({ mode: "serial" })

const SHOTS = process.env["COGI_SHOTS_DIR"] ?? "test-results/screenshots"
const CRISIS = "Stasera penso di farla finita, non ce la faccio più"
const composer = (page: Page) => page.getByLabel("Il tuo messaggio")
const card = (page: Page) => page.getByRole("region", { name: "Non devi affrontarlo in solitudine" })
const sendAndWait = async (page: Page, text: string) => {
  await composer(page).fill(text)
  await composer(page).press("Enter")
  await expect(page.locator("li").filter({ hasText: text })).toBeVisible()
  await expect(page.getByRole("button", { name: "Invia" })).toBeVisible({ timeout: 30_000 })
}

test.beforeEach(async ({ request }) => resetClock(request))

test("crisis message → card → reload → card still there; writing past 30 minutes neither ends the session nor costs a credit", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const account = await registerVerifiedAccount(request, { name: "Sara" })
  await signInBeforeLoad(page, account)
  const chat = await request.post("/api/chats", {
    data: { therapeutic_approach: "claude" },
    headers: { Authorization: `Bearer ${account.token}` },
  })
  const chatId = ((await chat.json()) as { id: string }).id
  await page.goto(`/chat/${chatId}`)

  await sendAndWait(page, CRISIS)
  await expect(card(page)).toBeVisible()
  await page.reload()
  await expect(card(page)).toBeVisible()
  const items = page.getByRole("list", { name: "Messaggi" }).locator(":scope > li")
  // one panel above the input (crisis-panel.spec.ts), not a card among the messages
  await expect(items).toHaveCount(2)
  await expect(items.nth(0)).toContainText(CRISIS)
  await expect(items.nth(1)).toContainText("Cogi · assistente AI")
  await expect(card(page)).toHaveCount(1)
  await expect(page.getByRole("note")).toContainText(
    "Finché continui a scrivere questa sessione resta aperta",
  )
  await expect(page.getByRole("timer")).toContainText("Aperta finché scrivi")

  let moved = 0
  try {
    for (const minutes of [26, 8, 9]) {
      moved = await advanceClock(request, minutes)
      await sendAndWait(page, `Sono ancora qui, minuto ${moved}`)
    }
    expect(moved).toBe(43)
    await page.evaluate(() => window.dispatchEvent(new Event("visibilitychange")))
    await expect(composer(page)).toBeEnabled()
    await expect(page.getByText("La sessione è terminata. I 30 minuti sono scaduti.")).toHaveCount(0)
    await expect(page.getByText(/Mancano 5 minuti|Sei a metà della sessione/)).toHaveCount(0)
    await expect(page.getByRole("region", { name: "La sessione sta per finire" })).toHaveCount(0)
    const info = await request.get("/api/user/session-info", {
      headers: { Authorization: `Bearer ${account.token}` },
    })
    // a session opened by a crisis message needs no credit (issue 22): the three free ones are all there
    expect(((await info.json()) as { free_sessions_remaining: number }).free_sessions_remaining).toBe(3)
    await removeToasts(page)
    await page.screenshot({ path: `${SHOTS}/crisis-kept-open-desktop.png` })
    await page.setViewportSize({ width: 375, height: 812 })
    await page.screenshot({ path: `${SHOTS}/crisis-kept-open-mobile.png` })
    await page.setViewportSize({ width: 1280, height: 800 })
  } finally {
    await advanceClock(request, -moved)
  }

  // What an administrator with a database dump sees: ciphertext, and nothing that says crisis about Sara. The one
  // place the word is stored is the anonymous count of cards shown (issue 27: its table, migration and
  // CrisisCardShown events in streams of their own), and nothing there names her, her address or her chat.
  const whole = await databaseDump()
  const anonymous = (line: string) => /crisis_referrals|CrisisCardShown/.test(line)
  const counts = whole.split("\n").filter(anonymous)
  expect(counts.some((line) => line.includes("CrisisCardShown"))).toBe(true)
  for (const line of counts)
    for (const who of [account.user.id, account.email, chatId]) expect(line).not.toContain(who)
  const dump = whole
    .split("\n")
    .filter((line) => !anonymous(line))
    .join("\n")
  expect(dump).toContain(chatId)
  // (a word, not letters inside base64: random ciphertext may spell "crisi" by chance)
  const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
  for (const readable of [
    CRISIS,
    "farla finita",
    "Sono ancora qui",
    "Non devi affrontarlo",
    "crisis",
    "crisi",
  ]) {
    expect(dump).not.toMatch(new RegExp(`(?<![A-Za-z0-9+/])${escaped(readable)}`, "i"))
  }
})
