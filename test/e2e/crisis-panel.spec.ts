import { expect, test, type Locator, type Page } from "@playwright/test"

import { authed, composer, newChat, openChat, replies, startSession } from "./support/chat-page.ts"
import {
  advanceClock,
  refocusUntilVisible,
  registerAccount,
  removeToasts,
  resetClock,
  signInBeforeLoad,
} from "./support/real-server.ts"
import { expectNoAxeViolations, SHOTS } from "./support/screens.ts"

/*
 * Issue 22 in Chromium against the real server and the offline assistant: one crisis panel per chat, pinned
 * above the input and in reach at 375 px whatever scrolls, its numbers tap-to-call (and those the replies name);
 * a crisis session that goes quiet pauses instead of ending, and the next session opens with a check-in; an
 * unverified address is answered in a crisis. (At 0 credits: no-credits.spec.ts.)
 */
test.describe.configure({ mode: "serial" })

const PHONE = { width: 375, height: 812 }
const DESKTOP = { width: 1280, height: 800 }
const PANEL = "Non devi affrontarlo in solitudine"
const panel = (page: Page) => page.getByRole("region", { name: PANEL })

const sendAndWait = async (page: Page, text: string) => {
  await composer(page).fill(text)
  await composer(page).press("Enter")
  await expect(page.locator("li").filter({ hasText: text })).toBeVisible()
  await expect(page.getByRole("button", { name: "Invia" })).toBeVisible({ timeout: 30_000 })
}

/** Inside the window, and big enough for a thumb. */
const expectTappable = async (link: Locator) => {
  await expect(link).toBeInViewport({ ratio: 1 })
  const box = await link.boundingBox()
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44)
}

const CRISIS_MESSAGES = [
  "Voglio morire",
  "Non ce la faccio più, voglio farla finita",
  "Stasera penso di togliermi la vita",
  "Vorrei sparire per sempre, non ha senso vivere",
  "Ho pensato a come uccidermi",
  "Voglio morire, non vedo altra via",
  "Non voglio più vivere",
  "Penso al suicidio ogni giorno",
  "Mi voglio ammazzare",
  "Stanotte la faccio finita",
]

test.beforeEach(async ({ request }) => resetClock(request))

test("ten crisis messages at 375 px: one panel, always in reach above the input, numbers tap-to-call", async ({
  page,
}) => {
  test.setTimeout(240_000)
  await page.setViewportSize(PHONE)
  await openChat(page, "Lia")
  for (const text of CRISIS_MESSAGES) {
    await sendAndWait(page, text)
    await expect(panel(page)).toHaveCount(1)
  }
  await expect(replies(page)).toHaveCount(CRISIS_MESSAGES.length)
  // the conversation scrolled far beyond one screen; the panel stays where the thumb is
  const scroller = page.getByRole("region", { name: "Conversazione" })
  expect(await scroller.evaluate((el) => el.scrollHeight > el.clientHeight * 3)).toBe(true)
  await expect(panel(page)).toBeInViewport({ ratio: 1 })
  await expectTappable(panel(page).getByRole("link", { name: "Chiama Numero unico di emergenza 112" }))
  await expectTappable(panel(page).getByRole("link", { name: "Chiama Telefono Amico 02 2327 2327" }))
  await expect(panel(page).getByRole("link", { name: /Telefono Amico/ })).toHaveAttribute(
    "href",
    "tel:0223272327",
  )
  // the rest, with who answers when and the plan, one tap away
  await panel(page).getByRole("button", { name: "Numeri e orari" }).click()
  for (const [name, dial] of [
    ["Telefono Azzurro 19696", "19696"],
    ["Antiviolenza e stalking 1522", "1522"],
  ] as const) {
    const link = panel(page).getByRole("link", { name: `Chiama ${name}` })
    await expect(link).toHaveAttribute("href", `tel:${dial}`)
    await expect(link).toBeInViewport()
  }
  await expect(panel(page).getByText("Risponde tutti i giorni dalle 9 a mezzanotte.")).toBeVisible()
  await expect(panel(page).getByRole("button", { name: "Il mio piano di sicurezza" })).toBeInViewport()
  await panel(page).getByRole("button", { name: "Numeri e orari" }).click()

  // the numbers a reply names are links too
  const named = page.getByRole("list", { name: "Messaggi" }).locator('a[href^="tel:"]')
  await expect(named.first()).toBeVisible()
  for (const href of await named.evaluateAll((links) => links.map((a) => a.getAttribute("href"))))
    expect(["tel:112", "tel:0223272327", "tel:19696", "tel:1522"]).toContain(href)

  await removeToasts(page)
  await expectNoAxeViolations(page)
  await page.screenshot({ path: `${SHOTS}/chat-crisis-mobile.png` })
  await page.setViewportSize(DESKTOP)
  await expect(panel(page)).toBeInViewport({ ratio: 1 })
  await expect(panel(page).getByRole("link", { name: /Chiama/ })).toHaveCount(4)
  await expectNoAxeViolations(page)
  await page.screenshot({ path: `${SHOTS}/chat-crisis-desktop.png` })
})

