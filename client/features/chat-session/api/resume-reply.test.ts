import { describe, expect, it } from "vitest"

import { newReplyKey } from "../../../lib/crypto/reply-keys.ts"
import {
  headerOf,
  scriptedFetch,
  serverSealer,
  sseFrame,
} from "../../../../test/support/client/reply-relay.ts"
import { resumeReply } from "./resume-reply.ts"

const meta = {
  message_id: "m1",
  reply_id: "r1",
  provider: "local",
  crisis: false,
  risk: "none" as const,
  recorded: true,
}

/** A relay as the server sends it: `relay`, then the frames sealed from `first` on. */
const relayBody = async (
  publicKey: string,
  frames: ReadonlyArray<{ event: string; data: unknown }>,
  first = 0,
  tamper = false,
) => {
  const { serverKey, seal } = await serverSealer(publicKey, "r1")
  const sealed = await Promise.all(
    frames.map(async (frame, i) =>
      sseFrame("sealed", { sealed: await seal(tamper ? 99 : first + i, frame) }, first + i),
    ),
  )
  return [sseFrame("relay", { reply_id: "r1", message_id: "m1", server_key: serverKey }), ...sealed]
}

const resume = (fetcher: typeof fetch, privateKey: CryptoKey, lastEventId: string | null, known = false) => {
  const seen: string[] = []
  const outcome = resumeReply({
    chatId: "c1",
    replyId: "r1",
    token: "t",
    privateKey,
    from: { meta: known ? meta : null, text: known ? "Ciao " : "", lastEventId },
    signal: new AbortController().signal,
    fetch: fetcher,
    baseUrl: "/api",
    handlers: {
      onMeta: (m) => seen.push(`meta:${m.reply_id}`),
      onToken: (t) => seen.push(t),
      onCrisis: () => seen.push("crisis"),
    },
  })
  return { seen, outcome }
}

describe("resumeReply", () => {
  it("given a reply resumed from the start after a reload, then it opens every chunk: meta, words, crisis, done", async () => {
    const key = await newReplyKey()
    const body = await relayBody(key.publicKey, [
      { event: "meta", data: meta },
      { event: "token", data: { text: "Ciao " } },
      { event: "crisis", data: { reply_id: "r1" } },
      { event: "token", data: { text: "Anna" } },
      { event: "done", data: { reply_id: "r1" } },
    ])
    const { fetcher, calls } = scriptedFetch([body])
    const { seen, outcome } = resume(fetcher, key.privateKey, null)
    await expect(outcome).resolves.toEqual({
      kind: "done",
      meta: { ...meta, crisis: true, risk: "high" },
      text: "Ciao Anna",
    })
    expect(seen).toEqual(["meta:r1", "Ciao ", "crisis", "Anna"])
    expect(calls[0]?.url).toBe("/api/chats/c1/replies/r1/events")
    expect(headerOf(calls[0]?.init, "Last-Event-ID")).toBeUndefined()
  })

  it("given a dropped connection, then it asks for what follows the last chunk and adds it to the text", async () => {
    const key = await newReplyKey()
    const body = await relayBody(
      key.publicKey,
      [
        { event: "token", data: { text: "Anna" } },
        { event: "done", data: {} },
      ],
      2,
    )
    const { fetcher, calls } = scriptedFetch([body])
    const { outcome } = resume(fetcher, key.privateKey, "1", true)
    await expect(outcome).resolves.toEqual({ kind: "done", meta, text: "Ciao Anna" })
    expect(headerOf(calls[0]?.init, "Last-Event-ID")).toBe("1")
  })

  it("given a reply stopped with Stop elsewhere, then it ends as stopped with what was written", async () => {
    const key = await newReplyKey()
    const body = await relayBody(key.publicKey, [
      { event: "meta", data: meta },
      { event: "token", data: { text: "Ciao" } },
      { event: "stopped", data: {} },
    ])
    const { fetcher } = scriptedFetch([body])
    await expect(resume(fetcher, key.privateKey, null).outcome).resolves.toEqual({
      kind: "aborted",
      meta,
      text: "Ciao",
    })
  })

  it("given a writer that was lost, then the reply fails with what arrived, resumable from its last chunk", async () => {
    const key = await newReplyKey()
    const body = await relayBody(key.publicKey, [
      { event: "meta", data: meta },
      { event: "token", data: { text: "Ciao" } },
    ])
    const { fetcher } = scriptedFetch([[...body, sseFrame("lost", { reply_id: "r1" })]])
    await expect(resume(fetcher, key.privateKey, null).outcome).resolves.toEqual({
      kind: "failed",
      meta,
      text: "Ciao",
      detail: null,
      lastEventId: "1",
    })
  })

  it("given a chunk moved to another place, or another key, then it is not opened", async () => {
    const key = await newReplyKey()
    const other = await newReplyKey()
    const moved = await relayBody(key.publicKey, [{ event: "meta", data: meta }], 0, true)
    await expect(resume(scriptedFetch([moved]).fetcher, key.privateKey, null).outcome).resolves.toMatchObject(
      {
        kind: "aborted",
        meta: null,
      },
    )
    const body = await relayBody(key.publicKey, [{ event: "meta", data: meta }])
    await expect(
      resume(scriptedFetch([body]).fetcher, other.privateKey, null).outcome,
    ).resolves.toMatchObject({
      meta: null,
    })
  })

  it("given a reply the server no longer has, then the 404 is thrown with its code", async () => {
    const key = await newReplyKey()
    const { fetcher } = scriptedFetch([
      { json: { code: "REPLY_NOT_FOUND", detail: "Questa risposta non c'è più." }, status: 404 },
    ])
    await expect(resume(fetcher, key.privateKey, null).outcome).rejects.toMatchObject({ status: 404 })
  })
})
