import { SAFETY_RULES } from "./safety-rules.ts"
import { Effect, Redacted, Stream } from "effect"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import {
  startFakeAnthropic,
  startFakeGemini,
  startFakeOpenAi,
  type FakeAiServer,
  type RecordedRequest,
} from "../../test/support/fake-ai-servers.ts"
import type { AiConfig } from "./ai-config.ts"
import type { Approach, ReplyRequest } from "./ai-request.ts"
import { makeAiService } from "./ai-service.ts"

/** The same contract for each real SDK against its fake server. */
interface Case {
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

const cases: ReadonlyArray<Case> = [
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

const PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="

const request = (approach: Approach, overrides: Partial<ReplyRequest> = {}): ReplyRequest => ({
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

const runCollect = (stream: Stream.Stream<string, unknown>) => Effect.runPromise(Stream.runCollect(stream))

describe.each(cases)("$provider SDK against its fake server", (testCase) => {
  let fake: FakeAiServer
  let service: ReturnType<typeof makeAiService>

  beforeAll(async () => {
    fake = await testCase.start()
    const providerConfig = { apiKey: Redacted.make("test-key"), model: "gemini-test", baseUrl: fake.baseUrl }
    const config: AiConfig = {
      [testCase.provider]:
        testCase.provider === "google" ? providerConfig : { ...providerConfig, model: "test-model" },
      policy: { overallTimeoutMs: 3_000, firstTokenTimeoutMs: 400, maxRetries: 2, backoffMs: 5 },
      localWordDelayMs: 0,
      contextTokens: 6000,
    }
    service = makeAiService(config)
  })
  afterAll(() => fake.close())
  beforeEach(() => fake.reset())

  it("is the provider for its approach", () => {
    expect(service.providerFor(testCase.approach)).toBe(testCase.provider)
  })

  it("streams the tokens in order", async () => {
    fake.enqueue({ type: "stream", tokens: ["Capisco", " quanto", " sia", " difficile."], delayMs: 10 })
    const deltas = await runCollect(service.streamReply(request(testCase.approach)))
    expect(deltas).toEqual(["Capisco", " quanto", " sia", " difficile."])
    expect(fake.requests).toHaveLength(1)
    expect(fake.requests[0]?.path).toMatch(testCase.path)
    expect(String(testCase.key(fake.requests[0] as RecordedRequest))).toMatch(/^(?:Bearer )?test-key$/)
  })

  it("sends the system prompt, the history and the new message", async () => {
    await Effect.runPromise(service.reply(request(testCase.approach, { crisis: true })))
    const sent = testCase.read(fake.requests[0] as RecordedRequest)
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
      await Effect.runPromise(service.reply(request(testCase.approach, { crisis })))
      expect(testCase.read(fake.requests[0] as RecordedRequest).system).toContain(rule.text)
    },
  )

  it("sends only the newest history that fits the token budget", async () => {
    const long = "parola ".repeat(2000) // ~3500 tokens each
    const history = [
      { role: "user" as const, content: `vecchio ${long}` },
      { role: "assistant" as const, content: `risposta vecchia ${long}` },
      { role: "user" as const, content: "recente" },
      { role: "assistant" as const, content: "risposta recente" },
    ]
    await Effect.runPromise(service.reply(request(testCase.approach, { history })))
    const sent = testCase.read(fake.requests[0] as RecordedRequest)
    expect(sent.turns.map((turn) => turn.text)).toEqual([
      "recente",
      "risposta recente",
      "Ho litigato con mia sorella.",
    ])
  })

  it("passes an attached data: image as an image part", async () => {
    const message = { content: "Guarda", image: { url: `data:image/png;base64,${PNG}`, alt: "un tramonto" } }
    await Effect.runPromise(service.reply(request(testCase.approach, { message })))
    const sent = testCase.read(fake.requests[0] as RecordedRequest)
    expect(JSON.stringify(sent.image)).toContain(PNG)
    expect(sent.turns[sent.turns.length - 1]?.text).toContain("un tramonto")
  })

  it("passes an https image by URL", async () => {
    const message = { content: "Guarda", image: { url: "https://img.example.it/foto.webp" } }
    await Effect.runPromise(service.reply(request(testCase.approach, { message })))
    const sent = testCase.read(fake.requests[0] as RecordedRequest)
    expect(JSON.stringify(sent.image)).toContain("https://img.example.it/foto.webp")
  })

  it("retries a 429 before the first token, then succeeds", async () => {
    fake.enqueue({ type: "error", status: 429 }, { type: "stream", tokens: ["Eccomi", "."] })
    expect(await Effect.runPromise(service.reply(request(testCase.approach)))).toBe("Eccomi.")
    expect(fake.requests).toHaveLength(2)
  })

  it("gives up with AiError after a 500 on every attempt", async () => {
    fake.enqueue(
      { type: "error", status: 500 },
      { type: "error", status: 500 },
      { type: "error", status: 500 },
    )
    const error = await Effect.runPromise(Effect.flip(service.reply(request(testCase.approach))))
    expect(error._tag).toBe("AiError")
    expect(error.kind).toBe("unavailable")
    expect(error.userMessage).toContain("Il tuo messaggio non è andato perso")
    expect(fake.requests).toHaveLength(3)
  })

  it("with retries capped at 1, two 500s are an AiError", async () => {
    const once = makeAiService({
      [testCase.provider]: {
        apiKey: Redacted.make("k"),
        model: testCase.provider === "google" ? "gemini-test" : "m",
        baseUrl: fake.baseUrl,
      },
      policy: { overallTimeoutMs: 3_000, firstTokenTimeoutMs: 400, maxRetries: 1, backoffMs: 5 },
      localWordDelayMs: 0,
      contextTokens: 6000,
    })
    fake.enqueue(
      { type: "error", status: 500 },
      { type: "error", status: 500 },
      { type: "stream", tokens: ["no"] },
    )
    const error = await Effect.runPromise(Effect.flip(once.reply(request(testCase.approach))))
    expect(error.kind).toBe("unavailable")
    expect(fake.requests).toHaveLength(2)
  })

  it("fails a stream dropped midway, without retrying and without claiming success", async () => {
    fake.enqueue({ type: "stream", tokens: ["Uno", " due", " tre", " quattro"], dropAfter: 2 })
    const seen: Array<string> = []
    const error = await Effect.runPromise(
      Effect.flip(
        Stream.runForEach(service.streamReply(request(testCase.approach)), (text) =>
          Effect.sync(() => seen.push(text)),
        ),
      ),
    )
    expect(error._tag).toBe("AiError")
    expect(seen.join("")).toBe("Uno due")
    expect(fake.requests).toHaveLength(1)
    fake.enqueue({ type: "stream", tokens: ["Uno", " due", " tre"], dropAfter: 2 })
    const replyError = await Effect.runPromise(Effect.flip(service.reply(request(testCase.approach))))
    expect(replyError._tag).toBe("AiError")
  })

  it("fails a reply that ends without the provider's end-of-reply marker", async () => {
    fake.enqueue({ type: "stream", tokens: ["Mezza", " risposta"], omitEnd: true })
    const error = await Effect.runPromise(Effect.flip(service.reply(request(testCase.approach))))
    expect(error.kind).toBe("bad_response")
    expect(fake.requests).toHaveLength(1)
  })

  it("retries a connection dropped before the first token", async () => {
    fake.enqueue({ type: "stream", tokens: ["perso"], dropAfter: 0 }, { type: "stream", tokens: ["Eccomi"] })
    expect(await Effect.runPromise(service.reply(request(testCase.approach)))).toBe("Eccomi")
    expect(fake.requests.map((r) => r.outcome)).toEqual(["dropped", "complete"])
  })

  it("does not retry a request the provider rejects (400)", async () => {
    fake.enqueue({ type: "error", status: 400 })
    const error = await Effect.runPromise(Effect.flip(service.reply(request(testCase.approach))))
    expect(error.kind).toBe("bad_response")
    expect(fake.requests).toHaveLength(1)
  })

  it("times out when the first token never comes", async () => {
    fake.enqueue({ type: "hang" })
    const started = Date.now()
    const error = await Effect.runPromise(Effect.flip(service.reply(request(testCase.approach))))
    expect(error.kind).toBe("timeout")
    expect(Date.now() - started).toBeLessThan(2_000)
    expect(fake.requests).toHaveLength(1)
  })

  it("stops the request when the caller aborts", async () => {
    const tokens = Array.from({ length: 40 }, (_, index) => ` parola${index}`)
    fake.enqueue({ type: "stream", tokens, delayMs: 30 })
    const controller = new AbortController()
    const seen: Array<string> = []
    const error = await Effect.runPromise(
      Effect.flip(
        Stream.runForEach(
          service.streamReply(request(testCase.approach, { signal: controller.signal })),
          (text) =>
            Effect.sync(() => {
              seen.push(text)
              if (seen.length === 2) controller.abort()
            }),
        ),
      ),
    )
    expect(error.kind).toBe("aborted")
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect(fake.requests).toHaveLength(1)
    expect(fake.requests[0]?.outcome).toBe("client_closed")
    expect(fake.requests[0]?.tokensWritten).toBeLessThan(10)
  })

  it("stops the request when the stream is interrupted", async () => {
    const tokens = Array.from({ length: 40 }, (_, index) => ` parola${index}`)
    fake.enqueue({ type: "stream", tokens, delayMs: 30 })
    const firstTwo = await runCollect(service.streamReply(request(testCase.approach)).pipe(Stream.take(2)))
    expect(firstTwo).toEqual([" parola0", " parola1"])
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect(fake.requests).toHaveLength(1)
    expect(fake.requests[0]?.outcome).toBe("client_closed")
    expect(fake.requests[0]?.tokensWritten).toBeLessThan(10)
  })
})
