import { afterEach, describe, expect, it, vi } from "vitest"

import type { ApiClient } from "../../../lib/api-client.ts"
import { createKeyring, decryptText } from "../../../lib/crypto/message-crypto.ts"
import { replyClaims } from "../../../lib/crypto/reply-claims.ts"
import { replyKeyStore } from "../../../lib/crypto/reply-key-store.ts"
import { newReplyKey } from "../../../lib/crypto/reply-keys.ts"
import { serverSealer, sseFrame } from "../../../../test/support/client/reply-relay.ts"
import { deliverAwayReplies } from "./deliver-away-replies.ts"
import { openReply } from "../../../lib/crypto/reply-envelope.ts"

const REPLY = "33333333-3333-4333-8333-333333333333"
const SALT = "c2FsZS1kaS1wcm92YTEyMw=="
const keyring = createKeyring("una password lunga")

type Pending = { chat_id: string; reply_id: string; message_id: string; finished: boolean }

const setUp = async (pending: ReadonlyArray<Pending>, createdAt = Date.now()) => {
  const key = await newReplyKey()
  await replyKeyStore.save({ chatId: "c1", messageId: "m1", privateKey: key.privateKey, createdAt })
  const { serverKey, seal } = await serverSealer(key.publicKey, REPLY)
  const meta = {
    message_id: "m1",
    reply_id: REPLY,
    provider: "local",
    crisis: true,
    risk: "high",
    recorded: true,
  }
  const frames = [
    { event: "meta", data: meta },
    { event: "token", data: { text: "Sono qui con te." } },
    { event: "done", data: { reply_id: REPLY } },
  ]
  const body = [
    sseFrame("relay", { reply_id: REPLY, message_id: "m1", server_key: serverKey }),
    ...(await Promise.all(frames.map(async (f, i) => sseFrame("sealed", { sealed: await seal(i, f) }, i)))),
  ].join("")
  const fetcher = vi.fn(async () => new Response(body, { headers: { "Content-Type": "text/event-stream" } }))
  const get = vi.fn(async () => ({ replies: pending }))
  const post = vi.fn(async () => ({ success: true }))
  const api = { get, post, put: vi.fn(), delete: vi.fn() } as unknown as ApiClient
  const deliver = () =>
    deliverAwayReplies({
      api,
      token: "t",
      keyring,
      salt: SALT,
      aiName: "Cogi",
      signal: new AbortController().signal,
      baseUrl: "http://api.test",
      fetch: fetcher,
    })
  return { deliver, fetcher, get, post }
}

afterEach(() => replyKeyStore.clear())

describe("replies finished while the person was away", () => {
  it("given a finished reply with its key here, when the dashboard is visited, then it is stored encrypted and its key goes", async () => {
    const { deliver, fetcher, post } = await setUp([
      { chat_id: "c1", reply_id: REPLY, message_id: "m1", finished: true },
    ])
    expect(await deliver()).toEqual(["c1"])
    expect(fetcher).toHaveBeenCalledOnce()
    expect(post).toHaveBeenCalledOnce()
    const [endpoint, path, body] = post.mock.calls[0] as unknown as [string, string, Record<string, string>]
    expect([endpoint, path, body["reply_id"]]).toEqual(["chats.reply", "/chats/c1/replies", REPLY])
    const sealed = await decryptText(keyring, body["ciphertext"] ?? "")
    expect(openReply(sealed)).toEqual({ text: "Sono qui con te.", crisis: true, interrupted: false })
    expect(await replyKeyStore.all()).toEqual([])
  })

  it("given a reply still being written, then it is left to the chat screen and its key stays", async () => {
    const { deliver, fetcher, post } = await setUp([
      { chat_id: "c1", reply_id: REPLY, message_id: "m1", finished: false },
    ])
    expect(await deliver()).toEqual([])
    expect(fetcher).not.toHaveBeenCalled()
    expect(post).not.toHaveBeenCalled()
    expect((await replyKeyStore.all()).map((k) => k.messageId)).toEqual(["m1"])
  })

  it("given a key whose reply the server no longer has, then an old key goes and one just made stays", async () => {
    const young = await setUp([])
    expect(await young.deliver()).toEqual([])
    expect(await replyKeyStore.all()).toHaveLength(1)
    await replyKeyStore.clear()
    const old = await setUp([], Date.now() - 5 * 60_000)
    expect(await old.deliver()).toEqual([])
    expect(await replyKeyStore.all()).toEqual([])
    expect(old.fetcher).not.toHaveBeenCalled()
  })

  it("given the chat screen asks while the delivery runs, then it takes the delivery's result and nothing is stored twice", async () => {
    const { deliver, post } = await setUp([
      { chat_id: "c1", reply_id: REPLY, message_id: "m1", finished: true },
    ])
    let store = () => undefined as void
    post.mockImplementationOnce(() => new Promise((resolve) => (store = () => resolve({ success: true }))))
    const running = deliver()
    await vi.waitFor(() => expect(post).toHaveBeenCalled())
    const both = Promise.all([running, replyClaims.inFlight("m1"), deliver()])
    store()
    const [delivered, taken, again] = await both
    expect(delivered).toEqual(["c1"])
    expect(taken).toMatchObject({
      replyId: REPLY,
      text: "Sono qui con te.",
      crisis: true,
      interrupted: false,
    })
    expect(again).toEqual([])
    expect(post).toHaveBeenCalledOnce()
  })
})
