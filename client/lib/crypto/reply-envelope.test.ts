import { describe, expect, it } from "vitest"

import { openReply, sealReply } from "./reply-envelope.ts"

describe("the encrypted reply envelope", () => {
  it("carries the crisis card and the interruption through a reload", () => {
    for (const crisis of [true, false])
      for (const interrupted of [true, false]) {
        const record = { text: "Sono qui con te.", crisis, interrupted }
        expect(openReply(sealReply(record))).toEqual(record)
      }
  })

  it("has the same length with or without the card, so the ciphertext does not tell", () => {
    const text = "Grazie per avermelo detto."
    expect(sealReply({ text, crisis: true, interrupted: false }).length).toBe(
      sealReply({ text, crisis: false, interrupted: false }).length,
    )
  })

  it("reads a reply stored before the envelope as plain text with no marks", () => {
    expect(openReply("Ciao, come stai?")).toEqual({
      text: "Ciao, come stai?",
      crisis: false,
      interrupted: false,
    })
    expect(openReply("cogi-reply/1 xx finto")).toEqual({
      text: "cogi-reply/1 xx finto",
      crisis: false,
      interrupted: false,
    })
  })
})
