import { randomBytes } from "node:crypto"

import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test"

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

/** What POST /api/auth/register answers to every accepted sign-up, new address or taken (202, issue 13). */
export const signUpAccepted = {
  message:
    "Ti abbiamo inviato un'email all'indirizzo indicato: apri il link che contiene per continuare. Se non la trovi, controlla anche la cartella spam.",
}

/**
 * POST /api/auth/register, as the register form would (202 and no token, whatever the address), then POST
 * /api/auth/login with the same password, as the user does after the mail. The address stays unverified.
 */
export const registerAccount = async (
  request: APIRequestContext,
  options: { name?: string; email?: string; password?: string; aiName?: string } = {},
): Promise<Account> => {
  const name = options.name ?? "Anna"
  const email = options.email ?? uniqueEmail(name.toLowerCase())
  const password = options.password ?? "segreta1"
  const registered = await request.post("/api/auth/register", {
    data: {
      name,
      email,
      password,
      ai_name: options.aiName ?? "Cogi",
      encryption_salt: newSalt(),
      consent_health_data: true,
      adult: true,
    },
  })
  expect(registered.status(), `register ${email}: ${await registered.text()}`).toBe(202)
  expect(await registered.json()).toEqual(signUpAccepted)
  const body = await loginAccount(request, email, password)
  return { name, email, password, token: body.access_token, user: body.user }
}

/** POST /api/auth/login (the e2e server raises the per-IP login limit: every account signs in once made). */
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
 * Opens the app already signed in, as after a login on this device: the token in localStorage and the data key
 * in IndexedDB, as a non-extractable CryptoKey (DESIGN §6). Accounts made through the API have no wrapped keys
 * yet, so their data key is their password-derived key (what a login would move over). Seeded once, on a
 * same-origin page that does not run the app, so a later logout stays logged out.
 */
