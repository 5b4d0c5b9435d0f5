import { expect, test, type Page } from "@playwright/test"

import { openChat, replies } from "./support/chat-page.ts"
import { advanceClock, refocusUntilVisible, removeToasts, resetClock } from "./support/real-server.ts"
import { controlStream, endReply, forgetStream, openReply, pushWords } from "./support/reply-stream.ts"
import { expectNoAxeViolations, expectNoHorizontalScroll, SHOTS } from "./support/screens.ts"
import {
  stubScriptedRecognition,
  stubSpeechSynthesis,
  type RecognitionEvent,
  type SpokenUtterance,
} from "./support/speech-stub.ts"

/*
 * Issue 29, "Conversazione a voce" in Chromium. The browser's speech interfaces are replaced at the page boundary
 * by scripted doubles: recognition hears what the test says (`__hear.say`), synthesis records what is spoken and
 * when (`__spoken`). The replies come from the real server's offline assistant, or from a stream the test feeds.
 */
test.describe.configure({ mode: "serial" })

test.use({ viewport: { width: 1280, height: 900 } })

const START = "Conversazione a voce"
const END = "Termina la conversazione a voce"
const NOTE = "Prima di usare la voce"

/** A bubble of the conversation (the sidebar lists the chat's title too, from 1024 px). */
const message = (page: Page) => page.getByRole("list", { name: "Messaggi" }).getByRole("listitem")
const panel = (page: Page) => page.getByRole("region", { name: START })
const stage = (page: Page) => panel(page).getByRole("status")

const spoken = (page: Page) =>
  page.evaluate(() => (window as unknown as { __spoken: SpokenUtterance[] }).__spoken.map((u) => ({ ...u })))
const spokenTexts = async (page: Page) => (await spoken(page)).map((u) => u.text)
const forgetSpoken = (page: Page) =>
  page.evaluate(() => {
    ;(window as unknown as { __spoken: unknown[] }).__spoken.length = 0
  })
const recognitionLog = (page: Page) =>
  page.evaluate(() => (window as unknown as { __hear: { log: RecognitionEvent[] } }).__hear.log.map((e) => e))
const listening = (page: Page) =>
  page.evaluate(() => (window as unknown as { __hear: { listening: () => boolean } }).__hear.listening())
/** Recognition delivers words; returns the page's clock just before it did. */
const hear = (page: Page, text: string, final: boolean) =>
  page.evaluate(
    ({ words, settled }) =>
      (window as unknown as { __hear: { say: (t: string, f: boolean) => number } }).__hear.say(
        words,
        settled,
      ),
    { words: text, settled: final },
  )
const speakSlowly = (page: Page, msPerChar: number) =>
  page.evaluate((ms) => {
    ;(window as unknown as { __speakMsPerChar: number }).__speakMsPerChar = ms
  }, msPerChar)

/** A person's turn: a few words, then the whole sentence settled (sent after the natural pause). */
const sayTurn = async (page: Page, sentence: string) => {
  await expect.poll(() => listening(page)).toBe(true)
  await hear(page, sentence.split(" ").slice(0, 2).join(" "), false)
  await hear(page, sentence, true)
}

/** Starts the mode with the keyboard alone; the first time, through the note on where the audio goes. */
const startByKeyboard = async (page: Page, { firstTime = true } = {}) => {
  await page.getByRole("button", { name: START }).focus()
  await page.keyboard.press("Enter")
  if (firstTime) {
    const note = page.getByRole("dialog", { name: NOTE })
    await expect(note).toContainText("l'audio del microfono va al servizio del fornitore del browser")
    await expect(note).toContainText("A Cogi arriva solo il testo")
    await note.getByRole("button", { name: "Usa la voce" }).focus()
    await page.keyboard.press("Enter")
  }
  await expect(stage(page)).toHaveText("In ascolto…")
  await expect(panel(page).getByRole("button", { name: END })).toBeFocused()
}

