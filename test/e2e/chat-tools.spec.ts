import { expect, test } from "@playwright/test"

import { authed, openChat, composer } from "./support/chat-page.ts"
import { dialogAxe, shootPage, shootBoth } from "./support/screens.ts"

/*
 * The chat tools (client/features/chat-tools) inside the real chat screen, against the real server: the
 * encryption badge, the rename and approach dialogs and encrypted image upload. Voice dictation is in
 * chat-voice.spec.ts, the appointment dialog in chat-appointment.spec.ts. Every open dialog goes through axe and
 * is photographed at 1280 px and 375 px.
 */
test.describe.configure({ mode: "serial" })

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
