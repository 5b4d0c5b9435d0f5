import { describe, expect, it } from "vitest"

import { checkAudioRoute, routeFor } from "./audio-route.ts"
import type { SpeechRecognitionConstructor } from "./recognition.ts"

const recognitionWith = (statics: object) =>
  Object.assign(class {}, statics) as unknown as SpeechRecognitionConstructor

describe("where the audio goes", () => {
  it.each([
    ["available", "on-device"],
    ["downloadable", "downloadable"],
    ["downloading", "downloadable"],
    ["unavailable", "provider"],
    [null, "provider"],
    ["something new", "provider"],
  ] as const)("given available() answers %s, then %s", (answer, route) => {
    expect(routeFor(answer)).toBe(route)
  })

  it("given no on-device API, then the provider, without asking", async () => {
    expect(await checkAudioRoute(recognitionWith({}))).toBe("provider")
  })

  it("given the on-device question fails (a permissions policy), then the provider", async () => {
    const available = () => Promise.reject(new DOMException("blocked", "NotAllowedError"))
    expect(await checkAudioRoute(recognitionWith({ available }))).toBe("provider")
  })
})
