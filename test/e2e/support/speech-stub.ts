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
  readonly rate: number
  readonly pitch: number
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
      rate: number
      pitch: number
      voice: { name: string } | null
      onend: (() => void) | null
      onerror: ((event: { error: string }) => void) | null
    }
    type Record_ = {
      text: string
      lang: string
      voice: string | null
      rate: number
      pitch: number
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
        rate: utterance.rate,
        pitch: utterance.pitch,
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
      rate = 1
      pitch = 1
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

/** One thing the scripted recognition did: started (with its settings), or was stopped or aborted by the page. */
export type RecognitionEvent = {
  readonly type: "start" | "stop" | "abort"
  readonly lang: string
  readonly continuous: boolean
  readonly processLocally: boolean | null
  readonly at: number
}

/**
 * A scripted SpeechRecognition for the hands-free conversation, driven by the test through `window.__hear`:
 * `say(text, final)` delivers words to the session listening now (a final result is kept, an interim one replaced
 * by the next words; it returns `performance.now()` just before the page was told), `fail(error)` errors and
 * ends it, `end()` ends it as the browser does after a while; `__hear.log` records every start, stop and abort.
 * `onDevice` adds Chromium's on-device API (`available()` answers it; `install()` makes it "available").
 * `available: false` removes recognition altogether.
 */
export const stubScriptedRecognition = (
  page: Page,
  {
    available = true,
    onDevice = null,
  }: { readonly available?: boolean; readonly onDevice?: "available" | "downloadable" | null } = {},
) =>
  page.addInitScript(
    ({ present, device }) => {
      const w = window as unknown as Record<string, unknown>
      if (!present) {
        delete w["SpeechRecognition"]
        delete w["webkitSpeechRecognition"]
        Object.defineProperty(window, "SpeechRecognition", { value: undefined, configurable: true })
        Object.defineProperty(window, "webkitSpeechRecognition", { value: undefined, configurable: true })
        return
      }
      type Result = { isFinal: boolean; 0: { transcript: string }; length: 1 }
      type Instance = {
        lang: string
        continuous: boolean
        processLocally: boolean | undefined
        onresult: ((event: unknown) => void) | null
        onerror: ((event: { error: string }) => void) | null
        onend: (() => void) | null
        results: Result[]
        live: boolean
      }
      const log: Array<Record<string, unknown>> = []
      /** The sessions listening now (the last one hears). */
      const live: Instance[] = []
      const current = () => live.at(-1) ?? null
      const leave = (instance: Instance) => {
        const index = live.indexOf(instance)
        if (index >= 0) live.splice(index, 1)
      }
      let onDeviceState = device
      const entry = (type: string, instance: Instance) => ({
        type,
        lang: instance.lang,
        continuous: instance.continuous,
        processLocally: instance.processLocally ?? null,
        at: performance.now(),
      })
      const end = (instance: Instance) => {
        if (!instance.live) return
        instance.live = false
        leave(instance)
        instance.onend?.()
      }
      class ScriptedRecognition {
        lang = ""
        continuous = false
        interimResults = false
        maxAlternatives = 1
        processLocally: boolean | undefined = undefined
        onresult: ((event: unknown) => void) | null = null
        onerror: ((event: { error: string }) => void) | null = null
        onend: (() => void) | null = null
        results: Result[] = []
        live = false
        start() {
          this.live = true
          live.push(this)
          log.push(entry("start", this))
        }
        stop() {
          log.push(entry("stop", this))
          leave(this)
          setTimeout(() => end(this), 0)
        }
        abort() {
          log.push(entry("abort", this))
          leave(this)
          setTimeout(() => end(this), 0)
        }
      }
      if (device !== null) {
        Object.assign(ScriptedRecognition, {
          available: (options: { langs: string[]; processLocally: boolean }) =>
            Promise.resolve(
              options.processLocally && options.langs.includes("it-IT") ? onDeviceState : "unavailable",
            ),
          install: () => {
            onDeviceState = "available"
            return Promise.resolve(true)
          },
        })
      }
      w["__hear"] = {
        log,
        listening: () => current() !== null,
        say: (text: string, final: boolean) => {
          const instance = current()
          if (instance === null) throw new Error("nobody is listening")
          const last = instance.results.at(-1)
          if (last !== undefined && !last.isFinal) instance.results.pop()
          instance.results.push({ isFinal: final, 0: { transcript: text }, length: 1 })
          const results = Object.assign([...instance.results], { length: instance.results.length })
          const at = performance.now()
          instance.onresult?.({ resultIndex: instance.results.length - 1, results })
          return at
        },
        fail: (error: string) => {
          const instance = current()
          if (instance === null) throw new Error("nobody is listening")
          instance.onerror?.({ error })
          end(instance)
        },
        end: () => {
          const instance = current()
          if (instance !== null) end(instance)
        },
      }
      w["SpeechRecognition"] = ScriptedRecognition
      w["webkitSpeechRecognition"] = ScriptedRecognition
    },
    { present: available, device: onDevice },
  )
