import { act, cleanup, fireEvent, render, screen } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"

import { notify } from "../../../lib/notify.ts"
import { PROVIDER_ACCEPTED_KEY } from "../../../lib/speech/audio-route.ts"
import type { SpeechRecognitionEventLike } from "../../../lib/speech/recognition.ts"
import { IOS_HINT_STORAGE_KEY } from "../state/dictation.ts"
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
  processLocally: boolean | undefined = undefined
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
  // the note on where the audio goes was read and accepted (its own tests below start without it)
  localStorage.setItem(PROVIDER_ACCEPTED_KEY, "1")
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

  it("is not shown when the browser has no speech recognition (the voice row says why)", () => {
    vi.stubGlobal("webkitSpeechRecognition", undefined)
    setup()
    expect(screen.queryByRole("button", { name: "Detta il messaggio a voce" })).toBeNull()
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

describe("VoiceButton: where the audio goes, before the first use", () => {
  beforeEach(() => localStorage.removeItem(PROVIDER_ACCEPTED_KEY))

  it("given a browser that recognises only through its provider, when pressed the first time, then it says so and starts nothing", () => {
    setup()
    startDictation()
    const dialog = screen.getByRole("dialog", { name: "Prima di usare la voce" })
    expect(dialog).toHaveTextContent("l'audio del microfono va al servizio del fornitore del browser")
    expect(dialog).toHaveTextContent("l'audio non passa mai dai nostri server")
    expect(FakeRecognition.instances).toHaveLength(0)
    fireEvent.click(screen.getByRole("button", { name: "Preferisco scrivere" }))
    expect(screen.queryByRole("dialog")).toBeNull()
    expect(FakeRecognition.instances).toHaveLength(0)
    expect(localStorage.getItem(PROVIDER_ACCEPTED_KEY)).toBeNull()
  })

  it("given the note read, when the person chooses the voice, then dictation starts and the note is not shown again", () => {
    setup()
    startDictation()
    fireEvent.click(screen.getByRole("button", { name: "Usa la voce" }))
    expect(latest().start).toHaveBeenCalledOnce()
    expect(latest().processLocally).toBeUndefined()
    fireEvent.click(screen.getByRole("button", { name: "Interrompi la dettatura vocale" }))
    startDictation()
    expect(screen.queryByRole("dialog")).toBeNull()
    expect(FakeRecognition.instances).toHaveLength(2)
  })

  it("given Italian installed for on-device recognition, then it starts at once with processLocally, no note", async () => {
    const available = vi.fn(() => Promise.resolve("available"))
    class OnDevice extends FakeRecognition {
      static available = available
    }
    vi.stubGlobal("webkitSpeechRecognition", OnDevice)
    setup()
    await act(async () => undefined)
    startDictation()
    expect(available).toHaveBeenCalledWith({ langs: ["it-IT"], processLocally: true })
    expect(screen.queryByRole("dialog")).toBeNull()
    expect(latest().processLocally).toBe(true)
    expect(latest().start).toHaveBeenCalledOnce()
  })

  it("given Italian downloadable for the device, when the person downloads it, then dictation starts on the device", async () => {
    const install = vi.fn(() => Promise.resolve(true))
    class Downloadable extends FakeRecognition {
      static available = () => Promise.resolve("downloadable")
      static install = install
    }
    vi.stubGlobal("webkitSpeechRecognition", Downloadable)
    setup()
    await act(async () => undefined)
    startDictation()
    expect(screen.getByRole("dialog")).toHaveTextContent("direttamente sul tuo dispositivo")
    expect(FakeRecognition.instances).toHaveLength(0)
    fireEvent.click(screen.getByRole("button", { name: "Scarica l'italiano sul dispositivo" }))
    await act(async () => undefined)
    expect(install).toHaveBeenCalledWith({ langs: ["it-IT"], processLocally: true })
    expect(latest().processLocally).toBe(true)
    expect(latest().start).toHaveBeenCalledOnce()
    expect(localStorage.getItem(PROVIDER_ACCEPTED_KEY)).toBeNull()
  })

  it("given the download fails, then it says so and the person can still choose", async () => {
    class Failing extends FakeRecognition {
      static available = () => Promise.resolve("downloadable")
      static install = () => Promise.resolve(false)
    }
    vi.stubGlobal("webkitSpeechRecognition", Failing)
    setup()
    await act(async () => undefined)
    startDictation()
    fireEvent.click(screen.getByRole("button", { name: "Scarica l'italiano sul dispositivo" }))
    await act(async () => undefined)
    expect(screen.getByRole("alert")).toHaveTextContent("Non è stato possibile scaricare l'italiano")
    expect(FakeRecognition.instances).toHaveLength(0)
    fireEvent.click(screen.getByRole("button", { name: "Usa il servizio del browser" }))
    expect(latest().processLocally).toBeUndefined()
    expect(latest().start).toHaveBeenCalledOnce()
  })
})
