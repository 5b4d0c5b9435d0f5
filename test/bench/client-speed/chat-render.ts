import { chromium } from "@playwright/test"
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
    const context = await browser.newContext({ locale: "it-IT", viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    // signed in as the app leaves a returning user: the token in localStorage and the data key (here the legacy
    // key the chats were encrypted with, PBKDF2 of the passphrase) as a non-extractable CryptoKey in IndexedDB
    await page.goto(`${options.baseUrl}/api/health`)
    await page.evaluate(
      async ({ token, passphrase, userId, salt }) => {
        localStorage.setItem("cogi.access_token", token)
        const material = await crypto.subtle.importKey(
          "raw",
          new TextEncoder().encode(passphrase),
          "PBKDF2",
          false,
          ["deriveKey"],
        )
        const key = await crypto.subtle.deriveKey(
          {
            name: "PBKDF2",
            hash: "SHA-256",
            salt: Uint8Array.from(atob(salt), (c) => c.charCodeAt(0)),
            iterations: 100_000,
          },
          material,
          { name: "AES-GCM", length: 256 },
          false,
          ["encrypt", "decrypt"],
        )
        await new Promise<void>((resolve, reject) => {
          const request = indexedDB.open("cogi-keys", 1)
          request.onupgradeneeded = () => request.result.createObjectStore("data-keys")
          request.onerror = () => reject(request.error)
          request.onsuccess = () => {
            const tx = request.result.transaction("data-keys", "readwrite")
            tx.objectStore("data-keys").put({ userId, keyId: null, key }, "current")
            tx.oncomplete = () => {
              request.result.close()
              resolve()
            }
            tx.onerror = () => reject(tx.error)
          }
        })
      },
      { token: options.token, passphrase: options.passphrase, userId: options.userId, salt: options.salt },
    )
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
