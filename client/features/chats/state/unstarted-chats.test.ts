import { describe, expect, it } from "vitest"

import type { ChatSummary } from "../api/chat-types.ts"
import { isUnstarted, reusableChat, startedChats } from "./unstarted-chats.ts"

const chat = (id: string, overrides: Partial<ChatSummary> = {}): ChatSummary => ({
  id,
  title: null,
  therapeutic_approach: "gpt",
  created_at: "2026-11-20T10:00:00.000Z",
  updated_at: "2026-11-20T10:00:00.000Z",
  message_count: 0,
  session_status: "pending",
  ...overrides,
})

describe("unstarted chats", () => {
  it("a chat is unstarted while it has no message and no session", () => {
    expect(isUnstarted(chat("a"))).toBe(true)
    expect(isUnstarted(chat("b", { message_count: 2, session_status: "active" }))).toBe(false)
    expect(isUnstarted(chat("c", { message_count: 0, session_status: "completed" }))).toBe(false)
  })

  it("the list keeps only the chats something was written in, in their order", () => {
    const written = chat("w", { message_count: 4, session_status: "completed" })
    const active = chat("x", { message_count: 1, session_status: "active" })
    expect(startedChats([chat("e1"), written, chat("e2"), active])).toEqual([written, active])
    expect(startedChats([chat("e1")])).toEqual([])
  })

  it("a new session reuses the newest unstarted chat, or none when every chat was started", () => {
    const older = chat("older", { created_at: "2026-11-19T10:00:00.000Z" })
    const newer = chat("newer", { created_at: "2026-11-21T10:00:00.000Z" })
    const started = chat("started", { created_at: "2026-11-22T10:00:00.000Z", message_count: 3 })
    expect(reusableChat([older, started, newer])?.id).toBe("newer")
    expect(reusableChat([started])).toBeUndefined()
    expect(reusableChat([])).toBeUndefined()
  })
})
