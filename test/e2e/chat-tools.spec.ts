import AxeBuilder from "@axe-core/playwright"
import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test"

import {
  advanceClock,
  registerVerifiedAccount,
  signInBeforeLoad,
  type Account,
} from "./support/real-server.ts"

/*
 * The chat tools (client/features/chat-tools) inside the real chat screen, against the real server: the
 * encryption badge, the rename and approach dialogs, encrypted image upload, voice dictation with a stubbed
 * SpeechRecognition (headless Chromium has none that works) and the appointment dialog (reached with the dev
 * clock). Every open dialog goes through axe and is photographed at 1280 px and 375 px.
 */
test.describe.configure({ mode: "serial" })

const SHOTS = process.env["COGI_SHOTS_DIR"] ?? "test-results/screenshots"

const authed = (account: Account) => ({ headers: { Authorization: `Bearer ${account.token}` } })

const newChat = async (request: APIRequestContext, account: Account): Promise<string> => {
  const response = await request.post("/api/chats", {
    data: { therapeutic_approach: "gpt" },
    ...authed(account),
  })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { id: string }).id
}

/** A signed-in user (token + password, the encryption key) on a fresh chat. */
const openChat = async (page: Page, name = "Anna") => {
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

const dialogAxe = async (page: Page) => {
  const result = await new AxeBuilder({ page }).include("[role='dialog']").analyze()
  expect(
    result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([])
}

/*
 * Toasts are hidden with CSS for the pictures, never removed from the DOM: sonner still owns those nodes, and
 * React fails when it later unmounts a node someone else removed.
 */
const hideToasts = (page: Page) =>
  page.evaluate(() => {
    const style = document.createElement("style")
    style.id = "e2e-hide-toasts"
    style.textContent = "[data-sonner-toaster] { display: none !important; }"
    document.head.append(style)
  })
const showToasts = (page: Page) => page.evaluate(() => document.getElementById("e2e-hide-toasts")?.remove())

/** The whole screen at desktop and phone widths (no dialog open). */
const shootPage = async (page: Page, name: string) => {
  await hideToasts(page)
  await page.screenshot({ path: `${SHOTS}/${name}-desktop.png` })
  await page.setViewportSize({ width: 375, height: 812 })
  expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false)
  await page.screenshot({ path: `${SHOTS}/${name}-mobile.png` })
  await page.setViewportSize({ width: 1280, height: 900 })
  await showToasts(page)
}

/** The open dialog at desktop and phone widths; it must fit the phone without sideways scrolling. */
/** The options of a select whose text is wider than the select shows (its padding and arrow excluded). */
const clippedOptions = (select: Locator) =>
  select.evaluate((element) => {
    const box = element as HTMLSelectElement
    const style = getComputedStyle(box)
    const context = document.createElement("canvas").getContext("2d")
    if (context === null) return ["no canvas"]
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
    const arrow = 20
    const room = box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - arrow
    return Array.from(box.options)
      .map((option) => option.text)
      .filter((text) => context.measureText(text).width > room)
  })

const shootBoth = async (page: Page, name: string) => {
  await hideToasts(page)
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.screenshot({ path: `${SHOTS}/${name}-desktop.png` })
  await page.setViewportSize({ width: 375, height: 812 })
  await expect(page.getByRole("dialog")).toBeInViewport()
  const box = await page.getByRole("dialog").boundingBox()
  expect(box).not.toBeNull()
  expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 375).toBe(true)
  await page.screenshot({ path: `${SHOTS}/${name}-mobile.png` })
  await page.setViewportSize({ width: 1280, height: 900 })
  await showToasts(page)
}

const composer = (page: Page) => page.getByLabel("Il tuo messaggio")

test.use({ viewport: { width: 1280, height: 900 } })

