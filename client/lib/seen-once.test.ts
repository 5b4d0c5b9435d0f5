import { afterEach, describe, expect, it } from "vitest"

import { seenOnce } from "./seen-once.ts"

describe("seenOnce", () => {
  afterEach(() => localStorage.clear())

  it("given a notice marked for one chat, then it is seen there and not in another chat", () => {
    seenOnce.mark("halfway", "chat-1")
    expect(seenOnce.has("halfway", "chat-1")).toBe(true)
    expect(seenOnce.has("halfway", "chat-2")).toBe(false)
    expect(seenOnce.has("ending-soon", "chat-1")).toBe(false)
  })

  it("given storage that throws, then nothing breaks and the notice counts as unseen", () => {
    const original = Storage.prototype.getItem
    Storage.prototype.getItem = () => {
      throw new Error("denied")
    }
    try {
      expect(seenOnce.has("welcome", "user-1")).toBe(false)
    } finally {
      Storage.prototype.getItem = original
    }
  })
})
