import type { Page } from "@playwright/test"

/** A scripted SpeechRecognition: `window.__speech` says what the next dictation hears or which error it hits. */
export const stubSpeech = (page: Page) =>
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

/** One utterance the scripted synthesis was given: its text, language, voice, and when it began and ended. */
export type SpokenUtterance = {
  readonly text: string
  readonly lang: string
  readonly voice: string | null
  readonly startedAt: number
  endedAt: number | null
  cancelled: boolean
}

/**
 * A scripted speechSynthesis (`available: false` removes it, as in a browser without one). Utterances are spoken
 * one after the other, `window.__speakMsPerChar` ms a character (30 by default); `window.__spoken` records them,
 * `cancel()` ends the current one and drops the queue. Two Italian voices, the on-device one not the default.
 */
export const stubSpeechSynthesis = (
  page: Page,
  { available = true }: { readonly available?: boolean } = {},
) =>
  page.addInitScript((present: boolean) => {
    const w = window as unknown as Record<string, unknown>
    if (!present) {
      delete (Window.prototype as unknown as Record<string, unknown>)["speechSynthesis"]
      delete w["speechSynthesis"]
      delete w["SpeechSynthesisUtterance"]
      Object.defineProperty(window, "speechSynthesis", { value: undefined, configurable: true })
      Object.defineProperty(window, "SpeechSynthesisUtterance", { value: undefined, configurable: true })
      return
    }
    type Utterance = {
      text: string
      lang: string
      voice: { name: string } | null
      onend: (() => void) | null
      onerror: ((event: { error: string }) => void) | null
    }
    type Record_ = {
      text: string
      lang: string
      voice: string | null
      startedAt: number
      endedAt: number | null
      cancelled: boolean
    }
    const spoken: Record_[] = []
    w["__spoken"] = spoken
    w["__speakMsPerChar"] = 30
    const voices = [
      { name: "Google italiano", lang: "it-IT", localService: false, default: true, voiceURI: "g" },
      { name: "Alice (sul dispositivo)", lang: "it-IT", localService: true, default: false, voiceURI: "a" },
      { name: "Samantha", lang: "en-US", localService: true, default: false, voiceURI: "s" },
    ]
    const queue: Utterance[] = []
    let current: { utterance: Utterance; record: Record_; timer: number } | null = null
    const next = () => {
      const utterance = queue.shift()
      if (utterance === undefined) {
        current = null
        return
      }
      const record: Record_ = {
        text: utterance.text,
        lang: utterance.lang,
        voice: utterance.voice?.name ?? null,
        startedAt: performance.now(),
        endedAt: null,
        cancelled: false,
      }
      spoken.push(record)
      const timer = window.setTimeout(
        () => {
          record.endedAt = performance.now()
          current = null
          utterance.onend?.()
          next()
        },
        Math.max(200, utterance.text.length * (w["__speakMsPerChar"] as number)),
      )
      current = { utterance, record, timer }
    }
    class FakeUtterance {
      text: string
      lang = ""
      voice: { name: string } | null = null
      onend: (() => void) | null = null
      onerror: ((event: { error: string }) => void) | null = null
      constructor(text: string) {
        this.text = text
      }
    }
    const synthesis = {
      getVoices: () => voices,
      speak: (utterance: Utterance) => {
        queue.push(utterance)
        if (current === null) next()
      },
      cancel: () => {
        queue.length = 0
        if (current !== null) {
          window.clearTimeout(current.timer)
          current.record.endedAt = performance.now()
          current.record.cancelled = true
          const { utterance } = current
          current = null
          utterance.onerror?.({ error: "interrupted" })
        }
      },
      get speaking() {
        return current !== null
      },
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }
    Object.defineProperty(window, "speechSynthesis", { value: synthesis, configurable: true })
    Object.defineProperty(window, "SpeechSynthesisUtterance", { value: FakeUtterance, configurable: true })
  }, available)