test("header tools: encryption badge, rename the assistant, change the approach", async ({ page }) => {
  const { account, chatId } = await openChat(page)

  // The badge explains, honestly, what is encrypted and what reaches the model.
  await page.getByRole("button", { name: "Cifrato nel browser" }).click()
  const badgeDialog = page.getByRole("dialog", { name: "Come proteggiamo le tue parole" })
  await expect(badgeDialog).toContainText("PBKDF2-SHA256, 600.000 iterazioni")
  await expect(badgeDialog).toContainText("Il modello di intelligenza artificiale legge i messaggi che invii")
  await expect(badgeDialog).toContainText("Il nostro server non lo salva mai in chiaro")
  await dialogAxe(page)
  await shootBoth(page, "chat-tools-encryption")
  await page.keyboard.press("Escape")
  await expect(badgeDialog).toBeHidden()
  await expect(page.getByRole("button", { name: "Cifrato nel browser" })).toBeFocused()

  // Rename: blank is refused, a real name is saved for the account and shown at once.
  await page.getByRole("button", { name: /Rinomina l'assistente/ }).click()
  const rename = page.getByRole("dialog", { name: "Rinomina il tuo assistente" })
  const nameField = rename.getByLabel("Nome dell'assistente")
  await expect(nameField).toHaveValue("Cogi")
  await expect(nameField).toBeFocused()
  await nameField.fill("   ")
  await rename.getByRole("button", { name: "Salva" }).click()
  await expect(rename.getByText("Il nome non può essere vuoto")).toBeVisible()
  await dialogAxe(page)
  await shootBoth(page, "chat-tools-rename-error")
  await nameField.fill("  Luna ")
  await rename.getByRole("button", { name: "Salva" }).click()
  await expect(rename).toBeHidden()
  await expect(page.getByText("D'ora in poi il tuo assistente si chiamerà Luna.")).toBeVisible()
  await expect(page.getByRole("heading", { level: 1, name: "Luna · assistente AI" })).toBeVisible()
  const me = await page.request.get("/api/user/me", authed(account))
  expect(((await me.json()) as { ai_name: string }).ai_name).toBe("Luna")

  // Approach: the server's three approaches with descriptions; the choice is saved on the chat.
  await page.getByRole("button", { name: /Cambia approccio/ }).click()
  const picker = page.getByRole("dialog", { name: "Scegli l'approccio" })
  await expect(picker.getByRole("radio")).toHaveCount(3)
  await expect(picker.getByRole("radio", { name: /Equilibrato e versatile/ })).toBeChecked()
  await expect(picker.getByRole("radio", { name: /Profondo e riflessivo/ })).toBeVisible()
  await expect(picker.getByRole("radio", { name: /Creativo con supporto visivo/ })).toBeVisible()
  await dialogAxe(page)
  await shootBoth(page, "chat-tools-approach")
  await picker.getByText("Profondo e riflessivo").click()
  await picker.getByRole("button", { name: "Conferma" }).click()
  await expect(picker).toBeHidden()
  await expect(page.getByRole("button", { name: /Approccio: Profondo e riflessivo/ })).toBeVisible()
  const chat = await page.request.get(`/api/chats/${chatId}`, authed(account))
  expect(((await chat.json()) as { therapeutic_approach: string }).therapeutic_approach).toBe("claude")
})

test("images: refused formats, encrypted upload, decrypted in the conversation", async ({ page }) => {
  const { account, chatId } = await openChat(page, "Bruno")
  const input = page.getByTestId("image-file-input")

  await input.setInputFiles({ name: "appunti.txt", mimeType: "text/plain", buffer: Buffer.from("ciao") })
  await expect(page.getByText("Formato non supportato. Usa JPG, PNG, GIF o WebP.")).toBeVisible()

  const pngBase64 = await page.evaluate(() => {
    const canvas = document.createElement("canvas")
    canvas.width = 120
    canvas.height = 80
    const context = canvas.getContext("2d")
    if (context === null) throw new Error("no canvas")
    context.fillStyle = "#e9b872"
    context.fillRect(0, 0, 120, 80)
    context.fillStyle = "#a34a24"
    context.fillRect(20, 20, 40, 40)
    return canvas.toDataURL("image/png").split(",")[1] ?? ""
  })
  const png = Buffer.from(pngBase64, "base64")
  const uploads: Array<{ type: string | null; contentType: string | null; body: Buffer | null }> = []
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/images") {
      uploads.push({
        type: request.headers()["x-image-type"] ?? null,
        contentType: request.headers()["content-type"] ?? null,
        body: request.postDataBuffer(),
      })
    }
  })
  await input.setInputFiles({ name: "mare.png", mimeType: "image/png", buffer: png })
  await expect(page.getByText(/Immagine allegata/)).toBeVisible()
  // A thumbnail before sending, with a labelled remove button.
  const preview = page.getByRole("form", { name: "Scrivi un messaggio" }).locator("img")
  await expect(preview).toBeVisible()
  await expect(preview).toHaveAttribute("src", /^blob:/)
  await expect(page.getByRole("button", { name: "Rimuovi l'immagine allegata" })).toBeVisible()
  await shootPage(page, "chat-tools-image-preview")
  await expect(composer(page)).toHaveValue("Ecco un'immagine che vorrei condividere con te.")

  // What left the browser was ciphertext: salt | iv | AES-GCM(png) | tag, never the PNG itself.
  expect(uploads).toHaveLength(1)
  expect(uploads[0]?.type).toBe("image/png")
  expect(uploads[0]?.contentType).toBe("application/octet-stream")
  const sent = uploads[0]?.body ?? Buffer.alloc(0)
  expect(sent.length).toBe(png.length + 16 + 12 + 16)
  expect(sent.includes(png.subarray(0, 8))).toBe(false)

  await page.getByRole("button", { name: "Invia" }).click()
  const shown = page.locator("img[alt='Immagine condivisa nella conversazione']")
  await expect(shown).toBeVisible()
  await expect(shown).toHaveAttribute("src", /^blob:/)
  expect(await shown.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([
    120, 80,
  ])
  await shootPage(page, "chat-tools-image-message")

  // The stored message points at the encrypted copy, which the server hands back still encrypted.
  const chat = (await (await page.request.get(`/api/chats/${chatId}`, authed(account))).json()) as {
    messages: Array<{ image: { url: string; width: number; height: number } | null }>
  }
  const image = chat.messages.find((m) => m.image !== null)?.image
  expect(image?.url).toMatch(/^\/api\/images\/[0-9a-f-]{36}$/)
  expect([image?.width, image?.height]).toEqual([120, 80])
  const stored = await page.request.get(image?.url ?? "", authed(account))
  expect(stored.status()).toBe(200)
  expect(Buffer.compare(await stored.body(), sent)).toBe(0)

  // After a reload the image is fetched and decrypted again.
  await page.reload()
  await expect(page.locator("img[alt='Immagine condivisa nella conversazione']")).toHaveAttribute(
    "src",
    /^blob:/,
  )
})

