import { describe, expect, it } from "vitest"
import { detectCrisis, normaliseItalian } from "./crisis-detector.ts"
import { foldForDetection } from "./italian-text.ts"

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
    expect(foldForDetection("constructor")).toBe("constructor")
  })
})
