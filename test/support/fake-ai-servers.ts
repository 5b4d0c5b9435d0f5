import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"

/**
 * Local stand-ins for the three AI providers, each speaking its streaming wire format exactly as the real SDKs
 * expect it (stack/backend.md, snippet 6). Start one per test file on 127.0.0.1, port 0.
 */
export type FakeReply =
  | {
      readonly type: "stream"
      readonly tokens: ReadonlyArray<string>
      /** Pause before each token after the first. */
      readonly delayMs?: number
      /** Pause between the response headers and the first token. */
      readonly firstDelayMs?: number
      /** Destroy the socket after this many tokens, without the provider's end-of-stream frames. */
      readonly dropAfter?: number
      /** End the HTTP response cleanly but leave out the provider's end-of-reply frames ([DONE], message_stop…). */
      readonly omitEnd?: boolean
    }
  | { readonly type: "error"; readonly status: number; readonly message?: string }
  /** Accept the request and never answer. */
  | { readonly type: "hang" }

export interface RecordedRequest {
  readonly method: string
  readonly path: string
  readonly headers: IncomingHttpHeaders
  readonly body: unknown
  /** How the response ended: fully sent, dropped by the fake on purpose, or closed early by the client. */
  readonly outcome: "pending" | "complete" | "dropped" | "client_closed"
  /** Tokens of this response actually written to the wire. */
  readonly tokensWritten: number
}

export interface FakeAiServer {
  readonly origin: string
  /** The value for the provider's base-URL setting (OPENAI_BASE_URL includes /v1, the others do not). */
  readonly baseUrl: string
  readonly requests: ReadonlyArray<RecordedRequest>
  /** Replies for the next requests, in order. When none is queued, the default reply answers. */
  enqueue(...replies: ReadonlyArray<FakeReply>): void
  /**
   * Classification requests (the safety layer's second opinion: they ask for structured output) are kept apart
   * from the replies, so a test's queued reply never goes to the classifier whichever request arrives first.
   */
  readonly classifications: ReadonlyArray<RecordedRequest>
  /** Answers for the next classification requests; by default the model sees no crisis. */
  enqueueVerdict(...replies: ReadonlyArray<FakeReply>): void
  reset(): void
  close(): Promise<void>
}

interface WireFormat {
  readonly basePath: string
  readonly start: (model: string) => ReadonlyArray<string>
  readonly token: (text: string, model: string) => string
  readonly end: (model: string) => ReadonlyArray<string>
  readonly errorBody: (status: number, message: string) => unknown
}

const sse = (data: unknown, event?: string): string =>
  `${event ? `event: ${event}\n` : ""}data: ${typeof data === "string" ? data : JSON.stringify(data)}\n\n`

const openAiChunk = (model: string, delta: object, finish: string | null) =>
  sse({
    id: "chatcmpl-fake",
    object: "chat.completion.chunk",
    created: 1_700_000_000,
    model,
    choices: [{ index: 0, delta, finish_reason: finish }],
  })

const openAi: WireFormat = {
  basePath: "/v1",
  start: (model) => [openAiChunk(model, { role: "assistant", content: "" }, null)],
  token: (text, model) => openAiChunk(model, { content: text }, null),
  end: (model) => [openAiChunk(model, {}, "stop"), sse("[DONE]")],
  errorBody: (status, message) => ({
    error: { message, type: status === 429 ? "rate_limit_error" : "server_error", code: null, param: null },
  }),
}

const anthropic: WireFormat = {
  basePath: "",
  start: (model) => [
    sse(
      {
        type: "message_start",
        message: {
          id: "msg_fake",
          type: "message",
          role: "assistant",
          model,
          content: [],
          stop_reason: null,
          stop_sequence: null,
          usage: { input_tokens: 10, output_tokens: 0 },
        },
      },
      "message_start",
    ),
    sse(
      { type: "content_block_start", index: 0, content_block: { type: "text", text: "" } },
      "content_block_start",
    ),
  ],
  token: (text) =>
    sse(
      { type: "content_block_delta", index: 0, delta: { type: "text_delta", text } },
      "content_block_delta",
    ),
  end: () => [
    sse({ type: "content_block_stop", index: 0 }, "content_block_stop"),
    sse(
      {
        type: "message_delta",
        delta: { stop_reason: "end_turn", stop_sequence: null },
        usage: { output_tokens: 5 },
      },
      "message_delta",
    ),
    sse({ type: "message_stop" }, "message_stop"),
  ],
  errorBody: (status, message) => ({
    type: "error",
    error: {
      type: status === 429 ? "rate_limit_error" : status === 529 ? "overloaded_error" : "api_error",
      message,
    },
  }),
}

const geminiChunk = (text: string, finish?: string) =>
  sse({
    candidates: [
      {
        content: { role: "model", parts: [{ text }] },
        index: 0,
        ...(finish ? { finishReason: finish } : {}),
      },
    ],
    ...(finish
      ? { usageMetadata: { promptTokenCount: 10, candidatesTokenCount: 5, totalTokenCount: 15 } }
      : {}),
  })

