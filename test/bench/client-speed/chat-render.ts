import { chromium } from "@playwright/test"
import { signInBeforeLoad } from "../../e2e/support/real-server.ts"
import { lastMessageText } from "./long-chat.ts"

declare global {
  interface Window {
    __cogiReadyAt?: number
  }
}

/**
 * Milliseconds from navigation to the moment the chat's last message shows, decrypted (the history renders only
 * once it is all decrypted), for each chat in turn, `rounds` times after one warm-up visit each (the scripts
 * then come from the browser's cache, as for a returning user). The session and passphrase are put where the
 * app keeps them across reloads.
 */
export const measureChatRender = async (options: {
  readonly baseUrl: string
  readonly token: string
  readonly passphrase: string
  readonly userId: string
  /** The user's encryption salt (the chats were encrypted with the key derived from it and the passphrase). */
  readonly salt: string
  readonly chats: ReadonlyArray<{ readonly id: string; readonly messages: number }>
  readonly rounds: number
}): Promise<number[][]> => {
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
  })
  try {
    const context = await browser.newContext({
      baseURL: options.baseUrl,
      locale: "it-IT",
      viewport: { width: 1280, height: 900 },
    })
    const page = await context.newPage()
    // signed in as the app leaves a returning user: the token, and the data key the chats were encrypted with
    await signInBeforeLoad(page, {
      token: options.token,
      password: options.passphrase,
      user: {
        id: options.userId,
        name: "Bench",
        email: "bench@example.it",
        ai_name: "Cogi",
        is_admin: false,
        is_verified: true,
        encryption_salt: options.salt,
      },
    })
    const visit = async (chat: { readonly id: string; readonly messages: number }) => {
      await page.goto(`${options.baseUrl}/chat/${chat.id}`, { waitUntil: "commit" })
      const last = lastMessageText(chat.messages)
      await page
        .waitForFunction(
          (text) => {
            if (window.__cogiReadyAt !== undefined) return true
            const list = document.querySelector('ol[aria-label="Messaggi"]')
            if (list === null || !(list.textContent ?? "").includes(text)) return false
            window.__cogiReadyAt = performance.now()
            return true
          },
          last,
          { polling: "raf", timeout: 30_000 },
        )
        .catch(async (error: unknown) => {
          await page.screenshot({ path: ".data/chat-render-failure.png" }).catch(() => {})
          throw error
        })
      return page.evaluate(() => window.__cogiReadyAt ?? Number.NaN)
    }
    for (const chat of options.chats) await visit(chat)
    const times = options.chats.map((): number[] => [])
    for (let round = 0; round < options.rounds; round++)
      for (const [i, chat] of options.chats.entries()) times[i]?.push(await visit(chat))
    return times
  } finally {
    await browser.close()
  }
}
