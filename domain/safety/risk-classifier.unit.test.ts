import { describe, expect, it } from "vitest"
import { readingOf } from "./risk-classifier.ts"

const order = (z: ReadonlyArray<number>) => readingOf(z).categories.map((c) => c.category)

describe("readingOf", () => {
  it("given the class scores, names the categories most likely first", () => {
    expect(order([0, -1, 2, 0.5, -3])).toEqual(["self_harm", "harm_to_others", "suicide", "abuse"])
  })

  it("given two classes scored alike but for the rounding of a sum, names them in the same order either way", () => {
    // the send path sums integer weights, the reference path their decimals: the last bit may differ
    const tie = 0.3496754901361269
    expect(order([0, tie, -1, -2, tie + 4e-16])).toEqual(["suicide", "abuse", "self_harm", "harm_to_others"])
    expect(order([0, tie + 4e-16, -1, -2, tie])).toEqual(["suicide", "abuse", "self_harm", "harm_to_others"])
  })
})
