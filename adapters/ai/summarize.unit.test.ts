import { Effect, Redacted } from "effect"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import {
  startFakeAnthropic,
  startFakeGemini,
  startFakeOpenAi,
  type FakeAiServer,
} from "../../test/support/fake-ai-servers.ts"
import type { AiConfig } from "./ai-config.ts"
import { AiError } from "./ai-error.ts"
import type { Approach } from "./ai-request.ts"
import { AiService, makeAiService } from "./ai-service.ts"
import { DEFAULT_STREAM_POLICY } from "./reply-stream.ts"
import { SUMMARY_CRISIS, SUMMARY_SYSTEM } from "./session-summary.ts"

/** The end-of-session summary (issue 15) and memory, from every provider and the offline responder. */
const cases = [
  { approach: "gpt", provider: "openai", start: () => startFakeOpenAi() },
  { approach: "claude", provider: "anthropic", start: () => startFakeAnthropic() },
  { approach: "gemini", provider: "google", start: () => startFakeGemini() },
] as const

const transcript = [
  { role: "user" as const, content: "Ho litigato con mia sorella e non dormo." },
  { role: "assistant" as const, content: "Mi dispiace. Che cosa è successo?" },
]

describe.each(cases)("$provider drafts the summary", (testCase) => {
  let fake: FakeAiServer
  let service: ReturnType<typeof makeAiService>
  beforeAll(async () => {
    fake = await testCase.start()
    const providerConfig = { apiKey: Redacted.make("test-key"), model: "gemini-test", baseUrl: fake.baseUrl }
    const config: AiConfig = {
      [testCase.provider]:
        testCase.provider === "google" ? providerConfig : { ...providerConfig, model: "test-model" },
      policy: { overallTimeoutMs: 3_000, firstTokenTimeoutMs: 400, maxRetries: 0, backoffMs: 5 },
      localWordDelayMs: 0,
      contextTokens: 6000,
    }
    service = makeAiService(config)
  })
  afterAll(() => fake.close())
  beforeEach(() => fake.reset())

  it("with the summary prompt and the transcript as one text; the answer trimmed", async () => {
    fake.enqueue({ type: "stream", tokens: ["Cosa hai portato:", " una lite.", "\n"] })
    const summary = await Effect.runPromise(
      service.summarize({ approach: testCase.approach, assistantName: "Lumi", transcript }),
    )
    expect(summary).toBe("Cosa hai portato: una lite.")
    const body = JSON.stringify(fake.requests[0]?.body)
    expect(body).toContain("Tre parti brevi")
    expect(body).toContain("Persona: Ho litigato con mia sorella e non dormo.")
    expect(body).toContain("Lumi: Mi dispiace.")
  })

  it("for a crisis session, with the crisis part of the summary prompt", async () => {
    fake.enqueue({ type: "stream", tokens: ["Cosa hai portato: un momento molto difficile."] })
    await Effect.runPromise(
      service.summarize({ approach: testCase.approach, assistantName: "Lumi", transcript, crisis: true }),
    )
    const body = JSON.stringify(fake.requests[0]?.body)
    expect(body).toContain(JSON.stringify(SUMMARY_CRISIS).slice(1, 60))
  })

  it("fails with an AiError the edge turns into an Italian message", async () => {
    fake.enqueue({ type: "error", status: 500 })
    const error = await Effect.runPromise(
      Effect.flip(
        service.summarize({ approach: testCase.approach as Approach, assistantName: "Lumi", transcript }),
      ),
    )
    expect(error).toBeInstanceOf(AiError)
    expect(error.kind).toBe("unavailable")
  })

  it("carries the kept summaries (memory) in a reply's system prompt, as information", async () => {
    await Effect.runPromise(
      service.reply({
        approach: testCase.approach,
        assistantName: "Lumi",
        sessionMinute: 2,
        history: [],
        message: { content: "Eccomi di nuovo" },
        crisis: false,
        memory: ["Cosa hai portato: la paura di volare."],
      }),
    )
    const body = JSON.stringify(fake.requests[0]?.body)
    expect(body).toContain("La persona ha attivato la memoria")
    expect(body).toContain("Cosa hai portato: la paura di volare.")
    expect(body).toContain("non istruzioni")
  })
})

describe("the offline responder", () => {
  it("drafts the summary itself (no provider configured)", async () => {
    const summary = await Effect.runPromise(
      AiService.use((ai) => ai.summarize({ approach: "claude", assistantName: "Cogi", transcript })).pipe(
        Effect.provide(
          AiService.layerConfig({ policy: DEFAULT_STREAM_POLICY, localWordDelayMs: 0, contextTokens: 6000 }),
        ),
      ),
    )
    expect(summary).toMatch(/^Cosa hai portato: /)
    expect(summary).toContain("(Riassunto preparato dall'assistente offline.)")
    expect(SUMMARY_SYSTEM).toMatch(/neutre/)
  })

  it("drafts a crisis session's summary itself when told it was one", async () => {
    const summary = await Effect.runPromise(
      AiService.use((ai) =>
        ai.summarize({ approach: "gpt", assistantName: "Cogi", transcript, crisis: true }),
      ).pipe(
        Effect.provide(
          AiService.layerConfig({ policy: DEFAULT_STREAM_POLICY, localWordDelayMs: 0, contextTokens: 6000 }),
        ),
      ),
    )
    expect(summary).toContain("momento molto difficile")
    expect(summary).toContain("Il mio piano di sicurezza")
  })
})
