import { screen, waitFor } from "@testing-library/react"
import { describe, expect, it } from "vitest"

import { decryptText } from "../../../lib/crypto/message-crypto.ts"
import { replyKeyStore } from "../../../lib/crypto/reply-key-store.ts"
import { serverSealer, sseFrame } from "../../../../test/support/client/reply-relay.ts"
import {
  calls,
  json,
  keyring,
  renderChat,
  serve,
  useChatTestSetup,
} from "../../../../test/support/client/chat-session.tsx"
import {
  chatRoutes,
  keptReplyKey,
  pendingReplyRoute,
  storedReplyRoute,
} from "../../../../test/support/client/chat-routes.ts"
import { openReply } from "../../../lib/crypto/reply-envelope.ts"

useChatTestSetup()

const REPLY = "22222222-2222-4222-8222-222222222222"

/** The relay's answer: `relay`, then the reply's frames sealed to the page's key, each with its sequence. */
const relayed = async (publicKey: string, frames: ReadonlyArray<{ event: string; data: unknown }>) => {
  const { serverKey, seal } = await serverSealer(publicKey, REPLY)
  const body = [
    sseFrame("relay", { reply_id: REPLY, message_id: "stored-0", server_key: serverKey }),
    ...(await Promise.all(
      frames.map(async (frame, i) => sseFrame("sealed", { sealed: await seal(i, frame) }, i)),
    )),
  ].join("")
  return () => new Response(body, { headers: { "Content-Type": "text/event-stream" } })
}

describe("a reply that outlived the page", () => {
  it("given a reply written while the page was away, then the visit shows it, stores it encrypted and forgets its key", async () => {
    const key = await keptReplyKey()
    const meta = {
      message_id: "stored-0",
      reply_id: REPLY,
      provider: "local",
      crisis: false,
      risk: "none",
      recorded: true,
    }
    serve({
      ...chatRoutes([{ role: "user", text: "Non riesco a dormire" }]),
      ...pendingReplyRoute(REPLY),
      [`GET /chats/c1/replies/${REPLY}/events`]: await relayed(key.publicKey, [
        { event: "meta", data: meta },
        { event: "token", data: { text: "Ti ascolto, " } },
        { event: "token", data: { text: "anche di notte." } },
        { event: "done", data: { reply_id: REPLY } },
      ]),
      ...storedReplyRoute,
    })
    renderChat()
    expect(await screen.findByText("Non riesco a dormire")).toBeInTheDocument()
    expect(await screen.findByText("Ti ascolto, anche di notte.")).toBeInTheDocument()
    expect(screen.queryByText("Risposta interrotta")).not.toBeInTheDocument()

    await waitFor(() =>
      expect(calls.some((call) => call.method === "POST" && call.path === "/chats/c1/replies")).toBe(true),
    )
    const stored = calls.find((call) => call.path === "/chats/c1/replies")?.body as Record<string, string>
    expect(stored["reply_id"]).toBe(REPLY)
    expect(openReply(await decryptText(keyring, stored["ciphertext"] ?? ""))).toEqual({
      text: "Ti ascolto, anche di notte.",
      crisis: false,
      interrupted: false,
    })
    await waitFor(async () => expect(await replyKeyStore.forChat("c1")).toEqual([]))
    // the resumed stream started from the beginning: no Last-Event-ID after a reload
    const resumed = calls.find((call) => call.path === `/chats/c1/replies/${REPLY}/events`)
    expect(resumed?.headers.get("Last-Event-ID")).toBeNull()
  })

  it("given a kept key whose reply the server no longer has, then nothing is resumed and the key goes", async () => {
    await keptReplyKey()
    serve({
      ...chatRoutes([{ role: "user", text: "Ciao" }]),
      "GET /chats/c1/replies/pending": () => json({ replies: [] }),
    })
    renderChat()
    expect(await screen.findByText("Ciao")).toBeInTheDocument()
    await waitFor(async () => expect(await replyKeyStore.forChat("c1")).toEqual([]))
    expect(calls.some((call) => call.path.endsWith("/events"))).toBe(false)
    expect(screen.getByRole("button", { name: "Invia" })).toBeInTheDocument()
  })
})
