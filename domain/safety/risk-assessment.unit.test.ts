import { describe, expect, it } from "vitest"
import { assessRisk, assessWith, readText, RISK_MODEL, type RiskModel } from "./risk-assessment.ts"
import { EMPTY_LEXICON } from "./italian-words.ts"

const levels = ["none", "possible", "high"]

describe("assessRisk on bad input", () => {
  const answers = (message: string, turns: ReadonlyArray<string> = []) => {
    const assessment = assessRisk(message, turns)
    expect(levels).toContain(assessment.level)
    expect(assessment.crisis).toBe(assessment.level === "high")
    return assessment
  }

  it("answers the empty message, spaces and emoji alone with no risk", () => {
    expect(answers("")).toEqual({ level: "none", crisis: false, categories: [] })
    expect(answers("   \n\t ").level).toBe("none")
    expect(answers("😀🙏🏽❤️‍🔥").level).toBe("none")
  })

  it("answers control characters, lone surrogates and a 100 KB message", () => {
    answers("\u0000\u0007ciao\u001b[31m\u007f \ud800 come va?")
    answers("a".repeat(100_000))
    answers("non so più cosa fare. ".repeat(5_000))
  })

  it("answers mixed languages and scripts", () => {
    answers("I'm fine, grazie, ça va, всё хорошо, 大丈夫, لا بأس")
    answers("I want to die, voglio morire, je veux mourir")
  })

  it("answers whatever the turns before are: empty, blank, huge, or not strings", () => {
    answers("ok", ["", "   ", "b".repeat(60_000)])
    answers("ok", [undefined, null, 42] as unknown as ReadonlyArray<string>)
    expect(assessRisk(null as unknown as string, []).level).toBe("none")
  })
})

describe("assessRisk with the committed model", () => {
  it("raises the card on an explicit method with a time, whatever the classifier says", () => {
    const assessment = assessRisk("stasera mi butto dal ponte", [])
    expect(assessment).toMatchObject({ level: "high", crisis: true })
    expect(assessment.categories).toContain("suicide")
  })

  it("stays quiet on an ordinary good day", () => {
    expect(assessRisk("Oggi è stata una bella giornata, ho visto le mie amiche al mare.", []).level).toBe(
      "none",
    )
  })

  it("is deterministic", () => {
    const text = "a volte penso che sarebbe più semplice non svegliarmi"
    expect(assessRisk(text, ["sono stanca"])).toEqual(assessRisk(text, ["sono stanca"]))
  })
})

/** A model of three words, to test how the layers and the conversation combine whatever the trained weights. */
const toyModel: RiskModel = {
  classifier: {
    weights: new Map([
      ["w:corda", [0, 2.5, 0, 0, 0]],
      ["w:stasera", [0, 1.5, 0, 0, 0]],
      ["w:gatto", [0, -2, 0, 0, 0]],
    ]),
    bias: [0, -3, -20, -20, -20],
    lengthPower: 0,
    lexicon: EMPTY_LEXICON,
  },
  combination: {
    ...RISK_MODEL.combination,
    classifier: 1,
    rules: 0,
    bias: 0,
    high: 0.8,
    possible: -0.6,
    mustNotMissFloor: null,
  },
}

describe("the conversation layer", () => {
  it("raises the level when the message adds to the risk of the turns before it", () => {
    expect(assessWith(toyModel, "stasera", []).level).toBe("none")
    expect(assessWith(toyModel, "ho la corda", []).level).toBe("possible")
    expect(assessWith(toyModel, "stasera", ["ho la corda"])).toEqual({
      level: "high",
      crisis: true,
      categories: ["suicide"],
    })
  })

  it("does not raise a calm message again after a disclosure", () => {
    expect(assessWith(toyModel, "il gatto dorme", ["ho la corda"]).level).toBe("none")
  })

  it("reads only the last turns the model asks for", () => {
    const far = ["ho la corda", "ciao", "ciao", "ciao"]
    expect(assessWith(toyModel, "stasera", far.slice(0, 2)).level).toBe("high")
    expect(
      assessWith({ ...toyModel, combination: { ...toyModel.combination, contextTurns: 3 } }, "stasera", far)
        .level,
    ).toBe("none")
  })
})

describe("the rules that must not miss (an explicit method, a plan with a time)", () => {
  const plan = "stanotte mi impicco in garage"
  const withFloor = (mustNotMissFloor: number | null): RiskModel => ({
    ...toyModel,
    combination: { ...toyModel.combination, mustNotMissFloor },
  })

  it("given a plan the classifier scores low, raise the card when the rule is trusted always", () => {
    expect(readText(toyModel, plan).mustNotMiss).toBe(true)
    expect(readText(toyModel, plan).score).toBeLessThan(-1)
    expect(assessWith(withFloor(null), plan, []).level).toBe("high")
  })

  it("given a floor the combined score does not reach, leave the level to the score", () => {
    expect(assessWith(withFloor(-1), plan, []).level).toBe("none")
  })

  it("given a floor the combined score reaches, raise the card below the card's threshold", () => {
    expect(assessWith(withFloor(-5), plan, []).level).toBe("high")
  })
})