test.beforeEach(async ({ request }) => resetClock(request))

test("a full hands-free exchange with the real assistant, by keyboard: listen, send on a pause, read, listen again", async ({
  page,
}) => {
  test.setTimeout(180_000)
  await stubSpeechSynthesis(page)
  await stubScriptedRecognition(page)
  await openChat(page, "Marta")
  // slow enough for "Sto parlando…" to be seen on a loaded machine, quick enough for the whole reply
  await speakSlowly(page, 20)

  await startByKeyboard(page)
  // Italian, continuous, through the browser's provider (no on-device recognition here)
  const [first] = await recognitionLog(page)
  expect(first).toMatchObject({ type: "start", lang: "it-IT", continuous: true, processLocally: null })
  await expect(panel(page)).toContainText("Parla quando vuoi")

  // what is heard shows while the person speaks; nothing is sent before the words settle
  await expect.poll(() => listening(page)).toBe(true)
  await hear(page, "Oggi mi sento stanca", false)
  await expect(panel(page)).toContainText("Ho sentito: «Oggi mi sento stanca»")
  await page.waitForTimeout(1_500)
  await expect(stage(page)).toHaveText("In ascolto…")
  await hear(page, "Oggi mi sento stanca e non riesco a concentrarmi", true)
  // the natural pause: sent as a message, listening stops while Cogi thinks
  await expect(
    message(page).filter({ hasText: "Oggi mi sento stanca e non riesco a concentrarmi" }),
  ).toBeVisible()
  await expect(stage(page)).toHaveText(/Sto pensando…|Sto parlando…/)
  await expect(stage(page)).toHaveText("Sto parlando…", { timeout: 20_000 })
  await expect.poll(async () => (await spoken(page)).length, { timeout: 20_000 }).toBeGreaterThan(0)
  const firstLine = (await spoken(page))[0]
  expect(firstLine).toMatchObject({ lang: "it-IT", voice: "Alice (sul dispositivo)", rate: 1 })
  // listening again for barge-in while it speaks
  await expect.poll(() => listening(page)).toBe(true)
  // the whole reply read, then listening again
  await expect(page.getByRole("button", { name: "Invia" })).toBeVisible({ timeout: 30_000 })
  await expect(stage(page)).toHaveText("In ascolto…", { timeout: 30_000 })
  const reply = (await replies(page).last().innerText()).replace(/\s+/g, " ")
  expect(reply).toContain((await spokenTexts(page))[0]?.slice(0, 10))

  // a second turn, and the stop control ends it all: nothing listens, nothing speaks, the focus comes back
  await sayTurn(page, "Grazie, mi hai aiutato a pensarci meglio")
  await expect(message(page).filter({ hasText: "Grazie, mi hai aiutato a pensarci meglio" })).toBeVisible()
  await expect(stage(page)).toHaveText("Sto parlando…", { timeout: 20_000 })
  await page.keyboard.press("Enter")
  await expect(panel(page)).toHaveCount(0)
  await expect(page.getByRole("button", { name: START })).toBeFocused()
  await expect.poll(() => listening(page)).toBe(false)
  const after = (await spoken(page)).at(-1)
  expect(after?.cancelled || after?.endedAt !== null).toBe(true)
  await page.waitForTimeout(400)
  expect(await page.evaluate(() => window.speechSynthesis.speaking)).toBe(false)

  // the second time: no note, it listens at once
  await page.getByRole("button", { name: START }).click()
  await expect(page.getByRole("dialog", { name: NOTE })).toHaveCount(0)
  await expect(stage(page)).toHaveText("In ascolto…")
  await page.getByRole("button", { name: END }).click()
})