test("a crisis session that goes quiet pauses: it stays open to write, numbers and plan first; the next one checks in", async ({
  page,
}) => {
  test.setTimeout(180_000)
  const { account, chatId } = await openChat(page, "Ada")
  await sendAndWait(page, "Stasera penso di farla finita, non ce la faccio più")
  await expect(panel(page)).toBeVisible()

  let moved = 0
  try {
    moved = await advanceClock(page.request, 31)
    const pause = page.getByText("Questa conversazione resta qui: puoi scriverci di nuovo quando vuoi.")
    await refocusUntilVisible(page, pause)
    await expect(page.getByText(/I 30 minuti sono scaduti|La sessione è terminata/)).toHaveCount(0)
    await expect(page.getByText(/Ti restano|Ti resta|€/)).toHaveCount(0)
    await expect(page.getByRole("button", { name: "Nuova Sessione" })).toHaveCount(0)
    await expect(page.getByRole("timer")).toContainText("In pausa")
    await expect(composer(page)).toBeEnabled()
    // the plan and every number first; the summary and the mood behind one tap
    const later = page.getByRole("button", { name: /il riassunto e come ti senti/ })
    await expect(later).toHaveAttribute("aria-expanded", "false")
    await expect(page.getByRole("heading", { name: "Il riassunto della sessione" })).toHaveCount(0)
    const plan = panel(page).getByRole("button", { name: "Il mio piano di sicurezza" })
    const planBox = await plan.boundingBox()
    const laterBox = await later.boundingBox()
    expect(planBox?.y ?? 1e9).toBeLessThan(laterBox?.y ?? 0)
    await removeToasts(page)
    await expectNoAxeViolations(page)
    await page.screenshot({ path: `${SHOTS}/chat-crisis-paused-desktop.png` })
    await page.setViewportSize(PHONE)
    await expect(plan).toBeInViewport()
    await expectTappable(panel(page).getByRole("link", { name: "Chiama Numero unico di emergenza 112" }))
    await expect(composer(page)).toBeInViewport()
    await page.screenshot({ path: `${SHOTS}/chat-crisis-paused-mobile.png` })
    // one tap opens the summary and the mood, which scroll on their own, the input still in sight
    await later.click()
    await expect(page.getByText("Come ti senti adesso, alla fine della sessione?")).toBeVisible()
    await expect(composer(page)).toBeInViewport()
    await page.screenshot({ path: `${SHOTS}/chat-crisis-paused-summary-mobile.png` })
    await page.setViewportSize(DESKTOP)

    // writing again opens the conversation once more
    await sendAndWait(page, "Sono ancora qui, non riesco a dormire")
    await expect(pause).toHaveCount(0)
    await expect(page.getByRole("timer")).toContainText("Aperta finché scrivi")

    // the next session opens with a gentle check-in
    const next = await newChat(page.request, account)
    expect(next).not.toBe(chatId)
    await page.goto(`/chat/${next}`)
    await expect(page.getByText("Come stai dall'ultima volta?")).toBeVisible()
    await page.getByRole("button", { name: "I numeri di aiuto" }).click()
    await expect(page.getByRole("link", { name: "Chiama Telefono Amico 02 2327 2327" })).toBeVisible()
    await removeToasts(page)
    await expectNoAxeViolations(page)
    await page.screenshot({ path: `${SHOTS}/chat-check-in-desktop.png` })
    await page.setViewportSize(PHONE)
    await page.screenshot({ path: `${SHOTS}/chat-check-in-mobile.png` })
  } finally {
    if (moved !== 0) await advanceClock(page.request, -moved)
  }
})

test("an unverified address can open a chat: an ordinary message waits for the address, a crisis one is answered", async ({
  page,
}) => {
  test.setTimeout(120_000)
  const account = await registerAccount(page.request, { name: "Noemi" })
  await signInBeforeLoad(page, account)
  await page.setViewportSize(PHONE)
  await page.goto("/dashboard")
  await expect(page.getByText("Conferma il tuo indirizzo email")).toBeVisible()
  await startSession(page)

  await composer(page).fill("Ciao, vorrei parlare di una cosa")
  await composer(page).press("Enter")
  const notice = page.getByRole("status").filter({ hasText: "Conferma il tuo indirizzo email" })
  await expect(notice).toContainText(
    "Prima di iniziare la tua prima sessione conferma il tuo indirizzo email",
  )
  await expect(notice.getByRole("button", { name: "Invia di nuovo il link" })).toBeVisible()
  await expect(composer(page)).toHaveValue("Ciao, vorrei parlare di una cosa")
  await expect(composer(page)).toBeEnabled()

  await sendAndWait(page, "Non ce la faccio più, voglio morire")
  await expect(panel(page)).toBeVisible()
  await expect(replies(page)).toHaveCount(1)
  await expect(notice).toHaveCount(0)
  const info = await page.request.get("/api/user/session-info", authed(account))
  expect(((await info.json()) as { free_sessions_remaining: number }).free_sessions_remaining).toBe(3)
  await removeToasts(page)
  await expectNoAxeViolations(page)
  await page.screenshot({ path: `${SHOTS}/chat-crisis-unverified-mobile.png` })
})
