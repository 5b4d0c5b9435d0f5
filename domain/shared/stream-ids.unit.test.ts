import { describe, expect, it } from "vitest"
import { chatStream, idInStream, idOfStream, userStream } from "./stream-ids.ts"

describe("stream ids", () => {
  it("spells a stream as <category>-<id> and reads the id back", () => {
    const id = "0b9c1c52-6a55-4f43-9a53-2a4a1b7c9e10"
    expect(chatStream(id)).toBe(`chat-${id}`)
    expect(idInStream("chat", chatStream(id))).toBe(id)
    expect(idOfStream("user", userStream(id))).toBe(id)
  })

  it("finds no id of one category in a stream of another", () => {
    expect(idInStream("chat", userStream("u-1"))).toBeUndefined()
    expect(idInStream("user", "user")).toBeUndefined()
  })
})
