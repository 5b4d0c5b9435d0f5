import { describe, expect, it } from "vitest"
import { detectCrisis } from "../../domain/safety/crisis-detector.ts"
import { NEGATIVE_GROUPS, POSITIVE_GROUPS } from "./phrase-table/index.ts"

const positives = POSITIVE_GROUPS.flatMap((group) =>
  group.phrases.map((text) => ({ text, group: group.group, category: group.category })),
)
const negatives = NEGATIVE_GROUPS.flatMap((group) =>
  group.phrases.map((text) => ({ text, group: group.group })),
)

const missed = positives.filter(({ text, category }) => !detectCrisis(text).categories.includes(category))
const falseAlarms = negatives.filter(({ text }) => detectCrisis(text).crisis)
const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)}%`

describe("the crisis phrase table", () => {
  it("is large enough to mean something: ≥ 250 positive and ≥ 150 negative Italian phrases", () => {
    expect(positives.length).toBeGreaterThanOrEqual(250)
    expect(negatives.length).toBeGreaterThanOrEqual(150)
    expect(new Set(positives.map((p) => p.text)).size).toBe(positives.length)
  })

  it("gives 100% recall on the positives and at most 2% false alarms on the negatives", () => {
    const recall = positives.length - missed.length
    console.info(
      `Crisis detector on ${positives.length + negatives.length} Italian phrases: ` +
        `recall ${recall}/${positives.length} (${percent(recall, positives.length)}), ` +
        `false alarms ${falseAlarms.length}/${negatives.length} (${percent(falseAlarms.length, negatives.length)})`,
    )
    for (const group of POSITIVE_GROUPS) {
      const misses = missed.filter((m) => m.group === group.group).length
      console.info(`  ${group.group}: ${group.phrases.length - misses}/${group.phrases.length}`)
    }
    expect(missed.map((m) => m.text)).toEqual([])
    expect(falseAlarms.length / negatives.length).toBeLessThanOrEqual(0.02)
  })
})
