import AxeBuilder from "@axe-core/playwright"
import { expect, test, type APIRequestContext } from "@playwright/test"

import {
  advanceClock,
  registerAccount,
  registerVerifiedAccount,
  resetClock,
  signInBeforeLoad,
  withClockMoved,
  type Account,
} from "./support/real-server.ts"

// The dashboard on the real server. Ages and credits come from real chats and wallets; the dev clock places
// chats in the past and ages the token. The only mock left is the payment provider's failure (last test).

const authorized = (account: Account) => ({ authorization: `Bearer ${account.token}` })

// Tests here move the server clock; put it back even when one fails half-way.
test.afterEach(async ({ request }) => resetClock(request))

const createChat = async (request: APIRequestContext, account: Account, approach: string) => {
  const response = await request.post("/api/chats", {
    headers: authorized(account),
    data: { therapeutic_approach: approach },
  })
  expect(response.ok(), await response.text()).toBe(true)
  return ((await response.json()) as { id: string }).id
}

const sendFirstMessage = async (request: APIRequestContext, account: Account, chatId: string) => {
  const sent = await request.post(`/api/chats/${chatId}/messages`, {
    headers: authorized(account),
    data: { content: "Ciao", ciphertext: "cifrato" },
  })
  expect(sent.status(), await sent.text()).toBe(200)
}

test("the dashboard greets, shows credits and lists the started sessions by age", async ({
  page,
  request,
}) => {
  // Chats written in 50 h ago and 5 h ago (server time), then one nobody has written in yet: that one is no row.
  await resetClock(request)
  let account: Account
  try {
    await advanceClock(request, -50 * 60)
    account = await registerVerifiedAccount(request, { name: "Anna" })
    await sendFirstMessage(request, account, await createChat(request, account, "gemini"))
    await advanceClock(request, 45 * 60)
    await sendFirstMessage(request, account, await createChat(request, account, "claude"))
  } finally {
    await resetClock(request)
  }
  await createChat(request, account, "gpt")

  await signInBeforeLoad(page, account)
  await page.goto("/dashboard")
  await expect(page.getByRole("heading", { name: "Ciao, Anna" })).toBeVisible()
  await expect(page.getByText("1 disponibile", { exact: true })).toBeVisible()
  await expect(page.getByRole("button", { name: "Inizia una sessione gratuita" })).toBeVisible()
  const rows = page.getByRole("region", { name: "Le tue sessioni" }).getByRole("listitem")
  await expect(rows).toHaveCount(2)
  await expect(rows.nth(0)).toContainText("5h fa")
  await expect(rows.nth(0)).toContainText("Profondo e riflessivo")
  await expect(rows.nth(1)).toContainText("2g fa")
  await expect(rows.nth(1)).toContainText("Creativo con supporto visivo")
  await expect(page.getByText("Equilibrato e versatile")).toHaveCount(0)
  await expect(page.getByRole("link", { name: "Pannello admin" })).toHaveCount(0)
  const results = await new AxeBuilder({ page }).analyze()
  expect(results.violations).toEqual([])
  await page.screenshot({ path: "test-results/screenshots/dashboard-desktop.png", fullPage: true })
  await page.setViewportSize({ width: 375, height: 812 })
  await page.screenshot({ path: "test-results/screenshots/dashboard-mobile.png", fullPage: true })
})

test("each 'Nuova sessione' click reopens the same unstarted chat and leaves no empty row", async ({
  page,
  request,
}) => {
  const account = await registerVerifiedAccount(request, { name: "Anna" })
  await signInBeforeLoad(page, account)
  await page.goto("/dashboard")
  await expect(page.getByText("Non hai ancora iniziato nessuna sessione.", { exact: false })).toBeVisible()

  const created = page.waitForResponse(
    (r) => r.url().endsWith("/api/chats") && r.request().method() === "POST",
  )
  await page.getByRole("button", { name: "Inizia la tua prima sessione" }).click()
  expect((await created).status()).toBe(201)
  await expect(page).toHaveURL(/\/chat\/[0-9a-f-]{36}$/)
  const firstChat = page.url()

  let posts = 0
  page.on("request", (r) => {
    if (r.url().endsWith("/api/chats") && r.method() === "POST") posts += 1
  })
  for (let click = 0; click < 2; click += 1) {
    await page.goto("/dashboard")
    await expect(page.getByText("Non hai ancora iniziato nessuna sessione.", { exact: false })).toBeVisible()
    await page.getByRole("button", { name: "Inizia la tua prima sessione" }).click()
    await expect(page).toHaveURL(firstChat)
  }
  expect(posts).toBe(0)
  const listed = await request.get("/api/chats", { headers: authorized(account) })
  expect(((await listed.json()) as ReadonlyArray<unknown>).length).toBe(1)
})

