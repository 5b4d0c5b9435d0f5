import { expect, test } from "@playwright/test"

import { openChat, composer } from "./support/chat-page.ts"
import { stubSpeech } from "./support/speech-stub.ts"

/*
 * Voice dictation in the real chat screen, with a stubbed SpeechRecognition (headless Chromium has none that
 * works): the note on where the audio goes before the first use, interim words, the sentence sent after a
 * second, the errors explained.
 */
test.describe.configure({ mode: "serial" })

test.use({ viewport: { width: 1280, height: 900 } })

test("voice: interim words fill the input, a finished sentence is sent after a second, errors are explained", async ({
  page,
}) => {
  await stubSpeech(page)
  await openChat(page, "Carla")
  const mic = page.getByRole("button", { name: "Detta il messaggio a voce" })

  await page.evaluate(() => {
    ;(window as unknown as { __speech: unknown }).__speech = { error: "not-allowed" }
  })
  // Before the first use: where the audio goes (this browser has no on-device recognition), and typing stays.
  await mic.click()
  const note = page.getByRole("dialog", { name: "Prima di usare la voce" })
  await expect(note).toContainText("l'audio del microfono va al servizio del fornitore del browser")
  await expect(note).toContainText("l'audio non passa mai dai nostri server")
  await note.getByRole("button", { name: "Preferisco scrivere" }).click()
  await expect(note).toHaveCount(0)
  await expect(page.getByRole("button", { name: "Interrompi la dettatura vocale" })).toHaveCount(0)
  await mic.click()
  await note.getByRole("button", { name: "Usa la voce" }).click()
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
