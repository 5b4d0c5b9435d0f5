import { randomBytes } from "node:crypto"

import { expect, type APIRequestContext, type Page } from "@playwright/test"

import { e2eAdmin } from "../../../playwright.config.ts"

/*
 * Helpers for e2e tests against the real server (playwright.config.ts `appServer`): accounts through the API,
 * the dev mailbox (/dev/mailbox), the dev clock (POST /api/dev/clock). Every test makes its own users, with
 * addresses no other test (or earlier run on the same database) uses.
 */

export type ApiUser = {
  readonly id: string
  readonly name: string
  readonly email: string
  readonly ai_name: string
  readonly is_admin: boolean
  readonly is_verified: boolean
  readonly [field: string]: unknown
}

export type Account = {
  readonly name: string
  readonly email: string
  readonly password: string
  readonly token: string
  readonly user: ApiUser
}

let sequence = 0

/** A fresh address, short enough for a phone screen, e.g. `anna.k3f9a2b@example.it`. */
export const uniqueEmail = (label = "utente") =>
  `${label}.${(Date.now() % 36 ** 4).toString(36)}${(sequence++ % 36).toString(36)}${randomBytes(1).toString("hex")}@example.it`

export const newSalt = () => randomBytes(16).toString("base64")

const authResponse = async (response: Awaited<ReturnType<APIRequestContext["post"]>>, what: string) => {
  expect(response.status(), `${what}: ${await response.text()}`).toBe(200)
  return (await response.json()) as { access_token: string; user: ApiUser }
}

/** POST /api/auth/register, as the register form would (the address stays unverified). */
export const registerAccount = async (
  request: APIRequestContext,
  options: { name?: string; email?: string; password?: string; aiName?: string } = {},
): Promise<Account> => {
  const name = options.name ?? "Anna"
  const email = options.email ?? uniqueEmail(name.toLowerCase())
  const password = options.password ?? "segreta1"
  const body = await authResponse(
    await request.post("/api/auth/register", {
      data: { name, email, password, ai_name: options.aiName ?? "Cogi", encryption_salt: newSalt() },
    }),
    `register ${email}`,
  )
  return { name, email, password, token: body.access_token, user: body.user }
}

/** POST /api/auth/login (counts towards the server's per-IP login limit: 30 per 15 minutes). */
export const loginAccount = async (request: APIRequestContext, email: string, password: string) =>
  authResponse(await request.post("/api/auth/login", { data: { email, password } }), `login ${email}`)

let adminAccount: Account | undefined

/** The administrator from the environment (playwright.config.ts `e2eAdmin`), logged in once per worker. */
export const adminSession = async (request: APIRequestContext): Promise<Account> => {
  if (adminAccount === undefined) {
    const body = await loginAccount(request, e2eAdmin.email, e2eAdmin.password)
    adminAccount = { ...e2eAdmin, name: body.user.name, token: body.access_token, user: body.user }
  }
  return adminAccount
}

/**
 * Opens the app already signed in, as after a login on this device: the token in localStorage, the password
 * (the encryption passphrase) in sessionStorage. Only the first document of the tab is seeded, so a later
 * logout stays logged out across navigations.
 */
export const signInBeforeLoad = async (page: Page, account: Pick<Account, "token" | "password">) => {
  await page.addInitScript(
    ({ token, password }) => {
      if (sessionStorage.getItem("e2e.seeded") !== null) return
      sessionStorage.setItem("e2e.seeded", "1")
      localStorage.setItem("cogi.access_token", token)
      sessionStorage.setItem("cogi.passphrase", password)
    },
    { token: account.token, password: account.password },
  )
}

/** Moves the server clock by `minutes` (negative goes back); returns the new total offset in minutes. */
export const advanceClock = async (request: APIRequestContext, minutes: number): Promise<number> => {
  const response = await request.post("/api/dev/clock", { data: { advance_minutes: minutes } })
  expect(response.status(), await response.text()).toBe(200)
  return ((await response.json()) as { offset_minutes: number }).offset_minutes
}

/** Puts the server clock back to real time (other specs may have left it moved). */
export const resetClock = async (request: APIRequestContext) => {
  const offset = await advanceClock(request, 0)
  if (offset !== 0) await advanceClock(request, -offset)
}

/** Runs `body` with the server clock moved by `minutes`, then moves it back by the same amount. */
export const withClockMoved = async <T>(
  request: APIRequestContext,
  minutes: number,
  body: () => Promise<T>,
) => {
  await advanceClock(request, minutes)
  try {
    return await body()
  } finally {
    await advanceClock(request, -minutes)
  }
}

const decodeHtml = (text: string) =>
  text
    .replaceAll("&amp;", "&")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&quot;", '"')
    .replaceAll("&#39;", "'")

/** The verification links mailed to `email`, newest first, as /dev/mailbox lists them (the mail job is async). */
export const verificationLinks = async (request: APIRequestContext, email: string): Promise<string[]> => {
  const html = await (await request.get("/dev/mailbox")).text()
  return html
    .split('<article class="mail"')
    .slice(1)
    .filter((article) => decodeHtml(/A: <strong>([^<]*)<\/strong>/.exec(article)?.[1] ?? "") === email)
    .flatMap((article) => {
      const link = /href="([^"]*\/verify-email\?token=[^"]*)"/.exec(article)?.[1]
      return link === undefined ? [] : [decodeHtml(link)]
    })
}

/** Waits until `count` verification mails reached `email`; returns the links, newest first. */
export const waitForVerificationLinks = async (request: APIRequestContext, email: string, count = 1) => {
  let links: string[] = []
  await expect
    .poll(async () => (links = await verificationLinks(request, email)).length, {
      message: `verification mails to ${email}`,
      timeout: 15_000,
    })
    .toBeGreaterThanOrEqual(count)
  return links
}

/** Verifies the address through the API with the newest link from the mailbox. */
export const verifyAccount = async (request: APIRequestContext, email: string) => {
  const [link] = await waitForVerificationLinks(request, email)
  const token = new URL(link ?? "").searchParams.get("token")
  const response = await request.post("/api/auth/verify-email", { data: { token } })
  expect(response.status(), await response.text()).toBe(200)
}

/** Removes the toasts (they would cover parts of a screenshot). */
export const removeToasts = (page: Page) =>
  page.evaluate(() => document.querySelectorAll("[data-sonner-toast]").forEach((toast) => toast.remove()))

/** `registerAccount`, then the address verified with the mailed link: sessions need a verified address. */
export const registerVerifiedAccount = async (
  request: APIRequestContext,
  options: Parameters<typeof registerAccount>[1] = {},
): Promise<Account> => {
  const account = await registerAccount(request, options)
  await verifyAccount(request, account.email)
  return { ...account, user: { ...account.user, is_verified: true } }
}
