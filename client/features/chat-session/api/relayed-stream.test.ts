import { describe, expect, it } from "vitest"

import { replyKeyStore } from "../../../lib/crypto/reply-key-store.ts"
import { LEFT_SCREEN, streamRelayedReply } from "./relayed-stream.ts"
import {
  headerOf,
  scriptedFetch,
  serverSealer,
  sseFrame,
} from "../../../../test/support/client/reply-relay.ts"

const meta = {
  message_id: "m1",
  reply_id: "r1",
  provider: "local",
  crisis: false,
  risk: "none" as const,
  recorded: true,
}
const body = { content: "ciao", ciphertext: "eA==", message_id: "m1", history: [] }

const send = (fetcher: typeof fetch, signal = new AbortController().signal) => {
  const seen: string[] = []
  const outcome = streamRelayedReply({
    chatId: "c1",
    messageId: "m1",
    token: "t",
    body,
    signal,
    fetch: fetcher,
    baseUrl: "/api",
    handlers: { onMeta: (m) => seen.push(`meta:${m.reply_id}`), onToken: (t) => seen.push(t) },
  })
  return { seen, outcome }
}

/** The request's reply key, read from what was sent. */
const sentKey = (init: RequestInit | undefined) =>
  (JSON.parse(String(init?.body)) as { reply_key: string }).reply_key

describe("streamRelayedReply", () => {
  it("sends a fresh public key with the message and keeps its private half for this chat", async () => {
    const { fetcher, calls } = scriptedFetch([
      [sseFrame("meta", meta, 0), sseFrame("token", { text: "Ciao" }, 1), sseFrame("done", {}, 2)],
    ])
    await expect(send(fetcher).outcome).resolves.toEqual({ kind: "done", meta, text: "Ciao" })
    expect(atob(sentKey(calls[0]?.init)).length).toBe(65)
    const kept = await replyKeyStore.forChat("c1")
    expect(kept.map((k) => k.messageId)).toEqual(["m1"])
    await replyKeyStore.forget("m1")
  })

  it("given the connection drops mid-reply, then it resumes after the last chunk and the reply completes", async () => {
    const sealedRest: string[] = []
    const calls: Array<{ url: string; init: RequestInit | undefined }> = []
    // the live stream drops after chunk 1; the resume opens chunks 2 and 3 sealed to the key that was sent
    const live = [sseFrame("meta", meta, 0), sseFrame("token", { text: "Ciao " }, 1)]
    const fetcher: typeof fetch = async (url, init) => {
      calls.push({ url: String(url), init })
      if (calls.length === 1) return scriptedFetch([live]).fetcher(url, init)
      const { serverKey, seal } = await serverSealer(sentKey(calls[0]?.init), "r1")
      sealedRest.push(
        sseFrame("relay", { reply_id: "r1", message_id: "m1", server_key: serverKey }),
        sseFrame("sealed", { sealed: await seal(2, { event: "token", data: { text: "Anna" } }) }, 2),
        sseFrame("sealed", { sealed: await seal(3, { event: "done", data: {} }) }, 3),
      )
      return scriptedFetch([sealedRest]).fetcher(url, init)
    }
    const { seen, outcome } = send(fetcher)
    await expect(outcome).resolves.toEqual({ kind: "done", meta, text: "Ciao Anna" })
    expect(seen).toEqual(["meta:r1", "Ciao ", "Anna"])
    expect(calls[1]?.url).toBe("/api/chats/c1/replies/r1/events")
    expect(headerOf(calls[1]?.init, "Last-Event-ID")).toBe("1")
    await replyKeyStore.forget("m1")
  })

  it("given Stop, then the server is told to stop; given the screen left, then the reply goes on untouched", async () => {
    const hanging =
      (calls: string[]): typeof fetch =>
      async (url, init) => {
        calls.push(`${init?.method ?? "GET"} ${String(url)}`)
        if (init?.method === "POST" && String(url).endsWith("/stop")) return new Response("{}")
        return new Response(
          new ReadableStream<Uint8Array>({
            start(controller) {
              controller.enqueue(new TextEncoder().encode(sseFrame("meta", meta, 0)))
              init?.signal?.addEventListener("abort", () =>
                controller.error(new DOMException("aborted", "AbortError")),
              )
            },
          }),
          { headers: { "Content-Type": "text/event-stream" } },
        )
      }
    const stopped: string[] = []
    const stop = new AbortController()
    const first = send(hanging(stopped), stop.signal)
    await new Promise((resolve) => setTimeout(resolve, 20))
    stop.abort()
    await expect(first.outcome).resolves.toMatchObject({ kind: "aborted", meta })
    expect(stopped).toContain("POST /api/chats/c1/replies/r1/stop")

    const left: string[] = []
    const leave = new AbortController()
    const second = send(hanging(left), leave.signal)
    await new Promise((resolve) => setTimeout(resolve, 20))
    leave.abort(LEFT_SCREEN)
    await expect(second.outcome).resolves.toEqual({ kind: "aborted", meta: null, text: "" })
    expect(left.some((call) => call.endsWith("/stop"))).toBe(false)
    // its key stays: the next visit stores the reply
    expect((await replyKeyStore.forChat("c1")).map((k) => k.messageId)).toContain("m1")
    await replyKeyStore.forget("m1")
  })
})
