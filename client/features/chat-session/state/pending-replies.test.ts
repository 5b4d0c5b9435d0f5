import { describe, expect, it } from "vitest"

import type { PendingReplyKey } from "../../../lib/crypto/reply-key-store.ts"
import { fromStored } from "./conversation.ts"
import { planPending } from "./pending-replies.ts"

const key = (messageId: string): PendingReplyKey => ({
  chatId: "c1",
  messageId,
  privateKey: {} as CryptoKey,
  createdAt: 0,
})
const stored = (id: string, role: "user" | "assistant") =>
  fromStored({ id, role, content: "eA==", timestamp: "2026-01-01T00:00:00Z", image: null })

describe("planPending", () => {
  it("given a kept key whose reply the server still has and the chat does not show, then it is resumed", () => {
    const plan = planPending(
      [key("m1")],
      [{ reply_id: "r1", message_id: "m1", finished: true }],
      [stored("m1", "user")],
    )
    expect(plan.resume.map((r) => r.reply.reply_id)).toEqual(["r1"])
    expect(plan.forget).toEqual([])
  })

  it("given a reply already stored, or one the server no longer has, then its key is forgotten", () => {
    const plan = planPending(
      [key("m1"), key("m2")],
      [{ reply_id: "r1", message_id: "m1", finished: true }],
      [stored("m1", "user"), stored("r1", "assistant"), stored("m2", "user")],
    )
    expect(plan.resume).toEqual([])
    expect(plan.forget).toEqual(["m1", "m2"])
  })

  it("given a reply asked for on another device (no key here), then it is left alone", () => {
    const plan = planPending([], [{ reply_id: "r9", message_id: "m9", finished: false }], [])
    expect(plan).toEqual({ resume: [], forget: [] })
  })
})
