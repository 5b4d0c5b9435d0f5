import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"

import { createHandsFree, type HandsFreeInputs } from "./hands-free-controller.ts"
import { PAUSE_MS, SESSION_OVER_SPEECH, SILENCE_LIMIT_MS } from "./hands-free.ts"
import { stopSpeaking } from "./speaker.ts"

/** The browser's recognition, driven by the test. */
class FakeRecognition {
  static live: FakeRecognition[] = []
  lang = ""
  continuous = false
  interimResults = false
  maxAlternatives = 0
  processLocally: boolean | undefined = undefined
  onresult: ((event: unknown) => void) | null = null
  onerror: ((event: { error: string }) => void) | null = null
  onend: (() => void) | null = null
  results: Array<{ isFinal: boolean; length: 1; 0: { transcript: string } }> = []
  start = vi.fn(() => FakeRecognition.live.push(this))
  stop = vi.fn()
  abort = vi.fn(() => {
    FakeRecognition.live = FakeRecognition.live.filter((r) => r !== this)
  })
  hear(text: string, final: boolean) {
    if (this.results.at(-1)?.isFinal === false) this.results.pop()
    this.results.push({ isFinal: final, length: 1, 0: { transcript: text } })
    this.onresult?.({
      resultIndex: 0,
      results: Object.assign([...this.results], { length: this.results.length }),
    })
  }
}

const listening = () => FakeRecognition.live.at(-1) ?? null

/** The browser's voice: what it was given, and a way to finish what it is saying. */
const voice = () => {
  const queue: Array<{
    text: string
    rate: number
    onend: (() => void) | null
    onerror: (() => void) | null
  }> = []
  const said: Array<{ text: string; rate: number; cancelled: boolean }> = []
  return {
    said,
    synthesis: {
      getVoices: () => [],
      speak: (utterance: (typeof queue)[number]) => {
        queue.push(utterance)
        said.push({ text: utterance.text, rate: utterance.rate, cancelled: false })
      },
      cancel: () => {
        const current = queue.splice(0)
        for (const u of current) {
          const entry = said.find((s) => s.text === u.text && !s.cancelled)
          if (entry !== undefined) entry.cancelled = true
          u.onerror?.()
        }
      },
    },
    /** The sentence being said ends. */
    finish: () => queue.shift()?.onend?.(),
    finishAll: () => {
      while (queue.length > 0) queue.shift()?.onend?.()
    },
  }
}

class FakeUtterance {
  lang = ""
  rate = 1
  pitch = 1
  voice = null
  onend: (() => void) | null = null
  onerror: (() => void) | null = null
  text: string
  constructor(text: string) {
    this.text = text
  }
}

let browserVoice = voice()
const send = vi.fn()
const onListenError = vi.fn()

const initial = (): HandsFreeInputs => ({
  disabled: false,
  busy: false,
  reply: null,
  send,
  crisisRaised: 0,
  notice: null,
  crisisWords: (full) => (full ? "Non devi affrontarlo in solitudine. Chiama il 112." : "Chiama il 112."),
  onListenError,
})

/** What the screen says now: the last state, changed by `patch` (as the chat screen re-renders). */
let inputs: HandsFreeInputs = initial()
const screen = (patch: Partial<HandsFreeInputs> = {}): HandsFreeInputs => {
  inputs = { ...inputs, ...patch }
  return inputs
}

/** Every conversation a test made, ended after it (each one listens to the one shared voice). */
const made: Array<ReturnType<typeof createHandsFree>> = []
const conversation = () => {
  const handsFree = createHandsFree()
  made.push(handsFree)
  return handsFree
}

const started = () => {
  const handsFree = conversation()
  handsFree.update(screen())
  handsFree.start("provider")
  return handsFree
}

beforeEach(() => {
  vi.useFakeTimers()
  FakeRecognition.live = []
  browserVoice = voice()
  vi.stubGlobal("webkitSpeechRecognition", FakeRecognition)
  vi.stubGlobal("speechSynthesis", browserVoice.synthesis)
  vi.stubGlobal("SpeechSynthesisUtterance", FakeUtterance)
  inputs = initial()
})