test("speech starts before the stream ends; speaking, a tap or Escape stop it within 100 ms; its own echo does not", async ({
  page,
}) => {
  test.setTimeout(240_000)
  await stubSpeechSynthesis(page)
  await stubScriptedRecognition(page)
  await controlStream(page)
  await openChat(page, "Irene")
  await page.getByRole("button", { name: START }).click()
  await page.getByRole("dialog", { name: NOTE }).getByRole("button", { name: "Usa la voce" }).click()
  await expect(stage(page)).toHaveText("In ascolto…")

  // The reply arrives a few words at a time: the first complete sentence is spoken while the stream is open.
  await forgetStream(page)
  await sayTurn(page, "Ho litigato con mia sorella")
  let replyId = await openReply(page)
  await expect(stage(page)).toHaveText("Sto pensando…")
  await pushWords(page, "Mi dispiace, ")
  await pushWords(page, "davvero. ")
  await pushWords(page, "Quando ")
  await expect.poll(() => spokenTexts(page)).toEqual(["Mi dispiace, davvero."])
  await expect(stage(page)).toHaveText("Sto parlando…")
  await page.screenshot({ path: `${SHOTS}/voice-conversation-speaking-desktop.png` })
  await pushWords(page, "succede, ci vuole tempo per calmarsi. ")
  await pushWords(page, "Ti va di raccontarmi cosa è successo?")
  await expect
    .poll(() => spokenTexts(page))
    .toEqual(["Mi dispiace, davvero.", "Quando succede, ci vuole tempo per calmarsi."])
  await endReply(page, replyId)
  await expect
    .poll(() => spokenTexts(page))
    .toEqual([
      "Mi dispiace, davvero.",
      "Quando succede, ci vuole tempo per calmarsi.",
      "Ti va di raccontarmi cosa è successo?",
    ])
  await expect(stage(page)).toHaveText("In ascolto…", { timeout: 15_000 })

  // Next reply, read slowly. Its own voice coming back through the microphone does not stop it…
  await speakSlowly(page, 300)
  await forgetSpoken(page)
  await forgetStream(page)
  await sayTurn(page, "Mi ha detto cose che mi hanno ferito")
  replyId = await openReply(page)
  await pushWords(page, "Capisco quanto possa fare male sentirsi dire certe cose. Parliamone con calma.")
  await endReply(page, replyId)
  await expect(stage(page)).toHaveText("Sto parlando…")
  await expect.poll(() => listening(page)).toBe(true)
  await hear(page, "capisco quanto possa fare", false)
  await page.waitForTimeout(200)
  expect((await spoken(page)).some((u) => u.cancelled)).toBe(false)
  await expect(stage(page)).toHaveText("Sto parlando…")

  // …the person speaking does, at once.
  const saidAt = await hear(page, "Aspetta", false)
  const cut = (await spoken(page)).find((u) => u.cancelled)
  expect(cut?.endedAt).not.toBeNull()
  expect((cut?.endedAt ?? Infinity) - saidAt).toBeLessThan(100)
  await expect(stage(page)).toHaveText("In ascolto…")
  await expect(panel(page)).toContainText("Ho sentito: «Aspetta»")
  const countAfterCut = (await spoken(page)).length
  await page.waitForTimeout(500)
  expect((await spoken(page)).length).toBe(countAfterCut)
  // what was heard is the start of the next turn
  await forgetStream(page)
  await hear(page, "Aspetta, prima vorrei dirti una cosa", true)
  await forgetSpoken(page)
  replyId = await openReply(page)
  await expect(message(page).filter({ hasText: "Aspetta, prima vorrei dirti una cosa" })).toBeVisible()

  // A tap on "Interrompi e parla"
  await pushWords(page, "Certo, ti ascolto. Dimmi pure tutto quello che senti.")
  await endReply(page, replyId)
  await expect(stage(page)).toHaveText("Sto parlando…")
  const tappedAt = await page.evaluate(() => {
    const button = [...document.querySelectorAll("button")].find(
      (b) => b.textContent === "Interrompi e parla",
    )
    const at = performance.now()
    button?.click()
    return at
  })
  const tapped = (await spoken(page)).find((u) => u.cancelled)
  expect((tapped?.endedAt ?? Infinity) - tappedAt).toBeLessThan(100)
  await expect(stage(page)).toHaveText("In ascolto…")

  // Escape (and it does not stop the reply arriving: that is the input's Escape when nothing speaks)
  await forgetSpoken(page)
  await forgetStream(page)
  await sayTurn(page, "Non so da dove cominciare")
  replyId = await openReply(page)
  await pushWords(page, "Puoi cominciare da dove vuoi, anche da una parola sola. ")
  await pushWords(page, "Io sono qui")
  await expect(stage(page)).toHaveText("Sto parlando…")
  await page.evaluate(() =>
    window.addEventListener(
      "keydown",
      () => {
        ;(window as unknown as { __escAt: number }).__escAt = performance.now()
      },
      { capture: true, once: true },
    ),
  )
  await page.keyboard.press("Escape")
  const escAt = await page.evaluate(() => (window as unknown as { __escAt: number }).__escAt)
  const escaped = (await spoken(page)).find((u) => u.cancelled)
  expect((escaped?.endedAt ?? Infinity) - escAt).toBeLessThan(100)
  await expect(stage(page)).toHaveText("In ascolto…")
  await pushWords(page, ", quando vuoi.")
  await expect(replies(page).last()).toContainText("Io sono qui, quando vuoi.")
  await endReply(page, replyId)
  await expect(page.getByRole("button", { name: "Invia" })).toBeVisible()
  await page.getByRole("button", { name: END }).click()
})

