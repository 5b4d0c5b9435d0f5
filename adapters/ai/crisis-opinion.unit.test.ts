import { Effect, Redacted } from "effect"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import {
  startFakeAnthropic,
  startFakeGemini,
  startFakeOpenAi,
  type FakeAiServer,
} from "../../test/support/fake-ai-servers.ts"
import type { AiConfig } from "./ai-config.ts"
import type { Approach, ReplyRequest } from "./ai-request.ts"
import { makeAiService } from "./ai-service.ts"
import { CLASSIFIER_SYSTEM, parseVerdict, VERDICT_SCHEMA } from "./crisis-opinion.ts"

type Body = Record<string, unknown>
const cases = [
  {
    approach: "gpt" as Approach,
    provider: "openai" as const,
    start: () => startFakeOpenAi(),
    // OpenAI: response_format json_schema; the classifier instructions as the system message.
    structured: (body: Body) =>
      (body["response_format"] as { json_schema: { schema: unknown } }).json_schema.schema,
    system: (body: Body) => (body["messages"] as Array<{ content: string }>)[0]?.content,
  },
  {
    approach: "claude" as Approach,
    provider: "anthropic" as const,
    start: () => startFakeAnthropic(),
    structured: (body: Body) => (body["output_config"] as { format: { schema: unknown } }).format.schema,
    system: (body: Body) => body["system"],
  },
  {
    approach: "gemini" as Approach,
    provider: "google" as const,
    start: () => startFakeGemini(),
    structured: (body: Body) =>
      (body["generationConfig"] as { responseJsonSchema: unknown }).responseJsonSchema,
    system: (body: Body) =>
      (body["systemInstruction"] as { parts: Array<{ text: string }> }).parts.map((p) => p.text).join(""),
  },
]

const request = (approach: Approach, message: string): ReplyRequest => ({
  approach,
  assistantName: "Lumi",
  sessionMinute: 3,
  history: [{ role: "user", content: "Ciao" }],
  message: { content: message },
  crisis: false,
})

describe.each(cases)("the $provider model's second opinion (structured output, fake server)", (testCase) => {
  let fake: FakeAiServer
  let service: ReturnType<typeof makeAiService>
  beforeAll(async () => {
    fake = await testCase.start()
    const settings = { apiKey: Redacted.make("test-key"), model: "gemini-test", baseUrl: fake.baseUrl }
    const config: AiConfig = {
      [testCase.provider]: settings,
      policy: { overallTimeoutMs: 3_000, firstTokenTimeoutMs: 400, maxRetries: 2, backoffMs: 5 },
      localWordDelayMs: 0,
      contextTokens: 6000,
    }
    service = makeAiService(config)
  })
  afterAll(() => fake.close())
  beforeEach(() => fake.reset())

  it("asks with the JSON schema and the classifier instructions, and reads the verdict", async () => {
    fake.enqueue({ type: "stream", tokens: ['{"crisis":', ' true, "categories": ["suicide"]}'] })
    const verdict = await Effect.runPromise(
      service.secondOpinion(request(testCase.approach, "tanto a nessuno importerebbe se non mi svegliassi")),
    )
    expect(verdict).toEqual({ crisis: true, categories: ["suicide"] })
    const body = fake.requests[0]?.body as Body
    expect(testCase.structured(body)).toEqual(VERDICT_SCHEMA)
    expect(testCase.system(body)).toBe(CLASSIFIER_SYSTEM)
    expect(JSON.stringify(body)).toContain("Messaggio da classificare")
  })

  it("gives no opinion (null) on an answer that is not the JSON asked for, or on a failure, without retrying", async () => {
    fake.enqueue({ type: "stream", tokens: ["Mi dispiace, ", "non posso aiutarti."] })
    expect(await Effect.runPromise(service.secondOpinion(request(testCase.approach, "x")))).toBeNull()
    fake.reset()
    fake.enqueue({ type: "error", status: 500 })
    expect(await Effect.runPromise(service.secondOpinion(request(testCase.approach, "x")))).toBeNull()
    expect(fake.requests).toHaveLength(1)
  })
})

describe("second opinion without a model", () => {
  it("is null for an approach answered offline", async () => {
    const service = makeAiService({
      policy: { overallTimeoutMs: 1000, firstTokenTimeoutMs: 400, maxRetries: 0, backoffMs: 5 },
      localWordDelayMs: 0,
      contextTokens: 6000,
    })
    expect(await Effect.runPromise(service.secondOpinion(request("claude", "voglio morire")))).toBeNull()
  })

  it("keeps only the known categories of a well-formed verdict", () => {
    expect(parseVerdict('{"crisis":true,"categories":["abuse","altro"]}')).toEqual({
      crisis: true,
      categories: ["abuse"],
    })
    expect(parseVerdict('{"crisis":"sì"}')).toBeNull()
  })
})
