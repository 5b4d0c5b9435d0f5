import { brotliCompressSync } from "node:zlib"
import AxeBuilder from "@axe-core/playwright"
import { expect, test, type APIRequestContext, type Response } from "@playwright/test"

import { sealReply } from "../../client/lib/crypto/reply-envelope.ts"
import { createKeyring, encryptText } from "../../client/lib/crypto/message-crypto.ts"
import {
  type Account,
  registerAccount,
  registerVerifiedAccount,
  signInBeforeLoad,
} from "./support/real-server.ts"

test("the dashboard's scripts and styles arrive brotli-compressed and immutable, without the chat or admin code", async ({
  page,
}) => {
  const account = await registerAccount(page.request, { name: "Bruna" })
  const assets: Response[] = []
  page.on("response", (response) => {
    if (new URL(response.url()).pathname.startsWith("/assets/")) assets.push(response)
  })
  await signInBeforeLoad(page, account)
  await page.goto("/dashboard")
  await expect(page.getByRole("heading", { name: "Ciao, Bruna" })).toBeVisible()
  const document = await page.request.get("/dashboard", {
    headers: { accept: "text/html", "accept-encoding": "br" },
  })
  expect(document.headers()["cache-control"]).toBe("no-cache")
  expect(document.headers()["content-security-policy"]).toContain("script-src 'self'")

  const scripts = assets.filter((response) => /\.(js|css)$/.test(response.url()))
  expect(scripts.length).toBeGreaterThan(1)
  for (const response of scripts) {
    const headers = await response.allHeaders()
    // a file brotli cannot make smaller (a few dozen bytes) has no compressed copy and goes as it is
    const body = await response.body()
    const worthCompressing = brotliCompressSync(body).length < body.length
    expect(headers["content-encoding"], response.url()).toBe(worthCompressing ? "br" : undefined)
    expect(headers["vary"], response.url()).toBe("accept-encoding")
    expect(headers["cache-control"], response.url()).toBe("public, max-age=31536000, immutable")
  }
  const names = scripts.map((response) => new URL(response.url()).pathname)
  expect(names.some((name) => /chat-route|admin-route/.test(name))).toBe(false)
})

/** `turns` exchanges written through the API as the app writes them: message and reply encrypted here. */
const writeConversation = async (request: APIRequestContext, account: Account, turns: number) => {
  const auth = { authorization: `Bearer ${account.token}` }
  const created = await request.post("/api/chats", {
    headers: auth,
    data: { therapeutic_approach: "claude" },
  })
  const { id } = (await created.json()) as { id: string }
  const keyring = createKeyring(account.password)
  const salt = String(account.user["encryption_salt"])
  const turn = async (n: number) => {
    const text = `Messaggio ${n}: oggi ripenso a quello che ci siamo detti.`
    const sent = await request.post(`/api/chats/${id}/messages`, {
      headers: auth,
      data: { content: text, ciphertext: await encryptText(keyring, salt, text) },
    })
    expect(sent.status(), await sent.text()).toBe(200)
    const reply = (await sent.json()) as { reply_id: string; content: string }
    const sealed = sealReply({ text: `Risposta ${n}: ${reply.content}`, crisis: false, interrupted: false })
    const stored = await request.post(`/api/chats/${id}/replies`, {
      headers: auth,
      data: { reply_id: reply.reply_id, ciphertext: await encryptText(keyring, salt, sealed) },
    })
    expect(stored.status(), await stored.text()).toBe(200)
  }
  await turn(1)
  for (let n = 2; n <= turns; n += 6)
    await Promise.all(Array.from({ length: Math.min(6, turns - n + 1) }, (_, i) => turn(n + i)))
  return id
}

test("a long conversation opens decrypted on its latest messages; earlier ones join without moving the reader", async ({
  page,
}) => {
  test.setTimeout(180_000)
  const account = await registerVerifiedAccount(page.request, {
    name: "Marta",
    password: "una-password-lunga",
  })
  const chatId = await writeConversation(page.request, account, 40)
  await signInBeforeLoad(page, account)
  await page.goto(`/chat/${chatId}`)

  const list = page.getByRole("list", { name: "Messaggi" })
  const items = list.getByRole("listitem")
  await expect(items).toHaveCount(60)
  await expect(items.last()).toBeInViewport()
  await expect(page.getByText("Messaggio cifrato non disponibile")).toHaveCount(0)
  await expect(page.getByText("Decifratura della conversazione…")).toHaveCount(0)
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])
  await page.screenshot({ path: test.info().outputPath("long-chat-1280.png") })

  // The button (for keyboard and screen-reader users), pressed where the reader is: nothing moves.
  const earlier = page.getByRole("button", { name: "Mostra i messaggi precedenti (20 non mostrati)" })
  const lastText = await items.last().locator("p").first().innerText()
  const before = await items.last().boundingBox()
  await earlier.evaluate((button) => (button as HTMLButtonElement).click())
  await expect(items).toHaveCount(80)
  const after = await list.getByRole("listitem").filter({ hasText: lastText }).last().boundingBox()
  expect(Math.abs((after?.y ?? 0) - (before?.y ?? 0))).toBeLessThan(2)
  await expect(page.getByRole("button", { name: /messaggi precedenti/ })).toHaveCount(0)

  // Scrolling up to the top brings the earlier page in above, and the reader stays on what they were reading.
  await page.setViewportSize({ width: 375, height: 740 })
  await page.reload()
  await expect(items).toHaveCount(60)
  await expect(items.last()).toBeInViewport()
  const oldest = await items.first().locator("p").first().innerText()
  const region = page.getByRole("region", { name: "Conversazione" })
  // where the oldest shown message sits from the top of the view: in the content, and in the view as it is now
  // (at night the care note leaves the view only ~170 px, less than what stands above that message at the top)
  const placeOf = (text: string) =>
    region.evaluate((el, text) => {
      const item = [...el.querySelectorAll("li")].find((li) => li.textContent?.includes(text))
      const inView = (item?.getBoundingClientRect().top ?? NaN) - el.getBoundingClientRect().top
      return { inContent: inView + el.scrollTop, inView }
    }, text)
  const { inContent } = await placeOf(oldest)
  await region.evaluate((el) => el.scrollTo({ top: 0 }))
  await expect(items).toHaveCount(80)
  // the reader, now at the top, still sees what was there: the earlier messages came in above it
  await expect.poll(async () => Math.abs((await placeOf(oldest)).inView - inContent)).toBeLessThan(2)
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])
  await page.screenshot({ path: test.info().outputPath("long-chat-375.png") })
})