test("the crisis card is read first, in a calm voice, with its numbers, then the reply", async ({ page }) => {
  test.setTimeout(150_000)
  await stubSpeechSynthesis(page)
  await stubScriptedRecognition(page)
  await openChat(page, "Nadia")
  await page.evaluate(() => {
    ;(window as unknown as { __speakMsPerChar: number }).__speakMsPerChar = 2
  })
  await page.getByRole("button", { name: START }).click()
  await page.getByRole("dialog", { name: NOTE }).getByRole("button", { name: "Usa la voce" }).click()

  await sayTurn(page, "Non ce la faccio più, voglio farla finita")
  const crisisPanel = page.getByRole("region", { name: "Non devi affrontarlo in solitudine" })
  await expect(crisisPanel).toBeVisible({ timeout: 20_000 })
  await expect(page.getByRole("button", { name: "Invia" })).toBeVisible({ timeout: 30_000 })
  await expect(stage(page)).toHaveText("In ascolto…", { timeout: 30_000 })
  const lines = await spoken(page)
  const texts = lines.map((u) => u.text)
  expect(texts.slice(0, 2)).toEqual(["Non devi affrontarlo in solitudine.", "Quello che stai vivendo conta."])
  for (const number of [
    "Numero unico di emergenza: 1 1 2.",
    "Telefono Amico: 0 2, 2 3 2 7, 2 3 2 7.",
    "Telefono Azzurro: 1 9 6 9 6.",
    "Antiviolenza e stalking: 1 5 2 2.",
  ])
    expect(texts).toContain(number)
  expect(texts).toContain(
    "I numeri sono qui sullo schermo, sopra il campo del messaggio: puoi toccarli per chiamare.",
  )
  const card = lines.slice(
    0,
    texts.indexOf(
      "I numeri sono qui sullo schermo, sopra il campo del messaggio: puoi toccarli per chiamare.",
    ) + 1,
  )
  expect(card.every((u) => u.rate < 1 && u.pitch < 1)).toBe(true)
  // then the reply itself, in the ordinary voice
  const rest = lines.slice(card.length)
  expect(rest.length).toBeGreaterThan(0)
  expect(rest.every((u) => u.rate === 1)).toBe(true)
  await page.setViewportSize({ width: 375, height: 812 })
  await expectNoAxeViolations(page)
  await expectNoHorizontalScroll(page)
  await expect(panel(page).getByRole("button", { name: END })).toBeInViewport()
  await page.screenshot({ path: `${SHOTS}/voice-conversation-crisis-mobile.png` })
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.getByRole("button", { name: END }).click()
})

