import { describe, expect, it } from "vitest"

import { pickItalianVoice } from "./speaker.ts"

const voice = (name: string, lang: string, localService: boolean, isDefault = false) => ({
  name,
  lang,
  localService,
  default: isDefault,
})

describe("pickItalianVoice", () => {
  it("given Italian voices on the device and online, then an on-device it-IT voice", () => {
    const voices = [
      voice("Google italiano", "it-IT", false, true),
      voice("Samantha", "en-US", true),
      voice("Alice", "it-IT", true),
    ]
    expect(pickItalianVoice(voices)?.name).toBe("Alice")
  })
  it("given only an online Italian voice, then that one", () => {
    expect(
      pickItalianVoice([voice("Samantha", "en-US", true), voice("Google italiano", "it-IT", false)])?.name,
    ).toBe("Google italiano")
  })
  it("given an it-CH voice on the device and an it-IT online, then the one on the device", () => {
    expect(
      pickItalianVoice([voice("Google italiano", "it-IT", false), voice("Luca", "it_CH", true)])?.name,
    ).toBe("Luca")
  })
  it("given no Italian voice, then none (the browser picks by language)", () => {
    expect(pickItalianVoice([voice("Samantha", "en-US", true), voice("Italo?", "iu-CA", true)])).toBeNull()
  })
})
