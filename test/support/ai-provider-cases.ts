import { Effect, Redacted, Stream } from "effect"
import { afterAll, beforeAll, beforeEach } from "vitest"
import type { AiConfig } from "../../adapters/ai/ai-config.ts"
import type { Approach, ReplyRequest } from "../../adapters/ai/ai-request.ts"
import { makeAiService } from "../../adapters/ai/ai-service.ts"
import {
  startFakeAnthropic,
  startFakeGemini,
  startFakeOpenAi,
  type FakeAiServer,
  type RecordedRequest,
} from "./fake-ai-servers.ts"

/*
 * The real provider SDKs against their fake servers (test/support/fake-ai-servers.ts): one case per provider,
 * shared by adapters/ai/providers.unit.test.ts (what is sent and streamed) and provider-failures.unit.test.ts
 * (retries, drops, timeouts, stopping).
 */

/** The same contract for each real SDK against its fake server. */
export interface ProviderCase {
  readonly approach: Approach
  readonly provider: "anthropic" | "openai" | "google"
  readonly start: () => Promise<FakeAiServer>
  readonly path: RegExp
  /** Where the provider's SDK puts the API key (stack/backend.md G9). */
  readonly key: (request: RecordedRequest) => unknown
  /** System prompt, turns (role + text) and image part as the provider received them. */
  readonly read: (request: RecordedRequest) => {
    readonly system: string
    readonly turns: ReadonlyArray<{ readonly role: string; readonly text: string }>
    readonly image: unknown
  }
}

interface Body {
  readonly system?: string
  readonly messages?: ReadonlyArray<{ role: string; content: unknown }>
  readonly contents?: ReadonlyArray<{ role: string; parts: ReadonlyArray<Record<string, unknown>> }>
  readonly systemInstruction?: { parts: ReadonlyArray<{ text: string }> }
}

const textOf = (content: unknown): string =>
  typeof content === "string"
    ? content
    : (content as ReadonlyArray<{ type: string; text?: string }>)
        .filter((part) => part.type === "text")
        .map((part) => part.text)
        .join("")
const imageOf = (content: unknown) =>
  typeof content === "string"
    ? undefined
    : (content as ReadonlyArray<{ type: string }>).find(
        (part) => part.type === "image_url" || part.type === "image",
      )

export const providerCases: ReadonlyArray<ProviderCase> = [
  {
    approach: "gpt",
    provider: "openai",
    start: () => startFakeOpenAi(),
    path: /^\/v1\/chat\/completions$/,
    key: ({ headers }) => headers.authorization,
    read: ({ body }) => {
      const messages = (body as Body).messages ?? []
      const last = messages[messages.length - 1]
      return {
        system: textOf(messages[0]?.content),
        turns: messages.slice(1).map((message) => ({ role: message.role, text: textOf(message.content) })),
        image: imageOf(last?.content),
      }
    },
  },
  {
    approach: "claude",
    provider: "anthropic",
    start: () => startFakeAnthropic(),
    path: /^\/v1\/messages$/,
    key: ({ headers }) => headers.authorization ?? headers["x-api-key"],
    read: ({ body }) => {
      const messages = (body as Body).messages ?? []
      const last = messages[messages.length - 1]
      return {
        system: (body as Body).system ?? "",
        turns: messages.map((message) => ({ role: message.role, text: textOf(message.content) })),
        image: imageOf(last?.content),
      }
    },
  },
  {
    approach: "gemini",
    provider: "google",
    start: () => startFakeGemini(),
    path: /^\/v1\/models\/gemini-test:streamGenerateContent\?alt=sse$/,
    key: ({ headers }) => headers["x-goog-api-key"],
    read: ({ body }) => {
      const contents = (body as Body).contents ?? []
      const last = contents[contents.length - 1]
      return {
        system: (body as Body).systemInstruction?.parts.map((part) => part.text).join("") ?? "",
        turns: contents.map((content) => ({
          role: content.role === "model" ? "assistant" : content.role,
          text: content.parts.map((part) => (typeof part.text === "string" ? part.text : "")).join(""),
        })),
        image: last?.parts.find((part) => "inlineData" in part || "fileData" in part),
      }
    },
  },
]

export const PNG =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="

export const request = (approach: Approach, overrides: Partial<ReplyRequest> = {}): ReplyRequest => ({
  approach,
  assistantName: "Lumi",
  sessionMinute: 7,
  history: [
    { role: "user", content: "Ciao, oggi sono un po' giù." },
    { role: "assistant", content: "Mi dispiace. Che cosa è successo?" },
  ],
  message: { content: "Ho litigato con mia sorella." },
  crisis: false,
  ...overrides,
})

export const runCollect = (stream: Stream.Stream<string, unknown>) =>
  Effect.runPromise(Stream.runCollect(stream))

/** The service's settings for one provider against `baseUrl`, with `maxRetries` attempts after the first. */
export const providerConfig = (testCase: ProviderCase, baseUrl: string, maxRetries = 2): AiConfig => {
  const settings = { apiKey: Redacted.make("test-key"), model: "gemini-test", baseUrl }
  return {
    [testCase.provider]: testCase.provider === "google" ? settings : { ...settings, model: "test-model" },
    policy: { overallTimeoutMs: 3_000, firstTokenTimeoutMs: 400, maxRetries, backoffMs: 5 },
    localWordDelayMs: 0,
    contextTokens: 6000,
  }
}

/** Starts the case's fake server for the enclosing `describe` (reset before each test) and a service on it. */
export const withFakeProvider = (testCase: ProviderCase) => {
  let fake: FakeAiServer | undefined
  let service: ReturnType<typeof makeAiService> | undefined
  beforeAll(async () => {
    fake = await testCase.start()
    service = makeAiService(providerConfig(testCase, fake.baseUrl))
  })
  afterAll(() => fake?.close())
  beforeEach(() => fake?.reset())
  return {
    get fake(): FakeAiServer {
      if (fake === undefined) throw new Error("the fake provider has not started")
      return fake
    },
    get service(): ReturnType<typeof makeAiService> {
      if (service === undefined) throw new Error("the fake provider has not started")
      return service
    },
  }
}

/** The first request the fake received. */
export const firstRequest = (fake: FakeAiServer): RecordedRequest => {
  const first = fake.requests[0]
  if (first === undefined) throw new Error("the fake provider received no request")
  return first
}