afterEach(() => {
  for (const handsFree of made.splice(0)) handsFree.stop()
  stopSpeaking()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.clearAllMocks()
})

describe("the hands-free conversation", () => {
  it("given it starts, then it listens in Italian, continuously", () => {
    const handsFree = started()
    expect(handsFree.getSnapshot().stage).toBe("listening")
    expect(listening()).toMatchObject({ lang: "it-IT", continuous: true, interimResults: true })
  })

  it("given settled words, when the person pauses, then they are sent and it thinks", () => {
    const handsFree = started()
    listening()?.hear("Oggi mi sento", false)
    listening()?.hear("Oggi mi sento giù", true)
    expect(handsFree.getSnapshot().heard).toBe("Oggi mi sento giù")
    vi.advanceTimersByTime(PAUSE_MS - 1)
    expect(send).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(send).toHaveBeenCalledExactlyOnceWith("Oggi mi sento giù")
    expect(handsFree.getSnapshot()).toMatchObject({ stage: "thinking", heard: "" })
    expect(listening()).toBeNull()
  })

  it("given more words within the pause, then it waits again", () => {
    started()
    listening()?.hear("Oggi mi sento giù.", true)
    vi.advanceTimersByTime(PAUSE_MS - 200)
    listening()?.hear("E anche stanca", false)
    vi.advanceTimersByTime(PAUSE_MS * 3)
    expect(send).not.toHaveBeenCalled()
    listening()?.hear("E anche stanca.", true)
    vi.advanceTimersByTime(PAUSE_MS)
    expect(send).toHaveBeenCalledExactlyOnceWith("Oggi mi sento giù. E anche stanca.")
  })

  it("given the browser stops listening on a pause before settling the words, then the turn is sent", () => {
    started()
    const recognition = listening()
    recognition?.hear("Non riesco a dormire", false)
    recognition?.onend?.()
    expect(send).toHaveBeenCalledExactlyOnceWith("Non riesco a dormire")
  })

  it("given the browser ends a silent session, then it listens again", () => {
    const handsFree = started()
    const first = listening()
    FakeRecognition.live = []
    first?.onend?.()
    vi.advanceTimersByTime(300)
    expect(listening()).not.toBeNull()
    expect(listening()).not.toBe(first)
    expect(handsFree.getSnapshot().stage).toBe("listening")
  })

  it("given the reply streams, then speech starts at its first sentence, and it listens again after it", () => {
    const handsFree = started()
    listening()?.hear("Ho litigato con mia sorella", true)
    vi.advanceTimersByTime(PAUSE_MS)
    handsFree.update(screen({ busy: true, reply: { id: "r1", text: "", streaming: true, failed: false } }))
    handsFree.update(screen({ reply: { id: "r1", text: "Mi dispiace. Ti", streaming: true, failed: false } }))
    expect(browserVoice.said.map((s) => s.text)).toEqual(["Mi dispiace."])
    expect(handsFree.getSnapshot().stage).toBe("speaking")
    expect(listening()).not.toBeNull()
    handsFree.update(
      screen({
        busy: false,
        reply: { id: "r1", text: "Mi dispiace. Ti ascolto.", streaming: false, failed: false },
      }),
    )
    browserVoice.finishAll()
    expect(browserVoice.said.map((s) => s.text)).toEqual(["Mi dispiace.", "Ti ascolto."])
    expect(handsFree.getSnapshot().stage).toBe("listening")
  })

  it("given Cogi speaks, when the person speaks, then it stops at once and listens; its own echo does not", () => {
    const handsFree = started()
    listening()?.hear("Ciao", true)
    vi.advanceTimersByTime(PAUSE_MS)
    handsFree.update(
      screen({ reply: { id: "r1", text: "Capisco bene. Parliamone.", streaming: false, failed: false } }),
    )
    expect(handsFree.getSnapshot().stage).toBe("speaking")
    listening()?.hear("capisco bene", true)
    expect(browserVoice.said.some((s) => s.cancelled)).toBe(false)
    listening()?.hear("aspetta", false)
    expect(browserVoice.said[0]?.cancelled).toBe(true)
    expect(handsFree.getSnapshot()).toMatchObject({ stage: "listening", heard: "aspetta" })
  })

  it("given Cogi speaks, when interrupted by hand, then it stops and listens", () => {
    const handsFree = started()
    listening()?.hear("Ciao", true)
    vi.advanceTimersByTime(PAUSE_MS)
    handsFree.update(screen({ reply: { id: "r1", text: "Capisco bene.", streaming: false, failed: false } }))
    handsFree.interrupt()
    expect(browserVoice.said[0]?.cancelled).toBe(true)
    expect(handsFree.getSnapshot().stage).toBe("listening")
  })

  it("given the crisis panel rises, then its card is read first, calm, then the reply; later only a reminder", () => {
    const handsFree = started()
    listening()?.hear("Non ce la faccio più", true)
    vi.advanceTimersByTime(PAUSE_MS)
    handsFree.update(screen({ busy: true, crisisRaised: 1 }))
    handsFree.update(
      screen({ reply: { id: "r1", text: "Sono qui con te.", streaming: false, failed: false } }),
    )
    expect(browserVoice.said.map((s) => [s.text, s.rate])).toEqual([
      ["Non devi affrontarlo in solitudine.", 0.85],
      ["Chiama il 1 1 2.", 0.85],
    ])
    browserVoice.finishAll()
    handsFree.update(screen({ busy: false }))
    expect(browserVoice.said.at(-1)).toMatchObject({ text: "Sono qui con te.", rate: 1 })
    browserVoice.finishAll()
    handsFree.update(screen({ crisisRaised: 2 }))
    expect(browserVoice.said.at(-1)?.text).toBe("Chiama il 1 1 2.")
  })

  it("given a clock notice, then it is said (once), and a notice from before the start is not", () => {
    const handsFree = conversation()
    handsFree.update(screen({ notice: { id: "halfway", text: "Sei a metà della sessione." } }))
    handsFree.start("provider")
    expect(browserVoice.said).toEqual([])
    handsFree.update(screen({ notice: { id: "ending-soon", text: "Mancano 5 minuti." } }))
    handsFree.update(screen())
    expect(browserVoice.said.map((s) => s.text)).toEqual(["Mancano 5 minuti."])
  })

  it("given the session ends, then that is said and the conversation stops", () => {
    const handsFree = started()
    handsFree.update(screen({ disabled: true }))
    expect(listening()).toBeNull()
    expect(browserVoice.said.map((s) => s.text).join(" ")).toBe(SESSION_OVER_SPEECH)
    browserVoice.finishAll()
    expect(handsFree.getSnapshot().stage).toBe("off")
  })

  it("given the microphone is refused, then it stops and reports the error", () => {
    const handsFree = started()
    listening()?.onerror?.({ error: "not-allowed" })
    expect(handsFree.getSnapshot().stage).toBe("off")
    expect(onListenError).toHaveBeenCalledExactlyOnceWith("not-allowed")
  })

  it("given nothing heard for long, then it says so and stops listening", () => {
    const handsFree = started()
    vi.advanceTimersByTime(SILENCE_LIMIT_MS)
    expect(listening()).toBeNull()
    browserVoice.finishAll()
    expect(handsFree.getSnapshot().stage).toBe("off")
  })

  it("given a turn the screen never takes, then it says so and stops", () => {
    const handsFree = started()
    listening()?.hear("Ciao a tutti", true)
    vi.advanceTimersByTime(PAUSE_MS + 5_000)
    expect(browserVoice.said[0]?.text).toMatch(/^Il messaggio non è partito/)
    browserVoice.finishAll()
    expect(handsFree.getSnapshot().stage).toBe("off")
  })
})
