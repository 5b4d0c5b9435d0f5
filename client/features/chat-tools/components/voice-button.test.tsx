import { act, cleanup, fireEvent, render, screen } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"

import { notify } from "../../../lib/notify.ts"
import { IOS_HINT_STORAGE_KEY, type SpeechRecognitionEventLike } from "../state/speech.ts"
import { VoiceButton } from "./voice-button.tsx"

vi.mock("../../../lib/notify.ts", () => ({
  notify: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
}))

/** A stand-in for the browser's SpeechRecognition: the test drives its events. */
class FakeRecognition {
  static instances: FakeRecognition[] = []
  lang = ""
  continuous = false
  interimResults = false
  maxAlternatives = 0
  onresult: ((event: SpeechRecognitionEventLike) => void) | null = null
  onerror: ((event: { error: string }) => void) | null = null
  onend: (() => void) | null = null
  start = vi.fn()
  stop = vi.fn(() => this.onend?.())
  abort = vi.fn(() => this.onend?.())
  constructor() {
    FakeRecognition.instances.push(this)
  }
  say(...parts: Array<[string, boolean]>) {
    const results: Record<number, unknown> & { length: number } = { length: parts.length }
    parts.forEach(([transcript, isFinal], index) => {
      results[index] = { isFinal, length: 1, 0: { transcript } }
    })
    act(() => this.onresult?.({ resultIndex: 0, results } as SpeechRecognitionEventLike))
  }
  fail(error: string) {
    act(() => {
      this.onerror?.({ error })
      this.onend?.()
    })
  }
}

const latest = () => {
  const instance = FakeRecognition.instances.at(-1)
  if (instance === undefined) throw new Error("no recognition started")
  return instance
}

const setup = (props: { disabled?: boolean } = {}) => {
  const onTranscript = vi.fn()
  const onAutoSend = vi.fn()
  const view = render(<VoiceButton onTranscript={onTranscript} onAutoSend={onAutoSend} {...props} />)
  return { onTranscript, onAutoSend, view }
}

const startDictation = () =>
  fireEvent.click(screen.getByRole("button", { name: "Detta il messaggio a voce" }))

beforeEach(() => {
  FakeRecognition.instances = []
  vi.stubGlobal("webkitSpeechRecognition", FakeRecognition)
  vi.useFakeTimers()
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.clearAllMocks()
  localStorage.clear()
})

