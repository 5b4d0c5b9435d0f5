import { Effect, Stream } from "effect"
import {
  providerCases,
  providerConfig,
  request,
  runCollect,
  withFakeProvider,
} from "../../test/support/ai-provider-cases.ts"
import { makeAiService } from "./ai-service.ts"
import { describe, expect, it } from "vitest"

describe.each(providerCases)("$provider SDK against its fake server: failures and stopping", (testCase) => {
  const provider = withFakeProvider(testCase)

  it("retries a 429 before the first token, then succeeds", async () => {
    provider.fake.enqueue({ type: "error", status: 429 }, { type: "stream", tokens: ["Eccomi", "."] })
    expect(await Effect.runPromise(provider.service.reply(request(testCase.approach)))).toBe("Eccomi.")
    expect(provider.fake.requests).toHaveLength(2)
  })

  it("gives up with AiError after a 500 on every attempt", async () => {
    provider.fake.enqueue(
      { type: "error", status: 500 },
      { type: "error", status: 500 },
      { type: "error", status: 500 },
    )
    const error = await Effect.runPromise(Effect.flip(provider.service.reply(request(testCase.approach))))
    expect(error._tag).toBe("AiError")
    expect(error.kind).toBe("unavailable")
    expect(error.userMessage).toContain("Il tuo messaggio non è andato perso")
    expect(provider.fake.requests).toHaveLength(3)
  })

  it("with retries capped at 1, two 500s are an AiError", async () => {
    const once = makeAiService(providerConfig(testCase, provider.fake.baseUrl, 1))
    provider.fake.enqueue(
      { type: "error", status: 500 },
      { type: "error", status: 500 },
      { type: "stream", tokens: ["no"] },
    )
    const error = await Effect.runPromise(Effect.flip(once.reply(request(testCase.approach))))
    expect(error.kind).toBe("unavailable")
    expect(provider.fake.requests).toHaveLength(2)
  })

  it("fails a stream dropped midway, without retrying and without claiming success", async () => {
    provider.fake.enqueue({ type: "stream", tokens: ["Uno", " due", " tre", " quattro"], dropAfter: 2 })
    const seen: Array<string> = []
    const error = await Effect.runPromise(
      Effect.flip(
        Stream.runForEach(provider.service.streamReply(request(testCase.approach)), (text) =>
          Effect.sync(() => seen.push(text)),
        ),
      ),
    )
    expect(error._tag).toBe("AiError")
    expect(seen.join("")).toBe("Uno due")
    expect(provider.fake.requests).toHaveLength(1)
    provider.fake.enqueue({ type: "stream", tokens: ["Uno", " due", " tre"], dropAfter: 2 })
    const replyError = await Effect.runPromise(
      Effect.flip(provider.service.reply(request(testCase.approach))),
    )
    expect(replyError._tag).toBe("AiError")
  })

  it("fails a reply that ends without the provider's end-of-reply marker", async () => {
    provider.fake.enqueue({ type: "stream", tokens: ["Mezza", " risposta"], omitEnd: true })
    const error = await Effect.runPromise(Effect.flip(provider.service.reply(request(testCase.approach))))
    expect(error.kind).toBe("bad_response")
    expect(provider.fake.requests).toHaveLength(1)
  })

  it("retries a connection dropped before the first token", async () => {
    provider.fake.enqueue(
      { type: "stream", tokens: ["perso"], dropAfter: 0 },
      { type: "stream", tokens: ["Eccomi"] },
    )
    expect(await Effect.runPromise(provider.service.reply(request(testCase.approach)))).toBe("Eccomi")
    expect(provider.fake.requests.map((r) => r.outcome)).toEqual(["dropped", "complete"])
  })

  it("does not retry a request the provider rejects (400)", async () => {
    provider.fake.enqueue({ type: "error", status: 400 })
    const error = await Effect.runPromise(Effect.flip(provider.service.reply(request(testCase.approach))))
    expect(error.kind).toBe("bad_response")
    expect(provider.fake.requests).toHaveLength(1)
  })

  it("times out when the first token never comes", async () => {
    provider.fake.enqueue({ type: "hang" })
    const started = Date.now()
    const error = await Effect.runPromise(Effect.flip(provider.service.reply(request(testCase.approach))))
    expect(error.kind).toBe("timeout")
    expect(Date.now() - started).toBeLessThan(2_000)
    expect(provider.fake.requests).toHaveLength(1)
  })

  it("stops the request when the caller aborts", async () => {
    const tokens = Array.from({ length: 40 }, (_, index) => ` parola${index}`)
    provider.fake.enqueue({ type: "stream", tokens, delayMs: 30 })
    const controller = new AbortController()
    const seen: Array<string> = []
    const error = await Effect.runPromise(
      Effect.flip(
        Stream.runForEach(
          provider.service.streamReply(request(testCase.approach, { signal: controller.signal })),
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
    expect(provider.fake.requests).toHaveLength(1)
    expect(provider.fake.requests[0]?.outcome).toBe("client_closed")
    expect(provider.fake.requests[0]?.tokensWritten).toBeLessThan(10)
  })

  it("stops the request when the stream is interrupted", async () => {
    const tokens = Array.from({ length: 40 }, (_, index) => ` parola${index}`)
    provider.fake.enqueue({ type: "stream", tokens, delayMs: 30 })
    const firstTwo = await runCollect(
      provider.service.streamReply(request(testCase.approach)).pipe(Stream.take(2)),
    )
    expect(firstTwo).toEqual([" parola0", " parola1"])
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect(provider.fake.requests).toHaveLength(1)
    expect(provider.fake.requests[0]?.outcome).toBe("client_closed")
    expect(provider.fake.requests[0]?.tokensWritten).toBeLessThan(10)
  })

  it("in crisis, a provider down on every attempt: the offline responder answers instead (issue 22)", async () => {
    provider.fake.enqueue(
      { type: "error", status: 500 },
      { type: "error", status: 500 },
      { type: "error", status: 500 },
    )
    const crisis = request(testCase.approach, {
      crisis: true,
      message: { content: "stasera voglio farla finita" },
    })
    const content = await Effect.runPromise(provider.service.reply(crisis))
    expect(content).toMatch(/112|Telefono Amico|02 2327 2327/)
  })

  it("in crisis, a stream dropped midway keeps what was said and the offline responder goes on", async () => {
    provider.fake.enqueue({ type: "stream", tokens: ["Sono", " qui"], dropAfter: 2 })
    const crisis = request(testCase.approach, { crisis: true, message: { content: "voglio morire" } })
    const content = await Effect.runPromise(provider.service.reply(crisis))
    expect(content.startsWith("Sono qui\n\n")).toBe(true)
    expect(content.length).toBeGreaterThan("Sono qui\n\n".length + 40)
  })
})
