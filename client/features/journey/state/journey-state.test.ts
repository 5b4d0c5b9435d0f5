import { describe, expect, it } from "vitest"

import { chartDescription, chartPoints } from "./mood-chart.ts"
import { fromMoodText, toMoodText } from "./mood.ts"
import { memoryOf, type OpenJourney, type OpenMood } from "./open-journey.ts"

const summary = (id: string, text: string | null) => ({
  id,
  chatId: `c-${id}`,
  text,
  createdAt: "2026-11-20T10:00:00.000Z",
  editedAt: null,
})
const mood = (id: string, score: number, word: string, at: string): OpenMood => ({
  id,
  chatId: "c1",
  moment: "start",
  score,
  word,
  at,
})

describe("mood check-ins", () => {
  it("are a score from 1 to 5 and a short word; anything else is not shown", () => {
    expect(fromMoodText(toMoodText({ score: 4, word: "  sollievo " }))).toEqual({
      score: 4,
      word: "sollievo",
    })
    expect(fromMoodText(toMoodText({ score: 2, word: "x".repeat(80) }))?.word).toHaveLength(40)
    expect(fromMoodText(JSON.stringify({ score: 7, word: "troppo" }))).toBeNull()
    expect(fromMoodText("non json")).toBeNull()
  })

  it("are drawn bottom (1) to top (5) in time order, and told in words", () => {
    const moods = [
      mood("a", 1, "", "2026-11-20T10:00:00.000Z"),
      mood("b", 5, "calma", "2026-11-21T10:00:00.000Z"),
    ]
    const [low, high] = chartPoints(moods)
    expect(low?.y).toBeGreaterThan(high?.y ?? Infinity)
    expect(low?.x).toBeLessThan(high?.x ?? -Infinity)
    expect(chartDescription(moods)).toMatch(
      /^2 registrazioni dal 20 novembre .* L'ultima: 5 su 5 \(Molto bene, «calma»\)\. Media: 3 su 5\.$/,
    )
    expect(chartDescription([])).toBe("Nessuna registrazione dell'umore.")
  })
})

describe("memory", () => {
  const journey = (memoryEnabled: boolean): OpenJourney => ({
    memoryEnabled,
    summaries: [
      summary("1", "uno"),
      summary("2", null),
      summary("3", "tre"),
      summary("4", "quattro"),
      summary("5", "cinque"),
    ],
    moods: [],
  })

  it("carries the newest three readable summaries while on, and nothing when off", () => {
    expect(memoryOf(journey(true))).toEqual(["uno", "tre", "quattro"])
    expect(memoryOf(journey(false))).toEqual([])
  })
})
