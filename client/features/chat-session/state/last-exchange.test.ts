import { describe, expect, it } from "vitest"

import type { ViewMessage } from "./conversation.ts"
import { lastExchange, withoutMessages } from "./last-exchange.ts"

const message = (id: string, role: "user" | "assistant", over: Partial<ViewMessage> = {}): ViewMessage => ({
  id,
  role,
  timestamp: "2026-11-21T08:00:00Z",
  image: null,
  ciphertext: `cifrato-${id}`,
  text: `testo ${id}`,
  state: "stored",
  crisis: false,
  errorDetail: null,
  ...over,
})

const conversation = [
  message("q1", "user"),
  message("r1", "assistant"),
  message("q2", "user"),
  message("r2", "assistant"),
]

describe("the last exchange", () => {
  it("is the last stored reply and the user message before it", () => {
    expect(lastExchange(conversation)).toEqual({ replyId: "r2", questionId: "q2", questionText: "testo q2" })
  })

  it("is nothing while the last message waits for its reply, or the reply streams, failed or is unstored", () => {
    expect(lastExchange(conversation.slice(0, 3))).toBeNull()
    expect(
      lastExchange([...conversation.slice(0, 3), message("r", "assistant", { state: "streaming" })]),
    ).toBeNull()
    expect(
      lastExchange([...conversation.slice(0, 3), message("r", "assistant", { state: "failed" })]),
    ).toBeNull()
    expect(
      lastExchange([...conversation.slice(0, 3), message("r", "assistant", { ciphertext: null })]),
    ).toBeNull()
    expect(lastExchange([...conversation.slice(0, 3), message("r", "assistant", { text: null })])).toBeNull()
    expect(lastExchange([])).toBeNull()
  })

  it("offers no edit for a message with an image or one that could not be decrypted", () => {
    const image = { url: "cifrata", width: 1, height: 1, alt: "foto" }
    expect(lastExchange([message("q", "user", { image }), message("r", "assistant")])?.questionId).toBeNull()
    expect(lastExchange([message("q", "user", { text: null }), message("r", "assistant")])).toEqual({
      replyId: "r",
      questionId: null,
      questionText: null,
    })
  })

  it("an interrupted reply that was stored can be regenerated", () => {
    const interrupted = [message("q", "user"), message("r", "assistant", { state: "interrupted" })]
    expect(lastExchange(interrupted)?.replyId).toBe("r")
  })

  it("superseded messages leave the conversation", () => {
    expect(withoutMessages(conversation, ["q2", "r2"]).map((m) => m.id)).toEqual(["q1", "r1"])
  })
})
