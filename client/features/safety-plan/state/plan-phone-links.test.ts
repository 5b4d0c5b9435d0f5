import { describe, expect, it } from "vitest"

import { planPieces } from "./plan-phone-links.ts"

describe("the numbers in a safety plan's line", () => {
  it.each([
    ["Marta: +39 333 123 4567", [{ text: "Marta: " }, { phone: "+39 333 123 4567", dial: "+393331234567" }]],
    [
      "Telefono Amico 02 2327 2327",
      [{ text: "Telefono Amico " }, { phone: "02 2327 2327", dial: "0223272327" }],
    ],
    [
      "Emergenze 112, antiviolenza 1522",
      [
        { text: "Emergenze " },
        { phone: "112", dial: "112" },
        { text: ", antiviolenza " },
        { phone: "1522", dial: "1522" },
      ],
    ],
    ["Numero verde 800-274-274", [{ text: "Numero verde " }, { phone: "800-274-274", dial: "800274274" }]],
  ])("%s: the number is one tap away", (line, pieces) => expect(planPieces(line)).toEqual(pieces))

  it.each([
    "Una passeggiata di 20 minuti",
    "Dal 2021 vado in palestra",
    "Alle 18.30 chiamo la mamma",
    "Respirare 4 volte",
  ])("%s: stays words", (line) => expect(planPieces(line)).toEqual([{ text: line }]))
})