/** A scripted SpeechRecognition: `window.__speech` says what the next dictation hears or which error it hits. */
const stubSpeech = (page: Page) =>
  page.addInitScript(() => {
    type Scenario = { readonly words?: readonly string[]; readonly error?: string }
    const w = window as unknown as {
      __speech: Scenario
      SpeechRecognition: unknown
      webkitSpeechRecognition: unknown
    }
    w.__speech = { words: ["Oggi mi sento", "Oggi mi sento un po' giù per il lavoro."] }
    class FakeRecognition {
      lang = ""
      continuous = false
      interimResults = false
      maxAlternatives = 1
      onresult: ((event: unknown) => void) | null = null
      onerror: ((event: { error: string }) => void) | null = null
      onend: (() => void) | null = null
      start() {
        const scenario = w.__speech
        if (scenario.error !== undefined) {
          setTimeout(() => {
            this.onerror?.({ error: scenario.error ?? "" })
            this.onend?.()
          }, 50)
          return
        }
        const words = scenario.words ?? []
        words.forEach((text, index) => {
          const isFinal = index === words.length - 1
          setTimeout(
            () => {
              const result = Object.assign([{ transcript: text }], { isFinal })
              this.onresult?.({ resultIndex: 0, results: Object.assign([result], { length: 1 }) })
            },
            150 * (index + 1),
          )
        })
      }
      stop() {
        this.onend?.()
      }
      abort() {
        this.onend?.()
      }
    }
    // Chromium has both names (and its own recognition fails headless with not-allowed).
    w.SpeechRecognition = FakeRecognition
    w.webkitSpeechRecognition = FakeRecognition
  })

test("voice: interim words fill the input, a finished sentence is sent after a second, errors are explained", async ({
  page,
}) => {
  await stubSpeech(page)
  await openChat(page, "Carla")
  const mic = page.getByRole("button", { name: "Detta il messaggio a voce" })

  await page.evaluate(() => {
    ;(window as unknown as { __speech: unknown }).__speech = { error: "not-allowed" }
  })
  await mic.click()
  await expect(page.getByText(/^Permesso del microfono negato/)).toHaveCount(1)

  await page.evaluate(() => {
    ;(window as unknown as { __speech: unknown }).__speech = {
      words: ["Oggi mi sento", "Oggi mi sento un po' giù per il lavoro."],
    }
  })
  await mic.click()
  await expect(page.getByRole("button", { name: "Interrompi la dettatura vocale" })).toHaveAttribute(
    "aria-pressed",
    "true",
  )
  await expect(composer(page)).toHaveValue("Oggi mi sento un po' giù per il lavoro.")
  // Sent by itself about a second later: it appears in the conversation and the input empties.
  await expect(page.locator("li").filter({ hasText: "Oggi mi sento un po' giù per il lavoro." })).toBeVisible(
    {
      timeout: 5_000,
    },
  )
  await expect(composer(page)).toHaveValue("")
})

