import { describe, expect, it } from "vitest"
import { TriggerIndex, triggersOf } from "./crisis-triggers.ts"

describe("triggersOf", () => {
  it("given a pattern of words, gives the texts its matches begin with", () => {
    expect(triggersOf(/\bmi (?:taglio|brucio)\b/)).toEqual({
      always: false,
      starts: ["mi taglio", "mi brucio"],
    })
    expect(triggersOf(/^adio\b|\bperdonatemi\b/)).toEqual({ always: false, starts: ["adio", "perdonatemi"] })
  })

  it("given optional letters, classes and repeats, gives every beginning, cut where the pattern stops spelling", () => {
    expect(triggersOf(/\bsui?c(?:io|a)\b/).starts).toEqual(["sucio", "suca", "suicio", "suica"])
    expect(triggersOf(/\bmort[oa] (?:ormai|gia)/).starts).toEqual([
      "morto ormai",
      "morto gia",
      "morta ormai",
      "morta gia",
    ])
    expect(triggersOf(/\bimpic\w*|\bcorda\b.{0,40}\btrave/).starts).toEqual(["impic", "corda"])
    expect(triggersOf(/\bab+c/).starts).toEqual(["ab"])
  })

  it("given a lookaround, reads past it (it matches no letters)", () => {
    expect(triggersOf(/\b(?<!cane )mi segue\b/).starts).toEqual(["mi segue"])
  })

  it("given a branch that may begin anywhere, or not at a word, tries the rule always", () => {
    expect(triggersOf(/\b(?:ponte|\w+ piano)\b/).always).toBe(true)
    expect(triggersOf(/(?:^|\s)non\b/).always).toBe(true)
    expect(triggersOf(/voglio/).always).toBe(true)
    expect(triggersOf(/\b[^a]bc/).always).toBe(true)
  })
})

describe("TriggerIndex", () => {
  const index = new TriggerIndex([/\bmi taglio\b/, /\bimpic\w*/, /\b(?:ponte|\w+ piano)\b/])

  it("given a text, finds for each rule the word starts where one of its beginnings stands", () => {
    const text = "oggi mi taglio, poi impiccato e mi taglio"
    expect(index.startsIn(text)).toEqual([[5, 32], [20], undefined])
    expect(index.triedEverywhere(2)).toBe(true)
  })

  it("given a beginning inside a word, or cut short, finds nothing", () => {
    expect(index.startsIn("xmi taglio ximpic mi tagl")).toEqual([undefined, undefined, undefined])
  })
})
