import { describe, expect, it } from "vitest"

import { buildHistory, titleFrom } from "./history.ts"

describe("history for the model", () => {
  it("sends the last 20 readable turns, oldest first, in plaintext", () => {
    const turns = Array.from({ length: 30 }, (_, i) => ({
      role: i % 2 === 0 ? ("user" as const) : ("assistant" as const),
      text: `turno ${i}`,
    }))
    const history = buildHistory(turns)
    expect(history).toHaveLength(20)
    expect(history[0]).toEqual({ role: "user", content: "turno 10" })
    expect(history.at(-1)).toEqual({ role: "assistant", content: "turno 29" })
  })

  it("leaves out turns that could not be decrypted or are empty", () => {
    expect(
      buildHistory([
        { role: "user", text: null },
        { role: "assistant", text: "  " },
        { role: "user", text: "Mi sento stanco" },
      ]),
    ).toEqual([{ role: "user", content: "Mi sento stanco" }])
  })
})

describe("title of a new chat", () => {
  it("keeps short first messages whole and cuts long ones at a word with an ellipsis", () => {
    expect(titleFrom("  Ciao,\n oggi sono giù  ")).toBe("Ciao, oggi sono giù")
    const long =
      "Ultimamente mi sento sotto stress e in ansia per il lavoro e non riesco a dormire bene la notte"
    const title = titleFrom(long)
    expect([...title].length).toBeLessThanOrEqual(61)
    expect(title.endsWith("…")).toBe(true)
    expect(long.startsWith(title.slice(0, -1))).toBe(true)
    expect(titleFrom("")).toBe("Immagine condivisa")
  })
})
