import { describe, expect, it } from "vitest"
import { detectCrisis, normaliseItalian } from "./crisis-detector.ts"
import { foldForDetection } from "./italian-text.ts"
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

describe("detectCrisis", () => {
  it("catches what a reviewer saw pass: not being missed, being a burden", () => {
    expect(detectCrisis("nessuno sentirebbe la mia mancanza se sparissi").categories).toEqual(["suicide"])
    expect(detectCrisis("mi sento un peso per tutti, meglio se non ci fossi").categories).toEqual(["suicide"])
  })

  it("stays quiet on a film about suicide, but not on the same words said of oneself", () => {
    expect(detectCrisis("il film parlava di suicidio, mi è piaciuto").crisis).toBe(false)
    expect(detectCrisis("penso al suicidio ogni giorno").crisis).toBe(true)
  })

  it("reads a quoted threat as a joke only when the message says so", () => {
    expect(detectCrisis("mio fratello ha scritto 'ti ammazzo', scherzava").crisis).toBe(false)
    expect(detectCrisis("mio marito mi ha scritto 'ti ammazzo'").crisis).toBe(true)
  })

  it("lets a conditional 'se non' through but a plain negation stop the phrase", () => {
    expect(detectCrisis("se non mi faccio male non riesco a dormire").crisis).toBe(true)
    expect(detectCrisis("non mi faccio male, tranquilla").crisis).toBe(false)
  })

  it("reports every category present, in a fixed order", () => {
    expect(detectCrisis("Mi picchia e a volte voglio morire. Mi taglio.").categories).toEqual([
      "suicide",
      "self_harm",
      "abuse",
    ])
  })

  it("answers the empty message with no crisis", () => {
    expect(detectCrisis("")).toEqual({ crisis: false, categories: [] })
  })
})

describe("normaliseItalian", () => {
  it("folds case, accents, apostrophes, stretched letters and whitespace", () => {
    expect(normaliseItalian("  Non  ce la  faccio PIÙ… l’ho detto  ")).toBe("non ce la faccio piu l ho detto")
    expect(normaliseItalian("nooo, vogliooo")).toBe("no, voglio")
  })
})

describe("foldForDetection", () => {
  it("expands chat spellings and dialect, and squashes doubled letters", () => {
    expect(foldForDetection("nn voglio + vivere x te, cmq")).toBe("non voglio piu vivere per te, comunque")
    expect(foldForDetection("me voglio accide")).toBe("mi voglio ucidere")
    expect(foldForDetection("ammazarmi")).toBe(foldForDetection("ammazzarmi"))
    expect(foldForDetection("ki sa ankora")).toBe("chi sa ancora")
  })
})
