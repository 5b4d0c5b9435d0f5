import { expect, test } from "@playwright/test"

import { authed, composer, openChat } from "./support/chat-page.ts"
import { signUpInUi } from "./support/keys-flows.ts"
import { removeToasts, waitForVerificationLinks } from "./support/real-server.ts"
import { expectNoAxeViolations } from "./support/screens.ts"

/*
 * Issue 14: "no credits" and "session ended" were both a 403 FORBIDDEN, and the chat screen took any 403 for an
 * ended session. The error code now names the condition: a user without a session left who writes in a chat
 * that has not started is offered the packages, and nothing says the session ended.
 * Issue 22: the exception is a crisis. Help is never behind a paywall: at 0 credits a crisis message is
 * answered, with the crisis panel, and no price anywhere on screen.
 */

const SHOTS = process.env["COGI_SHOTS_DIR"] ?? "test-results/screenshots"

test("a user with no session left who writes is offered credits, not told the session ended", async ({
  page,
}) => {
  const account = await signUpInUi(page, "Nadia")
  const [link] = await waitForVerificationLinks(page.request, account.email)
  await page.goto(link ?? "")
  await page.getByRole("button", { name: "Vai subito alla dashboard" }).click()
  await expect(page.getByRole("heading", { name: "Il tuo pacchetto" })).toBeVisible()
  const token = await page.evaluate(() => localStorage.getItem("cogi.access_token"))
  const auth = { Authorization: `Bearer ${token ?? ""}` }

  // A chat opened earlier, still waiting for its first message (no session reserved yet)...
  const waiting = await page.request.post("/api/chats", {
    headers: auth,
    data: { therapeutic_approach: "claude" },
  })
  expect(waiting.status()).toBe(201)
  const { id: waitingId } = (await waiting.json()) as { id: string }
  // ...then the three free sessions are used elsewhere (another tab, say).
  for (let i = 0; i < 3; i++) {
    const chat = await page.request.post("/api/chats", {
      headers: auth,
      data: { therapeutic_approach: "claude" },
    })
    const { id } = (await chat.json()) as { id: string }
    const sent = await page.request.post(`/api/chats/${id}/messages`, {
      headers: { ...auth, Accept: "application/json" },
      data: { content: "ciao", ciphertext: "v1:cifrato" },
    })
    expect(sent.status(), await sent.text()).toBe(200)
  }

  await page.goto(`/chat/${waitingId}`)
  const input = page.getByLabel("Il tuo messaggio")
  await expect(input).toBeEnabled()
  await input.fill("Vorrei parlare di una cosa")
  await page.getByRole("button", { name: "Invia" }).click()

  const offer = page.getByRole("region", { name: "Per continuare ti serve una sessione" })
  await expect(offer).toBeVisible()
  await expect(offer).toContainText("Acquista una sessione o riscatta un codice sconto")
  await expect(offer.getByRole("button", { name: "Acquista la sessione" })).toBeVisible()
  await expect(offer.getByRole("button", { name: "Abbonati" })).toBeVisible()
  await expect(page.getByText("La sessione è terminata")).toHaveCount(0)
  await expect(page.getByRole("button", { name: "Nuova Sessione" })).toHaveCount(0)
  await expect(input).toBeEnabled()
  await expect(input).toHaveValue("Vorrei parlare di una cosa")
  await page.screenshot({ path: `${SHOTS}/chat-no-credits-desktop.png` })
  await page.setViewportSize({ width: 375, height: 812 })
  await page.screenshot({ path: `${SHOTS}/chat-no-credits-mobile.png` })

  // buying goes through the payment flow (the local provider's page in development)
  await offer.getByRole("button", { name: "Acquista la sessione" }).click()
  await expect(page).toHaveURL(/local-checkout|checkout/)
})

test("at 0 credits, on a phone, a crisis message is answered: the panel, numbers to tap, a reply, no price", async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 375, height: 812 })
  const { account, chatId } = await openChat(page, "Irene")
  // the three free sessions used elsewhere (another tab, say)
  for (let i = 0; i < 3; i++) {
    const chat = await page.request.post("/api/chats", { ...authed(account), data: {} })
    const { id } = (await chat.json()) as { id: string }
    const sent = await page.request.post(`/api/chats/${id}/messages`, {
      headers: { ...authed(account).headers, Accept: "application/json" },
      data: { content: "ciao", ciphertext: "v1:cifrato" },
    })
    expect(sent.status(), await sent.text()).toBe(200)
  }
  const sessionInfo = async () =>
    (await (await page.request.get("/api/user/session-info", authed(account))).json()) as Record<
      string,
      unknown
    >
  const before = await sessionInfo()
  expect(before["total_sessions_available"]).toBe(0)
  await page.goto(`/chat/${chatId}`)

  await composer(page).fill("voglio morire")
  await composer(page).press("Enter")
  const panel = page.getByRole("region", { name: "Non devi affrontarlo in solitudine" })
  await expect(panel).toBeVisible()
  for (const [name, dial] of [
    ["Numero unico di emergenza 112", "112"],
    ["Telefono Amico 02 2327 2327", "0223272327"],
  ] as const) {
    const link = panel.getByRole("link", { name: `Chiama ${name}` })
    await expect(link).toHaveAttribute("href", `tel:${dial}`)
    await expect(link).toBeInViewport({ ratio: 1 })
  }
  await expect(page.getByRole("button", { name: "Invia" })).toBeVisible({ timeout: 30_000 })
  await expect(page.locator("li").filter({ hasText: "Cogi · assistente AI" })).toHaveCount(1)
  await expect(page.getByRole("region", { name: "Per continuare ti serve una sessione" })).toHaveCount(0)
  await expect(page.locator("body")).not.toContainText(/€|Acquista|Abbonati|codice sconto/)
  expect(await sessionInfo()).toEqual(before)
  await removeToasts(page)
  await expectNoAxeViolations(page)
  await page.screenshot({ path: `${SHOTS}/chat-crisis-no-credits-mobile.png` })
  await page.setViewportSize({ width: 1280, height: 800 })
  await expect(page.locator("body")).not.toContainText(/€|Acquista|Abbonati|codice sconto/)
  await page.screenshot({ path: `${SHOTS}/chat-crisis-no-credits-desktop.png` })
})