describe("VoiceButton", () => {
  it("listens in Italian with interim results and shows it is listening", () => {
    const { onTranscript } = setup()
    startDictation()
    const recognition = latest()
    expect(recognition.start).toHaveBeenCalledOnce()
    expect(recognition.lang).toBe("it-IT")
    expect(recognition.interimResults).toBe(true)
    const button = screen.getByRole("button", { name: "Interrompi la dettatura vocale" })
    expect(button).toHaveAttribute("aria-pressed", "true")
    expect(screen.getByRole("status")).toHaveTextContent("In ascolto…")

    recognition.say(["Oggi mi sento", false])
    expect(onTranscript).toHaveBeenLastCalledWith("Oggi mi sento", false)
  })

  it("auto-sends a final sentence longer than 10 characters after exactly 1 second", () => {
    const { onTranscript, onAutoSend } = setup()
    startDictation()
    latest().say(["Oggi mi sento un po' giù.", true])
    expect(onTranscript).toHaveBeenLastCalledWith("Oggi mi sento un po' giù.", true)
    act(() => vi.advanceTimersByTime(999))
    expect(onAutoSend).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(onAutoSend).toHaveBeenCalledExactlyOnceWith("Oggi mi sento un po' giù.")
    expect(latest().abort).toHaveBeenCalled()
    expect(screen.getByRole("button", { name: "Detta il messaggio a voce" })).toHaveAttribute(
      "aria-pressed",
      "false",
    )
  })

  it("does not auto-send short, unpunctuated or interim text", () => {
    const { onAutoSend } = setup()
    startDictation()
    const recognition = latest()
    recognition.say(["Ciao.", true])
    recognition.say(["Oggi mi sento un po' giù", true])
    recognition.say(["Oggi mi sento un po' giù.", false])
    act(() => vi.advanceTimersByTime(5_000))
    expect(onAutoSend).not.toHaveBeenCalled()
  })

  it("waits again when more words arrive within the second", () => {
    const { onAutoSend } = setup()
    startDictation()
    const recognition = latest()
    recognition.say(["Oggi mi sento giù.", true])
    act(() => vi.advanceTimersByTime(600))
    recognition.say(["Oggi mi sento giù.", true], [" E anche stanca", false])
    act(() => vi.advanceTimersByTime(2_000))
    expect(onAutoSend).not.toHaveBeenCalled()
    recognition.say(["Oggi mi sento giù.", true], [" E anche stanca.", true])
    act(() => vi.advanceTimersByTime(1_000))
    expect(onAutoSend).toHaveBeenCalledExactlyOnceWith("Oggi mi sento giù. E anche stanca.")
  })

  it("sends nothing by itself when the user stops by hand", () => {
    const { onAutoSend } = setup()
    startDictation()
    const recognition = latest()
    fireEvent.click(screen.getByRole("button", { name: "Interrompi la dettatura vocale" }))
    expect(recognition.stop).toHaveBeenCalled()
    recognition.say(["Oggi mi sento un po' giù.", true])
    act(() => vi.advanceTimersByTime(2_000))
    expect(onAutoSend).not.toHaveBeenCalled()
  })

  it.each([
    ["no-speech", "Non ho sentito nulla. Riprova parlando vicino al microfono."],
    ["audio-capture", "Nessun microfono trovato. Controlla che sia collegato e riprova."],
    [
      "not-allowed",
      "Permesso del microfono negato. Puoi consentirlo dalle impostazioni del browser e riprovare.",
    ],
    ["network", "Errore di rete durante il riconoscimento vocale. Controlla la connessione e riprova."],
    [
      "service-not-allowed",
      "Il servizio di riconoscimento vocale non è disponibile in questo browser. Puoi scrivere il tuo messaggio.",
    ],
    [
      "language-not-supported",
      "Il riconoscimento vocale di questo browser non supporta l'italiano. Puoi scrivere il tuo messaggio.",
    ],
    ["something-else", "Qualcosa non ha funzionato con la dettatura vocale. Riprova tra poco."],
  ])("toasts %s", (error, message) => {
    setup()
    startDictation()
    latest().fail(error)
    expect(notify.error).toHaveBeenCalledExactlyOnceWith(message)
    expect(screen.getByRole("button", { name: "Detta il messaggio a voce" })).toHaveAttribute(
      "aria-pressed",
      "false",
    )
  })

  it("stays quiet when the recognition is aborted", () => {
    setup()
    startDictation()
    latest().fail("aborted")
    expect(notify.error).not.toHaveBeenCalled()
  })

  it("stops listening when it becomes disabled", () => {
    const { view, onAutoSend } = setup()
    startDictation()
    const recognition = latest()
    recognition.say(["Oggi mi sento un po' giù.", true])
    view.rerender(<VoiceButton onTranscript={vi.fn()} onAutoSend={onAutoSend} disabled />)
    expect(recognition.abort).toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(2_000))
    expect(onAutoSend).not.toHaveBeenCalled()
    expect(screen.getByRole("button")).toBeDisabled()
  })

  it("explains itself when the browser has no speech recognition", () => {
    vi.stubGlobal("webkitSpeechRecognition", undefined)
    setup()
    const button = screen.getByRole("button", { name: "Detta il messaggio a voce" })
    expect(button).toHaveAttribute("aria-disabled", "true")
    fireEvent.click(button)
    expect(notify.info).toHaveBeenCalledWith(expect.stringMatching(/non supporta la dettatura vocale/), {
      long: true,
    })
    expect(FakeRecognition.instances).toHaveLength(0)
  })

  it("on iOS Safari shows the other-browser hint once per browser", () => {
    const ua = vi
      .spyOn(navigator, "userAgent", "get")
      .mockReturnValue(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1",
      )
    const first = setup()
    expect(notify.info).toHaveBeenCalledExactlyOnceWith(expect.stringMatching(/prova un altro browser/), {
      long: true,
    })
    expect(localStorage.getItem(IOS_HINT_STORAGE_KEY)).not.toBeNull()
    first.view.unmount()
    setup()
    expect(notify.info).toHaveBeenCalledOnce()
    ua.mockRestore()
  })
})
