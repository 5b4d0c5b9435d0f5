import { describe, expect, it } from "vitest"

import { withPhoneLinks, type KnownNumber } from "./phone-links.ts"

const NUMBERS: ReadonlyArray<KnownNumber> = [
  { name: "Numero unico di emergenza", phone: "112", dial: "112" },
  { name: "Telefono Amico", phone: "02 2327 2327", dial: "0223272327" },
  { name: "Telefono Azzurro", phone: "19696", dial: "19696" },
  { name: "Antiviolenza e stalking", phone: "1522", dial: "1522" },
]

describe("crisis numbers in a reply", () => {
  it("given the numbers as the assistant writes them, then each is a tel: link to its digits", () => {
    expect(withPhoneLinks("Chiama il 112, oppure Telefono Amico (02 2327 2327) o il 1522.", NUMBERS)).toBe(
      "Chiama il [112](tel:112), oppure Telefono Amico ([02 2327 2327](tel:0223272327)) o il [1522](tel:1522).",
    )
    expect(withPhoneLinks("allo 0223272327 o allo 02-2327-2327; 19696", NUMBERS)).toBe(
      "allo [0223272327](tel:0223272327) o allo [02-2327-2327](tel:0223272327); [19696](tel:19696)",
    )
  })

  it("given other numbers, links, code or digits inside a longer number, then nothing changes", () => {
    for (const text of [
      "Alle 11:20 ho fatto 1120 passi, 15220 metri.",
      "Il [112](tel:112) è già un link, e anche [chiama il 112](tel:112).",
      "Scrivi `112` per provare.",
      "Il codice è A1522 o 1522B, l'anno 2112.",
    ])
      expect(withPhoneLinks(text, NUMBERS)).toBe(text)
  })

  it("given no known numbers (the card did not arrive), then the text is left as it is", () => {
    expect(withPhoneLinks("Chiama il 112.", [])).toBe("Chiama il 112.")
  })
})
