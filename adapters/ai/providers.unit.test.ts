import { CRISIS_INSTRUCTIONS, POSSIBLE_RISK_INSTRUCTIONS } from "./crisis-prompt.ts"
import { SAFETY_RULES } from "./safety-rules.ts"
import { Effect } from "effect"
import {
  firstRequest,
  PNG,
  providerCases,
  request,
  runCollect,
  withFakeProvider,
} from "../../test/support/ai-provider-cases.ts"
import { describe, expect, it } from "vitest"

describe.each(providerCases)(
  "$provider SDK against its fake server: what is sent and streamed",
  (testCase) => {
    const provider = withFakeProvider(testCase)

    it("is the provider for its approach", () => {
      expect(provider.service.providerFor(testCase.approach)).toBe(testCase.provider)
    })

    it("streams the tokens in order", async () => {
      provider.fake.enqueue({
        type: "stream",
        tokens: ["Capisco", " quanto", " sia", " difficile."],
        delayMs: 10,
      })
      const deltas = await runCollect(provider.service.streamReply(request(testCase.approach)))
      expect(deltas).toEqual(["Capisco", " quanto", " sia", " difficile."])
      expect(provider.fake.requests).toHaveLength(1)
      expect(provider.fake.requests[0]?.path).toMatch(testCase.path)
      expect(String(testCase.key(firstRequest(provider.fake)))).toMatch(/^(?:Bearer )?test-key$/)
    })

    it("sends the system prompt, the history and the new message", async () => {
      await Effect.runPromise(provider.service.reply(request(testCase.approach, { crisis: true })))
      const sent = testCase.read(firstRequest(provider.fake))
      expect(sent.system).toContain("Ti chiami Lumi")
      expect(sent.system).toContain("minuto 7 di una sessione di 30 minuti")
      expect(sent.system).toContain("02 2327 2327")
      expect(sent.turns).toEqual([
        { role: "user", text: "Ciao, oggi sono un po' giù." },
        { role: "assistant", text: "Mi dispiace. Che cosa è successo?" },
        { role: "user", text: "Ho litigato con mia sorella." },
      ])
    })

    it.each(SAFETY_RULES.flatMap((rule) => [true, false].map((crisis) => ({ id: rule.id, rule, crisis }))))(
      "carries the safety rule $id in its system prompt (crisis: $crisis)",
      async ({ rule, crisis }) => {
        await Effect.runPromise(provider.service.reply(request(testCase.approach, { crisis })))
        expect(testCase.read(firstRequest(provider.fake)).system).toContain(rule.text)
      },
    )

    it.each([
      { crisis: true, possibleRisk: false, sent: CRISIS_INSTRUCTIONS, not: POSSIBLE_RISK_INSTRUCTIONS },
      { crisis: false, possibleRisk: true, sent: POSSIBLE_RISK_INSTRUCTIONS, not: CRISIS_INSTRUCTIONS },
      { crisis: true, possibleRisk: true, sent: CRISIS_INSTRUCTIONS, not: POSSIBLE_RISK_INSTRUCTIONS },
    ])(
      "sends the crisis steps or the possible-risk question (crisis: $crisis, possibleRisk: $possibleRisk)",
      async ({ crisis, possibleRisk, sent, not }) => {
        await Effect.runPromise(provider.service.reply(request(testCase.approach, { crisis, possibleRisk })))
        const system = testCase.read(firstRequest(provider.fake)).system
        expect(system).toContain(sent)
        expect(system).not.toContain(not)
      },
    )

    it("sends neither when the safety layer saw nothing", async () => {
      await Effect.runPromise(provider.service.reply(request(testCase.approach)))
      const system = testCase.read(firstRequest(provider.fake)).system
      expect(system).not.toContain(CRISIS_INSTRUCTIONS)
      expect(system).not.toContain(POSSIBLE_RISK_INSTRUCTIONS)
    })

    it("sends only the newest history that fits the token budget", async () => {
      const long = "parola ".repeat(2000) // ~3500 tokens each
      const history = [
        { role: "user" as const, content: `vecchio ${long}` },
        { role: "assistant" as const, content: `risposta vecchia ${long}` },
        { role: "user" as const, content: "recente" },
        { role: "assistant" as const, content: "risposta recente" },
      ]
      await Effect.runPromise(provider.service.reply(request(testCase.approach, { history })))
      const sent = testCase.read(firstRequest(provider.fake))
      expect(sent.turns.map((turn) => turn.text)).toEqual([
        "recente",
        "risposta recente",
        "Ho litigato con mia sorella.",
      ])
    })

    it("passes an attached data: image as an image part", async () => {
      const message = {
        content: "Guarda",
        image: { url: `data:image/png;base64,${PNG}`, alt: "un tramonto" },
      }
      await Effect.runPromise(provider.service.reply(request(testCase.approach, { message })))
      const sent = testCase.read(firstRequest(provider.fake))
      expect(JSON.stringify(sent.image)).toContain(PNG)
      expect(sent.turns[sent.turns.length - 1]?.text).toContain("un tramonto")
    })

    it("passes an https image by URL", async () => {
      const message = { content: "Guarda", image: { url: "https://img.example.it/foto.webp" } }
      await Effect.runPromise(provider.service.reply(request(testCase.approach, { message })))
      const sent = testCase.read(firstRequest(provider.fake))
      expect(JSON.stringify(sent.image)).toContain("https://img.example.it/foto.webp")
    })
  },
)
