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