test("the clock's halfway notice is spoken while the conversation listens", async ({ page }) => {
  test.setTimeout(150_000)
  await stubSpeechSynthesis(page)
  await stubScriptedRecognition(page)
  await openChat(page, "Olga")
  await page.evaluate(() => {
    ;(window as unknown as { __speakMsPerChar: number }).__speakMsPerChar = 2
  })
  await page.getByRole("button", { name: START }).click()
  await page.getByRole("dialog", { name: NOTE }).getByRole("button", { name: "Usa la voce" }).click()
  await sayTurn(page, "Vorrei parlare della mia settimana")
  await expect(message(page).filter({ hasText: "Vorrei parlare della mia settimana" })).toBeVisible({
    timeout: 20_000,
  })
  await expect(replies(page)).toHaveCount(1, { timeout: 20_000 })
  await expect(page.getByRole("button", { name: "Invia" })).toBeVisible({ timeout: 30_000 })
  await expect(stage(page)).toHaveText("In ascolto…", { timeout: 30_000 })
  await forgetSpoken(page)
  let moved = 0
  try {
    await removeToasts(page)
    moved += 15
    await advanceClock(page.request, 15)
    await refocusUntilVisible(page, page.getByText("Sei a metà della sessione: restano 15 minuti."))
    await expect.poll(() => spokenTexts(page)).toEqual(["Sei a metà della sessione: restano 15 minuti."])
    expect((await spoken(page))[0]?.rate).toBeLessThan(1)
    await expect(stage(page)).toHaveText("In ascolto…", { timeout: 10_000 })
  } finally {
    await advanceClock(page.request, -moved)
  }
  await page.getByRole("button", { name: END }).click()
})