test("appointment: validation, then booked for a Rome time (reached through the ending-soon prompt)", async ({
  page,
}) => {
  test.setTimeout(120_000)
  await openChat(page, "Dario")
  await composer(page).fill("Vorrei parlare di come organizzare meglio le mie giornate")
  await composer(page).press("Enter")
  // The session has started (the clock runs) and the reply has arrived before the clock is moved.
  await expect(page.getByRole("timer")).toContainText("Mancano", { timeout: 30_000 })
  await expect(page.locator("li").filter({ hasText: "Cogi · assistente AI" }).last()).toBeVisible({
    timeout: 30_000,
  })
  await expect(page.getByRole("button", { name: "Invia" })).toBeVisible({ timeout: 30_000 })

  await advanceClock(page.request, 26)
  try {
    await page.reload()
    await expect(page.getByRole("timer")).not.toContainText(/Mancano (2\d|1\d) minuti/)
    await page.getByRole("button", { name: "Organizza la prossima sessione" }).click()
    const dialog = page.getByRole("dialog", { name: "Programma la prossima sessione" })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole("checkbox", { name: /Inviami le email di promemoria/ })).toBeChecked()
    await expect(dialog.getByLabel("Orario").locator("option")).toHaveCount(20)

    await dialog.getByRole("button", { name: "Conferma appuntamento" }).click()
    await expect(dialog.getByRole("alert")).toHaveText("Seleziona data e orario per l'appuntamento")
    await dialogAxe(page)
    await shootBoth(page, "chat-tools-appointment-error")

    // The days on offer run from tomorrow (in Rome) to 3 months ahead, written in Italian.
    const days = await dialog
      .getByLabel("Data")
      .locator("option")
      .evaluateAll((options) => options.map((o) => [(o as HTMLOptionElement).value, o.textContent ?? ""]))
    const tomorrow = new Date(Date.now() + 24 * 3600_000).toLocaleDateString("sv-SE", {
      timeZone: "Europe/Rome",
    })
    const min = days[1]?.[0] ?? ""
    expect(min).toBe(tomorrow)
    expect(days.length).toBeGreaterThan(89)
    expect(days[1]?.[1]).toMatch(
      /^(lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica) \d{1,2} [a-z]+$/,
    )

    // Every choice is shown whole in its select (no "giovedì 26 novemb"), on a desktop as on a phone.
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 })
      for (const label of ["Data", "Orario"]) {
        expect(await clippedOptions(dialog.getByLabel(label)), `${label} at ${width}px`).toEqual([])
      }
    }

    await dialog.getByLabel("Data").selectOption(min)
    await dialog.getByLabel("Orario").selectOption("10:30")
    await dialog.getByLabel(/Note/).fill("Parlare di come organizzare la settimana")
    await expect(dialog.getByText("40/200")).toBeVisible()
    await expect(dialog.getByText(/ alle 10:30$/)).toBeVisible()
    await dialogAxe(page)
    await shootBoth(page, "chat-tools-appointment")

    const request = page.waitForRequest((r) => r.method() === "POST" && r.url().endsWith("/api/appointments"))
    await dialog.getByRole("button", { name: "Conferma appuntamento" }).click()
    const body = (await request).postDataJSON() as Record<string, unknown>
    expect(body).toMatchObject({
      timezone: "Europe/Rome",
      notes: "Parlare di come organizzare la settimana",
      reminder_emails_enabled: true,
    })
    // 10:30 in Rome is 09:30 UTC in winter and 08:30 UTC in summer.
    const rome = new Date(String(body["scheduled_date"])).toLocaleString("sv-SE", { timeZone: "Europe/Rome" })
    expect(rome).toBe(`${min} 10:30:00`)
    await expect(dialog).toBeHidden()
  } finally {
    await advanceClock(page.request, -26)
  }
})
