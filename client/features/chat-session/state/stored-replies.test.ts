import { describe, expect, it } from "vitest"

import type { ViewMessage } from "./conversation.ts"
import { sealReply } from "../../../lib/crypto/reply-envelope.ts"
import { openStoredMessages } from "./stored-replies.ts"

const message = (id: string, role: "user" | "assistant", ciphertext: string): ViewMessage => ({
  id,
  role,
  timestamp: "2026-11-21T08:00:00Z",
  image: null,
  ciphertext,
  text: null,
  state: "stored",
  crisis: false,
  errorDetail: null,
})

describe("openStoredMessages", () => {
  it("decrypts every stored message at once and opens replies with their marks", async () => {
    const records: Record<string, string> = {
      u1: "Mi sento sola",
      a1: sealReply({ text: "Sono qui con te.", crisis: true, interrupted: false }),
      a2: sealReply({ text: "", crisis: false, interrupted: true }),
    }
    let inFlight = 0
    let most = 0
    const decrypt = async (ciphertext: string) => {
      inFlight++
      most = Math.max(most, inFlight)
      await Promise.resolve()
      inFlight--
      return ciphertext === "broken" ? null : (records[ciphertext] ?? null)
    }
    const patches = await openStoredMessages(
      [
        message("1", "user", "u1"),
        message("2", "assistant", "a1"),
        message("3", "assistant", "a2"),
        message("4", "user", "broken"),
      ],
      decrypt,
    )
    expect(most).toBe(4)
    expect(patches.get("1")).toEqual({ text: "Mi sento sola" })
    expect(patches.get("2")).toEqual({ text: "Sono qui con te.", crisis: true, state: "stored" })
    expect(patches.get("3")).toEqual({ text: "", crisis: false, state: "interrupted" })
    expect(patches.has("4")).toBe(false)
  })
})