test("with no sessions left the call to action is paid and a discount code adds one", async ({
  page,
  request,
}) => {
  // Spend the 3 free sessions: the first message of a chat reserves a credit.
  const account = await registerVerifiedAccount(request, { name: "Anna" })
  for (const approach of ["claude", "gpt", "gemini"]) {
    await sendFirstMessage(request, account, await createChat(request, account, approach))
  }

  await signInBeforeLoad(page, account)
  await page.goto("/dashboard")
  await expect(page.getByText("Nessuna sessione", { exact: true })).toBeVisible()
  await expect(page.getByRole("button", { name: "Nuova sessione · 9,99 €" })).toBeVisible()

  await page.getByRole("button", { name: "Hai un codice sconto?" }).click()
  const dialog = page.getByRole("dialog", { name: "Riscatta un codice sconto" })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole("button", { name: "Riscatta" })).toBeDisabled()
  await dialog.getByLabel("Codice sconto").fill("nonesiste1")
  await expect(dialog.getByLabel("Codice sconto")).toHaveValue("NONESISTE1")
  const redeem = page.waitForRequest((r) => r.url().endsWith("/api/discount/redeem"))
  await dialog.getByRole("button", { name: "Riscatta" }).click()
  expect((await redeem).postDataJSON()).toEqual({ code: "NONESISTE1" })
  await expect(dialog.getByText("Codice sconto non valido.")).toBeVisible()
  await expect(dialog.getByLabel("Codice sconto")).toHaveValue("NONESISTE1")
  const results = await new AxeBuilder({ page }).analyze()
  expect(results.violations).toEqual([])

  await dialog.getByLabel("Codice sconto").fill("quick1")
  await dialog.getByRole("button", { name: "Riscatta" }).click()
  await expect(page.getByText("Codice riscattato! Hai ricevuto 1 sessione.")).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(page.getByText("1 disponibile", { exact: true })).toBeVisible()
  await expect(page.getByRole("button", { name: "Nuova sessione · 9,99 €" })).toHaveCount(0)
})

test("an expired token on a refetch ends the session and returns to /login", async ({ page, request }) => {
  await resetClock(request)
  await signInBeforeLoad(page, await registerAccount(request, { name: "Anna" }))
  await page.goto("/dashboard")
  await expect(page.getByText("3 disponibili")).toBeVisible()

  // 8 days later the 7-day token has expired; regaining focus refetches session info, which gets 401. (On a
  // slow machine a lazy part of the dashboard may ask first and meet the 401 itself: either way, one request.)
  await withClockMoved(request, 8 * 24 * 60, async () => {
    const refused: string[] = []
    page.on("response", (r) => {
      if (r.url().includes("/api/") && r.status() === 401) refused.push(new URL(r.url()).pathname)
    })
    await page.evaluate(() => window.dispatchEvent(new Event("visibilitychange")))
    await expect(page.getByText("Sessione scaduta. Effettua di nuovo il login.")).toBeVisible()
    await expect(page).toHaveURL(/\/login$/)
    expect(refused.length).toBeGreaterThan(0)
  })
  expect(await page.evaluate(() => localStorage.getItem("cogi.access_token"))).toBeNull()
})

test("a checkout the payment provider refuses shows the server's message", async ({ page, request }) => {
  // Mocked on purpose: the local payment provider of the e2e server never fails, so the provider's 502 is
  // simulated for this one call; everything else goes to the real server.
  await page.route("**/api/payments/checkout/create", (route) =>
    route.fulfill({
      status: 502,
      contentType: "application/json",
      body: JSON.stringify({
        code: "PAYMENT_PROVIDER_ERROR",
        detail: "Errore nella creazione del pagamento. Riprova.",
      }),
    }),
  )
  await signInBeforeLoad(page, await registerAccount(request, { name: "Anna" }))
  await page.goto("/dashboard")
  await page.getByRole("button", { name: "Abbonati" }).click()
  await expect(page.getByText("Errore nella creazione del pagamento. Riprova.")).toBeVisible()
  await expect(page).toHaveURL(/\/dashboard$/)
})
