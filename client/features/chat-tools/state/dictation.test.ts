import { describe, expect, it } from "vitest"

import { shouldAutoSend } from "./dictation.ts"

describe("auto-send rule (SPEC §4)", () => {
  it("sends a text ending in . ? or ! longer than 10 characters", () => {
    expect(shouldAutoSend("Oggi mi sento giù.")).toBe(true)
    expect(shouldAutoSend("Come posso dormire meglio?")).toBe(true)
    expect(shouldAutoSend("Che bella giornata!")).toBe(true)
    expect(shouldAutoSend("  Oggi mi sento giù.  ")).toBe(true)
  })

  it("keeps short texts and texts without final punctuation", () => {
    expect(shouldAutoSend("Ciao.")).toBe(false)
    // exactly 10 characters is not "longer than 10"
    expect(shouldAutoSend("Sto bene!!")).toBe(false)
    expect(shouldAutoSend("Sto bene!!!")).toBe(true)
    expect(shouldAutoSend("Oggi mi sento un po' giù")).toBe(false)
    expect(shouldAutoSend("Oggi mi sento giù, e")).toBe(false)
  })
})
