import { describe, expect, it } from "vitest"
import { detectCrisis, normaliseItalian, type CrisisCategory } from "./crisis-detector.ts"
import { CRISIS_CARD, CRISIS_RESOURCES } from "./crisis-resources.ts"

const positives: ReadonlyArray<readonly [string, CrisisCategory]> = [
  ["Voglio morire", "suicide"],
  ["VOGLIO MORIREEE", "suicide"],
  ["vorrei solo morire e basta", "suicide"],
  ["Ho pensato di farla finita", "suicide"],
  ["stasera la faccio finita, voglio farla finita con tutto", "suicide"],
  ["Penso di togliermi la vita", "suicide"],
  ["non voglio più vivere", "suicide"],
  ["Non voglio piu vivere così", "suicide"],
  ["a volte penso di uccidermi", "suicide"],
  ["ho pensato seriamente di suicidarmi", "suicide"],
  ["Non ha senso vivere", "suicide"],
  ["sarebbe meglio se non ci fossi", "suicide"],
  ["Sarebbe meglio se non ci fossi più", "suicide"],
  ["tutti starebbero meglio senza di me", "suicide"],
  ["la mia vita non ha più senso", "suicide"],
  ["non vale la pena di vivere", "suicide"],
  ["vorrei addormentarmi e non svegliarmi più", "suicide"],
  ["vorrei non essere mai nata", "suicide"],
  ["non ho più voglia di vivere", "suicide"],
  ["mi ammazzo", "suicide"],
  ["Mi voglio ammazzare", "suicide"],
  ["che palle, mi sparo", "suicide"],
  ["mi sparo un colpo in testa", "suicide"],
  ["ho pensieri suicidi da settimane", "suicide"],
  ["penso al suicidio ogni giorno", "suicide"],
  ["Non voglio morire, ma a volte penso di farla finita", "suicide"],
  ["non ce la faccio più voglio morire", "suicide"],
  ["non so se voglio morire", "suicide"],
  ["più che mai voglio morire", "suicide"],
  ["mi butto dal ponte", "suicide"],
  ["ho scritto una lettera d’addio", "suicide"],
  ["stasera la faccio finita", "suicide"],
  ["ho preso tutte le pillole che avevo", "suicide"],
  ["nessuno mi vuole, voglio sparire per sempre", "suicide"],
  ["Mi taglio quando sto male", "self_harm"],
  ["mi sono tagliata di nuovo le braccia", "self_harm"],
  ["ho paura di farmi del male", "self_harm"],
  ["ho voglia di farmi del male", "self_harm"],
  ["L'autolesionismo è l'unica cosa che mi calma", "self_harm"],
  ["mi brucio con le sigarette", "self_harm"],
  ["a volte mi faccio del male apposta", "self_harm"],
  ["voglio ucciderlo", "harm_to_others"],
  ["se lo vedo l'ammazzo", "harm_to_others"],
  ["vorrei fargli del male", "harm_to_others"],
  ["lo ucciderei per quello che mi ha fatto", "harm_to_others"],
  ["voglio picchiarlo fino a fargli male", "harm_to_others"],
  ["Mio marito mi picchia", "abuse"],
  ["il mio compagno mi mette le mani addosso", "abuse"],
  ["mi ha messo le mani addosso ieri sera", "abuse"],
  ["subisco violenza in casa", "abuse"],
  ["il mio ex mi minaccia", "abuse"],
  ["sono vittima di stalking", "abuse"],
  ["mi segue ovunque e mi aspetta sotto casa", "abuse"],
  ["mi prende a schiaffi quando beve", "abuse"],
  ["lui vuole farmi del male", "abuse"],
]

const negatives: ReadonlyArray<string> = [
  "Non voglio morire",
  "non voglio morire, voglio solo stare meglio",
  "Non ho mai pensato di farla finita",
  "non ho nessuna intenzione di togliermi la vita",
  "mai e poi mai mi farei del male",
  "non mi farei mai del male",
  "non voglio farmi del male",
  "Mi ammazzo dalle risate",
  "muoio dal ridere",
  "sto morendo dal ridere",
  "mi piace da morire",
  "ho una fame da morire",
  "ho una voglia da morire di vederti",
  "Ammazza che bello!",
  "ammazza oh, che giornata",
  "ucciderei per un caffè",
  "ucciderei per una pizza adesso",
  "mi ammazzo di lavoro tutta la settimana",
  "voglio farla finita con il fumo",
  "ho deciso di farla finita con questa storia d'amore",
  "mi sparo una serie tv stasera",
  "oggi mi taglio i capelli",
  "mi sono tagliato le unghie",
  "questo caldo mi uccide",
  "il lavoro mi sta uccidendo, sono stanchissima",
  "sono stressata e ho ansia per l'esame",
  "mi sento sola e triste",
  "Ho litigato con mia madre e sono arrabbiato",
  "mi sono fatto male alla schiena in palestra",
  "odio la violenza nei film",
  "mio figlio gioca a videogiochi pieni di violenza",
  "il capo mi minaccia di licenziarmi",
  "ho paura di sbagliare tutto",
  "voglio vivere una vita più serena",
  "ieri sera ho visto un film sull'autostima",
  "questa canzone mi uccide",
  "ho mal di testa da morire",
  "mi sono tagliata la frangia",
  "non farei mai del male a nessuno",
  "non mi picchia più nessuno da anni ormai",
]

describe("detectCrisis", () => {
  it.each(positives)("flags %j as %s", (text, category) => {
    const result = detectCrisis(text)
    expect(result.crisis).toBe(true)
    expect(result.categories).toContain(category)
  })

  it.each(negatives)("does not flag %j", (text) => {
    expect(detectCrisis(text)).toEqual({ crisis: false, categories: [] })
  })

  it("reports every category present, in a fixed order", () => {
    expect(detectCrisis("Mi picchia e a volte voglio morire. Mi taglio.").categories).toEqual([
      "suicide",
      "self_harm",
      "abuse",
    ])
  })

  it("has enough cases to be meaningful", () => {
    expect(positives.length).toBeGreaterThanOrEqual(40)
    expect(negatives.length).toBeGreaterThanOrEqual(30)
  })
})

describe("normaliseItalian", () => {
  it("folds case, accents, apostrophes, stretched letters and whitespace", () => {
    expect(normaliseItalian("  Non  ce la  faccio PIÙ… l’ho detto  ")).toBe("non ce la faccio piu l ho detto")
    expect(normaliseItalian("nooo, vogliooo")).toBe("no, voglio")
  })
})

describe("crisis card", () => {
  it("lists the fixed Italian numbers", () => {
    expect(CRISIS_RESOURCES.map((resource) => resource.phone)).toEqual([
      "112",
      "02 2327 2327",
      "19696",
      "1522",
    ])
    expect(CRISIS_RESOURCES.map((resource) => resource.dial)).toEqual(["112", "0223272327", "19696", "1522"])
    expect(CRISIS_CARD.resources).toBe(CRISIS_RESOURCES)
  })
})