test("phone layout at 375 px: large controls, axe, reduced motion; a denied microphone keeps its clear message", async ({
  page,
}) => {
  test.setTimeout(180_000)
  await page.setViewportSize({ width: 375, height: 812 })
  await page.emulateMedia({ reducedMotion: "reduce" })
  await stubSpeechSynthesis(page)
  await stubScriptedRecognition(page)
  await controlStream(page)
  await openChat(page, "Paola")
  await expect(page.getByRole("button", { name: START })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole("button", { name: START }).click()
  await expect(page.getByRole("dialog", { name: NOTE })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.screenshot({ path: `${SHOTS}/voice-conversation-note-mobile.png` })
  await page.getByRole("button", { name: "Usa la voce" }).click()
  await expect(stage(page)).toHaveText("In ascolto…")
  const stop = panel(page).getByRole("button", { name: END })
  await expect(stop).toBeInViewport({ ratio: 1 })
  expect((await stop.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(48)
  // reduced motion: the state dot stands still
  const dot = panel(page).locator("[data-stage]")
  expect(await dot.evaluate((el) => getComputedStyle(el).animationName)).toBe("none")
  await expectNoAxeViolations(page)
  await expectNoHorizontalScroll(page)
  await page.screenshot({ path: `${SHOTS}/voice-conversation-listening-mobile.png` })

  await forgetStream(page)
  await sayTurn(page, "Stasera mi sento sola")
  const replyId = await openReply(page)
  // slow enough to stay "speaking" through axe on a loaded machine
  await speakSlowly(page, 2_000)
  await pushWords(page, "Mi dispiace che tu ti senta sola stasera. Sono qui con te.")
  await endReply(page, replyId)
  await expect(stage(page)).toHaveText("Sto parlando…")
  const interrupt = panel(page).getByRole("button", { name: "Interrompi e parla" })
  await expect(interrupt).toBeInViewport({ ratio: 1 })
  expect((await interrupt.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(48)
  await expectNoAxeViolations(page)
  await expectNoHorizontalScroll(page)
  await page.screenshot({ path: `${SHOTS}/voice-conversation-speaking-mobile.png` })
  await interrupt.click()
  await expect(stage(page)).toHaveText("In ascolto…")

  // the microphone is refused: the mode ends with the clear message of today
  await page.evaluate(() =>
    (window as unknown as { __hear: { fail: (e: string) => void } }).__hear.fail("not-allowed"),
  )
  await expect(page.getByText(/^Permesso del microfono negato/)).toBeVisible()
  await expect(panel(page)).toHaveCount(0)
  await expect(page.getByRole("button", { name: START })).toBeVisible()
})

test("on-device recognition where the browser offers it: no note, processLocally, said on the panel", async ({
  page,
}) => {
  await stubSpeechSynthesis(page)
  await stubScriptedRecognition(page, { onDevice: "downloadable" })
  await openChat(page, "Rita")
  await page.getByRole("button", { name: START }).click()
  const note = page.getByRole("dialog", { name: NOTE })
  await expect(note).toContainText("direttamente sul tuo dispositivo")
  await note.getByRole("button", { name: "Scarica l'italiano sul dispositivo" }).click()
  await expect(stage(page)).toHaveText("In ascolto…")
  await expect(panel(page)).toContainText(
    "La voce viene riconosciuta sul tuo dispositivo: l'audio non lo lascia.",
  )
  expect((await recognitionLog(page))[0]).toMatchObject({ type: "start", processLocally: true })
  await page.getByRole("button", { name: END }).click()
  // installed: from now on it starts at once, on the device, also for dictation
  await page.getByRole("button", { name: "Detta il messaggio a voce" }).click()
  await expect(note).toHaveCount(0)
  expect((await recognitionLog(page)).filter((e) => e.type === "start").at(-1)).toMatchObject({
    processLocally: true,
  })

  // the privacy page says where the voice goes
  await page.goto("/privacy")
  const privacy = page.getByRole("article")
  await expect(privacy.getByRole("heading", { name: "La tua voce" })).toBeVisible()
  await expect(privacy).toContainText("A Cogi non arriva mai l'audio")
  await expect(privacy).toContainText("il browser manda l'audio al servizio del suo fornitore")
})

test("a browser without speech: the controls are hidden and one line says why", async ({ page }) => {
  await stubSpeechSynthesis(page, { available: false })
  await stubScriptedRecognition(page, { available: false })
  await openChat(page, "Silvia")
  await expect(
    page.getByText(
      "Questo browser non offre la voce: puoi scrivere i tuoi messaggi e leggere le risposte qui sullo schermo.",
    ),
  ).toBeVisible()
  await expect(page.getByRole("button", { name: START })).toHaveCount(0)
  await expect(page.getByRole("button", { name: "Detta il messaggio a voce" })).toHaveCount(0)
  await expect(page.getByRole("switch", { name: "Leggi le risposte ad alta voce" })).toHaveCount(0)
  await page.setViewportSize({ width: 375, height: 812 })
  await expectNoAxeViolations(page)
  await expectNoHorizontalScroll(page)
  await page.screenshot({ path: `${SHOTS}/voice-unsupported-mobile.png` })
})

test("a browser that speaks but cannot listen: replies can be heard, and one line says the rest", async ({
  page,
}) => {
  await stubSpeechSynthesis(page)
  await stubScriptedRecognition(page, { available: false })
  await openChat(page, "Teresa")
  await expect(page.getByRole("switch", { name: "Leggi le risposte ad alta voce" })).toBeVisible()
  await expect(
    page.getByText(
      "Questo browser non sa ascoltare la voce: puoi scrivere i tuoi messaggi e ascoltare le risposte.",
    ),
  ).toBeVisible()
  await expect(page.getByRole("button", { name: START })).toHaveCount(0)
  await expect(page.getByRole("button", { name: "Detta il messaggio a voce" })).toHaveCount(0)
})
