import { describe, expect, it } from "vitest"

import { previousChatOf, raisedCrisis } from "./previous-session.ts"
import { sealReply } from "../../../lib/crypto/reply-envelope.ts"

const chat = (id: string, created_at: string, message_count = 2) => ({ id, created_at, message_count })

describe("the session before this one", () => {
  it("given earlier chats, then the latest one created before this chat in which something was written", () => {
    const chats = [
      chat("new", "2026-11-21T10:00:00Z", 0),
      chat("later", "2026-11-22T10:00:00Z"),
      chat("empty", "2026-11-21T09:00:00Z", 0),
      chat("before", "2026-11-20T10:00:00Z"),
      chat("older", "2026-11-19T10:00:00Z"),
    ]
    expect(previousChatOf(chats, "new")?.id).toBe("before")
    expect(previousChatOf(chats, "older")).toBeNull()
    expect(previousChatOf(chats, "unknown")).toBeNull()
  })

  it("given its replies, then it raised the crisis panel only if one of them carries the mark", async () => {
    const plain = (text: string) => Promise.resolve(text)
    const reply = (crisis: boolean) => ({
      role: "assistant",
      content: sealReply({ text: "…", crisis, interrupted: false }),
    })
    const user = { role: "user", content: "cogi-reply/1 10 non è una risposta" }
    expect(await raisedCrisis([user, reply(true), reply(false)], plain)).toBe(true)
    expect(await raisedCrisis([user, reply(false)], plain)).toBe(false)
    expect(await raisedCrisis([reply(true)], () => Promise.resolve(null))).toBe(false)
  })
})
