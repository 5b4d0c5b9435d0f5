import { describe, expect, it } from "vitest"

import {
  getSpeechRecognition,
  isIosSafari,
  speechErrorMessage,
  transcriptOf,
  voiceSupport,
} from "./recognition.ts"

const result = (transcript: string, isFinal: boolean) => ({ isFinal, length: 1, 0: { transcript } })

const desktopChrome = {
  protocol: "https:",
  hostname: "cogi.example.it",
  userAgent:
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36",
  platform: "Linux x86_64",
  maxTouchPoints: 0,
  hasApi: true,
}
const iphoneSafari =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1"

describe("recognition errors (SPEC §8)", () => {
  it("has one warm Italian message per error and none for a stop the user asked for", () => {
    expect(speechErrorMessage("no-speech")).toBe(
      "Non ho sentito nulla. Riprova parlando vicino al microfono.",
    )
    expect(speechErrorMessage("audio-capture")).toBe(
      "Nessun microfono trovato. Controlla che sia collegato e riprova.",
    )
    expect(speechErrorMessage("not-allowed")).toMatch(/^Permesso del microfono negato/)
    expect(speechErrorMessage("network")).toMatch(/^Errore di rete/)
    expect(speechErrorMessage("service-not-allowed")).toMatch(
      /servizio di riconoscimento vocale non è disponibile/,
    )
    expect(speechErrorMessage("language-not-supported")).toMatch(/non supporta l'italiano/)
    expect(speechErrorMessage("bad-grammar")).toBe(
      "Qualcosa non ha funzionato con la dettatura vocale. Riprova tra poco.",
    )
    expect(speechErrorMessage("aborted")).toBeNull()
    const texts = [
      "no-speech",
      "audio-capture",
      "not-allowed",
      "network",
      "service-not-allowed",
      "language-not-supported",
      "x",
    ].map((error) => speechErrorMessage(error))
    expect(new Set(texts).size).toBe(texts.length)
  })
})

describe("where dictation works", () => {
  it("needs HTTPS except on localhost", () => {
    expect(voiceSupport(desktopChrome)).toEqual({ supported: true })
    expect(voiceSupport({ ...desktopChrome, protocol: "http:" })).toEqual({
      supported: false,
      reason: "insecure",
    })
    expect(voiceSupport({ ...desktopChrome, protocol: "http:", hostname: "localhost" })).toEqual({
      supported: true,
    })
    expect(voiceSupport({ ...desktopChrome, protocol: "http:", hostname: "127.0.0.1" })).toEqual({
      supported: true,
    })
  })

  it("is refused on iOS Safari (iPhone and iPadOS desktop mode) but not on other browsers", () => {
    expect(
      voiceSupport({ ...desktopChrome, userAgent: iphoneSafari, platform: "iPhone", maxTouchPoints: 5 }),
    ).toEqual({
      supported: false,
      reason: "ios-safari",
    })
    const ipadDesktop =
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15"
    expect(isIosSafari({ userAgent: ipadDesktop, platform: "MacIntel", maxTouchPoints: 5 })).toBe(true)
    expect(isIosSafari({ userAgent: ipadDesktop, platform: "MacIntel", maxTouchPoints: 0 })).toBe(false)
    expect(
      isIosSafari({
        userAgent: iphoneSafari.replace("Version/18.0", "CriOS/156.0"),
        platform: "iPhone",
        maxTouchPoints: 5,
      }),
    ).toBe(false)
  })

  it("needs the API, prefixed or not", () => {
    expect(voiceSupport({ ...desktopChrome, hasApi: false })).toEqual({ supported: false, reason: "no-api" })
    class Fake {}
    expect(getSpeechRecognition({ webkitSpeechRecognition: Fake })).toBe(Fake)
    expect(getSpeechRecognition({ SpeechRecognition: Fake })).toBe(Fake)
    expect(getSpeechRecognition({})).toBeNull()
  })
})

describe("transcript", () => {
  it("joins final and interim parts and is final only when every part is", () => {
    expect(
      transcriptOf({
        resultIndex: 0,
        results: { length: 2, 0: result("Oggi mi sento ", true), 1: result(" un po' giù", false) },
      }),
    ).toEqual({
      text: "Oggi mi sento un po' giù",
      final: false,
    })
    expect(
      transcriptOf({
        resultIndex: 1,
        results: { length: 2, 0: result("Oggi mi sento", true), 1: result(" giù.", true) },
      }),
    ).toEqual({
      text: "Oggi mi sento giù.",
      final: true,
    })
  })
})
