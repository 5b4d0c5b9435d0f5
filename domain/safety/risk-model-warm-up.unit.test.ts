import { describe, expect, it } from "vitest"
import { assessRisk, assessWith, RISK_MODEL, riskModelWarm, warmRiskModel } from "./risk-assessment.ts"
import { decodeClassifier, type RiskModelFile } from "./risk-model-file.ts"
import modelFile from "./risk-model.json" with { type: "json" }

/*
 * The committed model is decoded and compiled after import, not by it: the server warms it right after it is
 * ready (cli/start-server.ts), and a warmed model answers as one decoded afresh.
 */

const messages: ReadonlyArray<readonly [string, ReadonlyArray<string>]> = [
  ["ciao, oggi è stata una bella giornata", []],
  ["non ce la faccio più, voglio farla finita", []],
  ["stasera", ["ho comprato una corda", "nessuno se ne accorgerebbe"]],
  ["mi sento sola e stanca", ["il lavoro va male"]],
  ["mio marito mi picchia quando beve", []],
  ["mi taglio le braccia per sentire qualcosa", ["non dormo da giorni"]],
]

describe("warming the crisis model", () => {
  it("is not done by importing the assessment", () => {
    expect(riskModelWarm()).toBe(false)
  })

  it("decodes the model and compiles its tables, without a message", { timeout: 60_000 }, () => {
    warmRiskModel()
    expect(riskModelWarm()).toBe(true)
  })

  // decoding a second model and compiling its tables takes seconds on a busy machine
  it("changes no assessment: the warmed model answers as one decoded afresh", { timeout: 60_000 }, () => {
    warmRiskModel()
    const file = modelFile as RiskModelFile
    const afresh = { classifier: decodeClassifier(file), combination: file.combination }
    expect(afresh.classifier).not.toBe(RISK_MODEL.classifier)
    for (const [message, turns] of messages)
      expect(assessRisk(message, turns), message).toEqual(assessWith(afresh, message, turns))
  })
})
