import { expect, type APIRequestContext, type Page } from "@playwright/test"

import {
  newSalt,
  registerVerifiedAccount,
  signInBeforeLoad,
  uniqueEmail,
  verifyAccount,
} from "./real-server.ts"

/*
 * The chat screen against the real server: a user signed in (through the UI, or with a token before the page
 * loads) on a new chat, and the chat as the API stores it.
 */

export const PASSWORD = "segreta1"

/** What the chat specs need of an account: its address and bearer token. */
export type ChatAccount = { readonly email: string; readonly token: string }

export const authed = (account: { readonly token: string }) => ({
  headers: { Authorization: `Bearer ${account.token}` },
})

export const newChat = async (
  request: APIRequestContext,
  account: { readonly token: string },
): Promise<string> => {
  const response = await request.post("/api/chats", {
    data: { therapeutic_approach: "gpt" },
    ...authed(account),
  })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { id: string }).id
}

/** A signed-in user (token + password, the encryption key) on a fresh chat. */
export const openChat = async (page: Page, name = "Anna") => {
  const account = await registerVerifiedAccount(page.request, { name })
  const chatId = await newChat(page.request, account)
  await signInBeforeLoad(page, account)
  await page.goto(`/chat/${encodeURIComponent(chatId)}`)
  await expect(page.getByRole("heading", { level: 1, name: "Cogi · assistente AI" })).toBeVisible()
  // Toasts stay readable for the assertions but let clicks through to the header they cover.
  await page.addStyleTag({
    content: "[data-sonner-toaster], [data-sonner-toast] { pointer-events: none !important; }",
  })
  return { account, chatId }
}

/** Registers through the API (with an emergency contact), then logs in through the UI: the password is the key. */
export const signUpAndLogIn = async (page: Page, name = "Giulia"): Promise<ChatAccount> => {
  const email = uniqueEmail(name.toLowerCase())
  const response = await page.request.post("/api/auth/register", {
    data: {
      name,
      email,
      password: PASSWORD,
      ai_name: "Cogi",
      encryption_salt: newSalt(),
      consent_health_data: true,
      adult: true,
      emergency_contact_name: "Marta",
      emergency_contact_phone: "+39 333 1234567",
      emergency_contact_relation: "familiare",
    },
  })
  expect(response.status(), await response.text()).toBe(202)
  await verifyAccount(page.request, email) // sessions need a verified address
  await page.goto("/login")
  await page.getByLabel("Email").fill(email)
  await page.getByLabel("Password").fill(PASSWORD)
  await page.getByRole("button", { name: "Accedi" }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  const token = await page.evaluate(() => localStorage.getItem("cogi.access_token"))
  expect(token).not.toBeNull()
  return { email, token: token ?? "" }
}

export const sessionInfo = async (request: APIRequestContext, account: ChatAccount) => {
  const response = await request.get("/api/user/session-info", authed(account))
  expect(response.status()).toBe(200)
  return (await response.json()) as { free_sessions_remaining: number; total_sessions_available: number }
}

export const storedChat = async (request: APIRequestContext, account: ChatAccount, chatId: string) => {
  const response = await request.get(`/api/chats/${chatId}`, authed(account))
  expect(response.status()).toBe(200)
  return (await response.json()) as {
    title: string | null
    assistant_provider: string
    messages: Array<{ role: string; content: string }>
  }
}

/** Opens a new chat from the dashboard's call to action; returns its id. */
export const startSession = async (page: Page): Promise<string> => {
  await page
    .getByRole("button", { name: /Inizia la tua prima sessione|Inizia una sessione gratuita/ })
    .first()
    .click()
  await expect(page).toHaveURL(/\/chat\/[^/]+$/)
  return decodeURIComponent(new URL(page.url()).pathname.split("/").at(-1) ?? "")
}

/** A new verified account, signed in before the page loads, on a new chat opened from the dashboard. */
export const openNewChat = async (page: Page, name = "Sara") => {
  const account = await registerVerifiedAccount(page.request, { name })
  await signInBeforeLoad(page, account)
  await page.goto("/dashboard")
  return { account, chatId: await startSession(page) }
}

export const composer = (page: Page) => page.getByLabel("Il tuo messaggio")
export const replies = (page: Page) => page.locator("li").filter({ hasText: "Cogi · assistente AI" })
export const lastReply = (page: Page) => replies(page).last()
