import { describe, expect, it } from "vitest"

import { crisisSpeech, FALLBACK_CARD, hasWords, isEcho } from "./hands-free.ts"
import { speakableSentences, spokenPhone } from "./speech-text.ts"

describe("a spoken turn", () => {
  it("given words, then it can be sent; given only a sound read as punctuation, then not", () => {
    expect(hasWords("Oggi mi sento giù")).toBe(true)
    expect(hasWords("112")).toBe(true)
    expect(hasWords(" . ")).toBe(false)
    expect(hasWords("")).toBe(false)
  })
})

describe("echo or barge-in", () => {
  const reading = ["Capisco quanto possa fare male.", "Parliamone con calma, se ti va."]
  it("given the microphone hears Cogi's own words in order, then it is an echo", () => {
    expect(isEcho("capisco quanto possa", reading)).toBe(true)
    expect(isEcho("Parliamone con calma se ti va", reading)).toBe(true)
    // across two sentences, accents and case aside
    expect(isEcho("fare male parliamone", reading)).toBe(true)
    expect(isEcho("PARLIAMONE", reading)).toBe(true)
  })
  it("given other words, then the person is speaking (a barge-in)", () => {
    expect(isEcho("aspetta", reading)).toBe(false)
    expect(isEcho("capisco ma aspetta", reading)).toBe(false)
    expect(isEcho("calma con", reading)).toBe(false)
  })
  it("given nothing is being read, then any word is the person", () => {
    expect(isEcho("capisco", [])).toBe(false)
  })
  it("given no words at all, then nothing to stop for", () => {
    expect(isEcho("  ", reading)).toBe(true)
  })
})

describe("the crisis panel read aloud", () => {
  const card = {
    title: "Non devi affrontarlo in solitudine",
    message: "Quello che stai vivendo conta. Il 112 risponde sempre.",
    resources: [
      { name: "Numero unico di emergenza", phone: "112" },
      { name: "Telefono Amico", phone: "02 2327 2327" },
      { name: "Telefono Azzurro", phone: "19696" },
    ],
  }
  it("given the first time, then its title, words, every number digit by digit and the person named", () => {
    const sentences = speakableSentences(
      crisisSpeech(card, { name: "Marta", phone: "+39 333 1234567" }, true),
      true,
    )
    expect(sentences).toEqual([
      "Non devi affrontarlo in solitudine.",
      "Quello che stai vivendo conta.",
      "Il 1 1 2 risponde sempre.",
      "Numero unico di emergenza: 1 1 2.",
      "Telefono Amico: 0 2, 2 3 2 7, 2 3 2 7.",
      "Telefono Azzurro: 1 9 6 9 6.",
      "Puoi chiamare anche Marta: più 3 9, 3 3 3, 1 2 3 4 5 6 7.",
      "I numeri sono qui sullo schermo, sopra il campo del messaggio: puoi toccarli per chiamare.",
    ])
  })
  it("given it was read already, then a short reminder with the 112", () => {
    expect(speakableSentences(crisisSpeech(card, null, false), true)).toEqual([
      "Non devi affrontarlo in solitudine.",
      "I numeri sono qui sullo schermo, sopra il campo del messaggio: puoi toccarli per chiamare.",
      "Se sei in pericolo chiama il 1 1 2.",
    ])
  })
  it("given the server's card has not arrived, then the 112 at least", () => {
    expect(crisisSpeech(FALLBACK_CARD, null, true)).toContain("Numero unico di emergenza: 1 1 2.")
  })
})

describe("a phone number read aloud", () => {
  it.each([
    ["02 2327 2327", "0 2, 2 3 2 7, 2 3 2 7"],
    ["+39 333 1234567", "più 3 9, 3 3 3, 1 2 3 4 5 6 7"],
    ["+39-02-2327-2327", "più 3 9, 0 2, 2 3 2 7, 2 3 2 7"],
    ["1522", "1 5 2 2"],
  ])("%s → %s", (phone, spoken) => {
    expect(spokenPhone(phone)).toBe(spoken)
  })
})