export const signInBeforeLoad = async (
  page: Page,
  account: Pick<Account, "token" | "password"> & { readonly user?: ApiUser },
) => {
  await page.goto("/api/health")
  await page.evaluate(
    async ({ token, password, user, dbName, storeName }) => {
      localStorage.setItem("cogi.access_token", token)
      if (user === null) return
      const salt = Uint8Array.from(atob(user.salt), (c) => c.charCodeAt(0))
      const material = await crypto.subtle.importKey(
        "raw",
        new TextEncoder().encode(password),
        "PBKDF2",
        false,
        ["deriveKey"],
      )
      const key = await crypto.subtle.deriveKey(
        { name: "PBKDF2", hash: "SHA-256", salt, iterations: 100_000 },
        material,
        { name: "AES-GCM", length: 256 },
        false,
        ["encrypt", "decrypt"],
      )
      await new Promise<void>((resolve, reject) => {
        const request = indexedDB.open(dbName, 1)
        request.onupgradeneeded = () => request.result.createObjectStore(storeName)
        request.onerror = () => reject(request.error)
        request.onsuccess = () => {
          const tx = request.result.transaction(storeName, "readwrite")
          tx.objectStore(storeName).put({ userId: user.id, keyId: null, key }, "current")
          tx.oncomplete = () => {
            request.result.close()
            resolve()
          }
          tx.onerror = () => reject(tx.error)
        }
      })
    },
    {
      token: account.token,
      password: account.password,
      user:
        account.user === undefined
          ? null
          : { id: account.user.id, salt: String(account.user["encryption_salt"] ?? "") },
      dbName: "cogi-keys",
      storeName: "data-keys",
    },
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

/** The subjects of the mails sent to `email`, newest first, as /dev/mailbox lists them. */
export const mailSubjects = async (request: APIRequestContext, email: string): Promise<string[]> => {
  const html = await (await request.get("/dev/mailbox")).text()
  return html
    .split('<article class="mail"')
    .slice(1)
    .filter((article) => decodeHtml(/A: <strong>([^<]*)<\/strong>/.exec(article)?.[1] ?? "") === email)
    .map((article) => decodeHtml(/<h2 id="[^"]*">([^<]*)<\/h2>/.exec(article)?.[1] ?? ""))
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
/**
 * Dismisses every toast on screen with its own close button, as a person would, and waits until they are gone.
 * Never remove their nodes by hand: sonner (React) still owns them, and the next toast is inserted before a node
 * that is no longer there — React then fails and the toast never shows (the dev-clock halfway toast of
 * chat.spec.ts went missing that way on a busy machine, whenever a toast removed by hand was still alive).
 */
export const removeToasts = (page: Page) =>
  expect(async () => {
    await page.evaluate(() =>
      document
        .querySelectorAll<HTMLButtonElement>("[data-sonner-toast] [data-close-button]")
        .forEach((button) => button.click()),
    )
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 2_000 })
  }).toPass({ timeout: 20_000 })

/**
 * Regains focus (which refetches the session's status) until `locator` shows. One focus is not always enough
 * after a clock move: react-query skips a focus refetch while an earlier fetch of the same query is in flight,
 * and that one may have been answered before the move.
 */
export const refocusUntilVisible = (page: Page, locator: Locator) =>
  expect(async () => {
    await page.evaluate(() => window.dispatchEvent(new Event("visibilitychange")))
    await expect(locator).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 35_000 })

/** `registerAccount`, then the address verified with the mailed link: sessions need a verified address. */
export const registerVerifiedAccount = async (
  request: APIRequestContext,
  options: Parameters<typeof registerAccount>[1] = {},
): Promise<Account> => {
  const account = await registerAccount(request, options)
  await verifyAccount(request, account.email)
  return { ...account, user: { ...account.user, is_verified: true } }
}

/** Ticks the sign-up form's consent (GDPR art. 9) and 18+ boxes. */
export const acceptConsent = async (page: Page) => {
  await page.getByLabel(/Acconsento al trattamento dei dati sul mio benessere emotivo/).check()
  await page.getByLabel("Dichiaro di avere almeno 18 anni.").check()
}

/** The recovery-key step after sign-up (or a reset without it): reads the key, confirms it was kept, goes on. */
export const keepRecoveryKey = async (page: Page, confirmLabel = "Continua"): Promise<string> => {
  const key = (await page.getByTestId("recovery-key").textContent()) ?? ""
  expect(key).toMatch(/^([0-9A-Z]{4}-){7}[0-9A-Z]{4}$/)
  await page.getByLabel("Ho conservato la mia chiave di recupero in un posto sicuro.").check()
  await page.getByRole("button", { name: confirmLabel }).click()
  return key
}

/** What this browser keeps of the user's data key (IndexedDB), or null: never its bytes, only their shape. */
export const storedDataKey = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{
        userId: string
        keyId: string | null
        extractable: boolean
        algorithm: string
        /** How many earlier keys it keeps to read the history (-1: one of them is extractable or not AES-GCM). */
        previousKeys: number
      } | null>((resolve) => {
        const request = indexedDB.open("cogi-keys", 1)
        request.onupgradeneeded = () => request.result.createObjectStore("data-keys")
        request.onsuccess = () => {
          const get = request.result.transaction("data-keys").objectStore("data-keys").get("current")
          get.onsuccess = () => {
            const entry = get.result as
              { userId: string; keyId: string | null; key: CryptoKey; previousKeys?: CryptoKey[] } | undefined
            const previous = entry?.previousKeys ?? []
            request.result.close()
            resolve(
              entry === undefined
                ? null
                : {
                    userId: entry.userId,
                    keyId: entry.keyId,
                    extractable: entry.key.extractable,
                    algorithm: entry.key.algorithm.name,
                    previousKeys: previous.every(
                      (key) => !key.extractable && key.algorithm.name === "AES-GCM",
                    )
                      ? previous.length
                      : -1,
                  },
            )
          }
        }
      }),
  )