const gemini: WireFormat = {
  basePath: "",
  start: () => [],
  token: (text) => geminiChunk(text),
  end: () => [geminiChunk("", "STOP")],
  errorBody: (status, message) => ({
    error: { code: status, message, status: status === 429 ? "RESOURCE_EXHAUSTED" : "UNAVAILABLE" },
  }),
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

const readBody = async (request: IncomingMessage): Promise<unknown> => {
  const chunks: Array<Buffer> = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  const text = Buffer.concat(chunks).toString("utf8")
  try {
    return text === "" ? undefined : (JSON.parse(text) as unknown)
  } catch {
    return text
  }
}

const modelOf = (path: string, body: unknown): string => {
  const fromPath = /\/models\/([^:/]+):/.exec(path)?.[1]
  if (fromPath) return decodeURIComponent(fromPath)
  const model = (body as { model?: unknown } | undefined)?.model
  return typeof model === "string" ? model : "fake-model"
}

const startFake = async (wire: WireFormat, defaultReply: FakeReply): Promise<FakeAiServer> => {
  const requests: Array<RecordedRequest> = []
  const queue: Array<FakeReply> = []
  const classifications: Array<RecordedRequest> = []
  const verdicts: Array<FakeReply> = []

  const respond = async (
    reply: FakeReply,
    response: ServerResponse,
    record: { -readonly [K in keyof RecordedRequest]: RecordedRequest[K] },
  ) => {
    const model = modelOf(record.path, record.body)
    response.on("close", () => {
      if (record.outcome === "pending") record.outcome = "client_closed"
    })
    const drop = async () => {
      // Let the frames already written reach the client, then cut the connection without the closing frames.
      await new Promise<void>((resolve) => response.write("", () => resolve()))
      await sleep(20)
      record.outcome = "dropped"
      response.socket?.destroy()
    }
    if (reply.type === "hang") return
    if (reply.type === "error") {
      response.writeHead(reply.status, { "content-type": "application/json", "retry-after": "0" })
      record.outcome = "complete"
      response.end(
        JSON.stringify(wire.errorBody(reply.status, reply.message ?? `fake error ${reply.status}`)),
      )
      return
    }
    response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" })
    response.flushHeaders()
    for (const frame of wire.start(model)) response.write(frame)
    for (const [index, token] of reply.tokens.entries()) {
      if (reply.dropAfter !== undefined && index >= reply.dropAfter) return drop()
      const pause = index === 0 ? (reply.firstDelayMs ?? 0) : (reply.delayMs ?? 0)
      if (pause > 0) await sleep(pause)
      if (record.outcome !== "pending") return
      response.write(wire.token(token, model))
      record.tokensWritten++
    }
    if (reply.dropAfter !== undefined) return drop()
    if (!reply.omitEnd) for (const frame of wire.end(model)) response.write(frame)
    record.outcome = "complete"
    response.end()
  }

  const server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request)
      const record = {
        method: request.method ?? "GET",
        path: request.url ?? "/",
        headers: request.headers,
        body,
        outcome: "pending" as RecordedRequest["outcome"],
        tokensWritten: 0,
      }
      if (asksForStructuredOutput(body)) {
        classifications.push(record)
        await respond(verdicts.shift() ?? NO_CRISIS, response, record)
        return
      }
      requests.push(record)
      await respond(queue.shift() ?? defaultReply, response, record)
    })()
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    origin,
    baseUrl: `${origin}${wire.basePath}`,
    requests,
    enqueue: (...replies) => void queue.push(...replies),
    classifications,
    enqueueVerdict: (...replies) => void verdicts.push(...replies),
    reset: () => {
      requests.length = 0
      queue.length = 0
      classifications.length = 0
      verdicts.length = 0
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

const DEFAULT: FakeReply = { type: "stream", tokens: ["Ciao", ", sono", " qui", " per te."] }
const NO_CRISIS: FakeReply = { type: "stream", tokens: ['{"crisis": false, ', '"categories": []}'] }

/** OpenAI response_format, Anthropic output_config.format, Gemini generationConfig.responseJsonSchema. */
const asksForStructuredOutput = (body: unknown): boolean => {
  const b = (body ?? {}) as Record<string, unknown>
  const generation = (b["generationConfig"] ?? {}) as Record<string, unknown>
  return "response_format" in b || "output_config" in b || "responseJsonSchema" in generation
}

/** POST /v1/chat/completions, chat.completion.chunk frames, then `data: [DONE]`. */
export const startFakeOpenAi = (defaultReply: FakeReply = DEFAULT) => startFake(openAi, defaultReply)
/** POST /v1/messages, `event:` + `data:` frames from message_start to message_stop. */
export const startFakeAnthropic = (defaultReply: FakeReply = DEFAULT) => startFake(anthropic, defaultReply)
/** POST /v1/models/{model}:streamGenerateContent?alt=sse, `data:` frames, the last with finishReason. */
export const startFakeGemini = (defaultReply: FakeReply = DEFAULT) => startFake(gemini, defaultReply)
