import { describe, expect, it } from "vitest"

import { fold, searchMessages, snippetOf, type SearchableMessage } from "./search-text.ts"

describe("search in decrypted text", () => {
  it("folds case and accents", () => {
    expect(fold("Perché Città È")).toBe("perche citta e")
  })

  it("finds the query whatever its case and accents, and keeps the original letters", () => {
    expect(snippetOf("Ieri a Città di Castello ho pianto", "citta")).toEqual({
      before: "Ieri a ",
      match: "Città",
      after: " di Castello ho pianto",
    })
    expect(snippetOf("Non so PERCHÉ", "perche")?.match).toBe("PERCHÉ")
    expect(snippetOf("niente qui", "lavoro")).toBeNull()
    expect(snippetOf("qualcosa", "   ")).toBeNull()
  })

  it("cuts long texts around the match with ellipses", () => {
    const text = `${"a".repeat(100)} lavoro ${"b".repeat(100)}`
    const snippet = snippetOf(text, "lavoro", 10)
    expect(snippet?.before).toBe(`…${"a".repeat(9)} `)
    expect(snippet?.match).toBe("lavoro")
    expect(snippet?.after).toBe(` ${"b".repeat(9)}…`)
  })

  it("lists the matching messages newest first, at most the limit", () => {
    const message = (messageId: string, timestamp: string, text: string): SearchableMessage => ({
      chatId: "c",
      messageId,
      role: "user",
      timestamp,
      text,
    })
    const messages = [
      message("old", "2026-11-01T10:00:00Z", "Il lavoro mi pesa"),
      message("new", "2026-11-20T10:00:00Z", "Oggi al lavoro è andata meglio"),
      message("other", "2026-11-21T10:00:00Z", "Ho visto mia sorella"),
    ]
    expect(searchMessages(messages, "Lavoro").map((hit) => hit.messageId)).toEqual(["new", "old"])
    expect(searchMessages(messages, "lavoro", 1).map((hit) => hit.messageId)).toEqual(["new"])
  })
})
