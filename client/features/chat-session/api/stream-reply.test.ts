import { describe, expect, it } from "vitest"

import { ApiError } from "../../../lib/api-client.ts"
import { streamReply } from "./stream-reply.ts"

const body = { content: "ciao", ciphertext: "eA==", message_id: "m", history: [] }
const meta = {
  message_id: "m",
  reply_id: "r",
  provider: "local",
  crisis: false,
  risk: "none" as const,
  recorded: true,
}
const frame = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`

/** A fetch whose SSE body sends the given chunks, then waits for the abort (like a long reply). */
const streamingFetch =
  (chunks: ReadonlyArray<string>, end: "close" | "hang"): typeof fetch =>
  async (_url, init) =>
    new Response(
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk))
          if (end === "close") controller.close()
          init?.signal?.addEventListener("abort", () =>
            controller.error(new DOMException("The operation was aborted.", "AbortError")),
          )
        },
      }),
      { headers: { "Content-Type": "text/event-stream" } },
    )

const run = (fetcher: typeof globalThis.fetch, signal = new AbortController().signal) => {
  const seen: string[] = []
  return {
    seen,
    outcome: streamReply({
      chatId: "c1",
      token: "t",
      body,
      signal,
      fetch: fetcher,
      baseUrl: "/api",
      handlers: {
        onMeta: (m) => seen.push(`meta:${m.reply_id}`),
        onToken: (t) => seen.push(t),
        onCrisis: () => seen.push("crisis"),
      },
    }),
  }
}

describe("streamReply", () => {
  it("reports meta, every token and the whole text", async () => {
    const { seen, outcome } = run(
      streamingFetch(
        [
          frame("meta", meta),
          frame("token", { text: "Ciao " }),
          frame("token", { text: "Anna" }),
          frame("done", { reply_id: "r" }),
        ],
        "close",
      ),
    )
    await expect(outcome).resolves.toEqual({ kind: "done", meta, text: "Ciao Anna" })
    expect(seen).toEqual(["meta:r", "Ciao ", "Anna"])
  })

  it("raises the card when the model's second opinion sends a crisis frame among the tokens", async () => {
    const { seen, outcome } = run(
      streamingFetch(
        [
          frame("meta", meta),
          frame("token", { text: "Sono " }),
          frame("crisis", { reply_id: "r" }),
          frame("token", { text: "qui" }),
          frame("done", { reply_id: "r" }),
        ],
        "close",
      ),
    )
    await expect(outcome).resolves.toEqual({
      kind: "done",
      meta: { ...meta, crisis: true, risk: "high" },
      text: "Sono qui",
    })
    expect(seen).toEqual(["meta:r", "Sono ", "crisis", "qui"])
  })

  it("keeps the words that arrived when Stop aborts the request", async () => {
    const controller = new AbortController()
    const { outcome } = run(
      streamingFetch(
        [frame("meta", meta), frame("token", { text: "Ti " }), frame("token", { text: "ascolto" })],
        "hang",
      ),
      controller.signal,
    )
    setTimeout(() => controller.abort(), 20)
    await expect(outcome).resolves.toEqual({ kind: "aborted", meta, text: "Ti ascolto" })
  })

  it("turns the error frame into a failed outcome with the server's detail", async () => {
    const { outcome } = run(
      streamingFetch(
        [
          frame("meta", meta),
          frame("token", { text: "Ti" }),
          frame("error", {
            detail: "Assistente non disponibile",
            code: "ASSISTANT_UNAVAILABLE",
            message_id: "m",
          }),
        ],
        "close",
      ),
    )
    await expect(outcome).resolves.toEqual({
      kind: "failed",
      meta,
      text: "Ti",
      detail: "Assistente non disponibile",
    })
  })

  it("throws the server's refusal before streaming as an ApiError", async () => {
    const refusing: typeof fetch = async () =>
      new Response(
        JSON.stringify({
          detail: "⏰ La sessione è terminata. I 30 minuti sono scaduti.",
          code: "SESSION_ENDED",
        }),
        {
          status: 403,
          headers: { "Content-Type": "application/json" },
        },
      )
    const failure = await run(refusing).outcome.catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(ApiError)
    expect(failure).toMatchObject({
      status: 403,
      code: "SESSION_ENDED",
      detail: "⏰ La sessione è terminata. I 30 minuti sono scaduti.",
    })
  })

  it("accepts a server that answered the whole reply as JSON", async () => {
    const plain: typeof fetch = async () =>
      new Response(JSON.stringify({ ...meta, content: "Sono qui." }), {
        headers: { "Content-Type": "application/json" },
      })
    await expect(run(plain).outcome).resolves.toEqual({ kind: "done", meta, text: "Sono qui." })
  })

  it("treats a JSON answer that is not the contract's reply as no answer", async () => {
    const odd: typeof fetch = async () =>
      new Response(JSON.stringify({ ...meta, provider: "altro", content: "Sono qui." }), {
        headers: { "Content-Type": "application/json" },
      })
    const failure = await run(odd).outcome.catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(ApiError)
    expect(failure).toMatchObject({ status: 0, code: "network_error" })
  })
})
