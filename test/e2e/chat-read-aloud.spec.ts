import { expect, test, type Page } from "@playwright/test"

import { composer, openChat, replies } from "./support/chat-page.ts"
import { expectNoAxeViolations, expectNoHorizontalScroll, SHOTS } from "./support/screens.ts"
import { controlStream, endReply, forgetStream, openReply, pushWords } from "./support/reply-stream.ts"
import { stubSpeechSynthesis, type SpokenUtterance } from "./support/speech-stub.ts"

/*
 * Issue 29, spoken replies: "Ascolta" reads a reply aloud in Italian (the on-device voice), the switch reads a
 * reply from its first complete sentence while it still streams, "Interrompi la lettura" stops at once, and a
 * browser without speech synthesis shows one line instead of the controls. speechSynthesis is a scripted double
 * that records what is spoken; the reply stream is fed by the test, a few words at a time.
 */
test.describe.configure({ mode: "serial" })

test.use({ viewport: { width: 1280, height: 900 } })

let replyId = ""

const startReply = async (page: Page) => {
  await forgetStream(page)
  await composer(page).fill("Oggi è stata una giornata pesante")
  await composer(page).press("Enter")
  replyId = await openReply(page)
}

const endTheReply = (page: Page) => endReply(page, replyId)

const spoken = (page: Page) =>
  page.evaluate(() => (window as unknown as { __spoken: SpokenUtterance[] }).__spoken.map((u) => ({ ...u })))

test("'Ascolta' reads a reply in Italian; with the switch on, speech starts before the stream ends; stop stops", async ({
  page,
}) => {
  test.setTimeout(90_000)
  await stubSpeechSynthesis(page)
  await controlStream(page)
  await openChat(page, "Livia")

  // A whole reply first, with the switch off: nothing is read by itself.
  const readAloud = page.getByRole("switch", { name: "Leggi le risposte ad alta voce" })
  await expect(readAloud).not.toBeChecked()
  await startReply(page)
  await pushWords(page, "Mi dispiace, **capisco**. Se ti senti in pericolo chiama il 112 💙\n")
  await endTheReply(page)
  const listen = replies(page).last().getByRole("button", { name: "Ascolta la risposta" })
  await expect(listen).toBeVisible()
  expect(await spoken(page)).toEqual([])

  // Keyboard alone: Tab to "Ascolta", Enter.
  await listen.focus()
  await page.keyboard.press("Enter")
  await expect(replies(page).last().getByRole("button", { name: "Interrompi la lettura" })).toBeVisible()
  await expect
    .poll(async () => (await spoken(page)).map((u) => u.text))
    .toEqual(["Mi dispiace, capisco.", "Se ti senti in pericolo chiama il 1 1 2."])
  const first = (await spoken(page))[0]
  expect(first?.lang).toBe("it-IT")
  expect(first?.voice).toBe("Alice (sul dispositivo)")
  await page.setViewportSize({ width: 375, height: 812 })
  await expectNoAxeViolations(page)
  await expectNoHorizontalScroll(page)
  await page.screenshot({ path: `${SHOTS}/read-aloud-speaking-mobile.png` })
  await page.setViewportSize({ width: 1280, height: 900 })
  // When the reading ends, "Ascolta" comes back.
  await expect(listen).toBeVisible({ timeout: 10_000 })

  // The switch (keyboard: Space), remembered on this device.
  await readAloud.focus()
  await page.keyboard.press("Space")
  await expect(readAloud).toBeChecked()
  expect(await page.evaluate(() => localStorage.getItem("cogi.read-aloud"))).toBe("on")

  // A new reply streams: speech starts at the first complete sentence, long before the stream ends.
  await page.evaluate(() => {
    ;(window as unknown as { __spoken: unknown[] }).__spoken.length = 0
  })
  await startReply(page)
  await pushWords(page, "Ti capisco, ")
  await pushWords(page, "davvero. ")
  await pushWords(page, "Quando ")
  await expect.poll(async () => (await spoken(page)).map((u) => u.text)).toEqual(["Ti capisco, davvero."])
  await expect(page.getByRole("button", { name: "Interrompi la lettura" })).toBeVisible()
  await page.screenshot({ path: `${SHOTS}/read-aloud-streaming-desktop.png` })
  await pushWords(page, "ti senti così, prova a fare tre respiri lenti. ")
  await pushWords(page, "Puoi chiamare Telefono Amico allo 02 2327 2327.")
  await expect
    .poll(async () => (await spoken(page)).map((u) => u.text))
    .toEqual(["Ti capisco, davvero.", "Quando ti senti così, prova a fare tre respiri lenti."])
  await endTheReply(page)
  await expect
    .poll(async () => (await spoken(page)).map((u) => u.text))
    .toEqual([
      "Ti capisco, davvero.",
      "Quando ti senti così, prova a fare tre respiri lenti.",
      "Puoi chiamare Telefono Amico allo 0 2, 2 3 2 7, 2 3 2 7.",
    ])

  // Stop: the current sentence is cut at once and nothing more is read.
  await page.evaluate(() => {
    ;(window as unknown as { __speakMsPerChar: number }).__speakMsPerChar = 400
  })
  await replies(page).last().getByRole("button", { name: "Ascolta la risposta" }).click()
  const stop = replies(page).last().getByRole("button", { name: "Interrompi la lettura" })
  await stop.click()
  await expect(replies(page).last().getByRole("button", { name: "Ascolta la risposta" })).toBeVisible()
  const afterStop = await spoken(page)
  expect(afterStop.at(-1)?.cancelled).toBe(true)
  await page.waitForTimeout(500)
  expect((await spoken(page)).length).toBe(afterStop.length)

  // Remembered after a reload.
  await page.reload()
  await expect(page.getByRole("switch", { name: "Leggi le risposte ad alta voce" })).toBeChecked()
  await expectNoAxeViolations(page)
  await page.screenshot({ path: `${SHOTS}/read-aloud-desktop.png` })
})

test("a browser without speech synthesis hides the controls and says so in one line", async ({ page }) => {
  await stubSpeechSynthesis(page, { available: false })
  await controlStream(page)
  await openChat(page, "Bruno")
  await expect(
    page.getByText(
      "Questo browser non sa leggere le risposte ad alta voce: puoi sempre leggerle qui sullo schermo.",
    ),
  ).toBeVisible()
  await expect(page.getByRole("switch", { name: "Leggi le risposte ad alta voce" })).toHaveCount(0)
  await startReply(page)
  await pushWords(page, "Sono qui per ascoltarti.")
  await endTheReply(page)
  await expect(replies(page).last().getByText("Sono qui per ascoltarti.")).toBeVisible()
  await expect(page.getByRole("button", { name: "Ascolta la risposta" })).toHaveCount(0)
  await page.setViewportSize({ width: 375, height: 812 })
  await expectNoAxeViolations(page)
  await expectNoHorizontalScroll(page)
  await page.screenshot({ path: `${SHOTS}/read-aloud-unsupported-mobile.png` })
})
