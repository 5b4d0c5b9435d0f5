import { describe, expect, it } from "vitest"
import { composeLocalSummary, SUMMARY_SYSTEM, summaryPrompt } from "./session-summary.ts"

const user = (content: string) => ({ role: "user" as const, content })
const assistant = (content: string) => ({ role: "assistant" as const, content })

describe("the offline session summary", () => {
  it("names the feelings it recognised with the right article and quotes the user's opening words", () => {
    const summary = composeLocalSummary({
      assistantName: "Cogi",
      transcript: [
        user("Sono molto in ansia per il lavoro e non dormo"),
        assistant("Mi dispiace, raccontami di più."),
        user("Mi sento stanca e sotto pressione, sempre in ansia"),
      ],
    })
    expect(summary).toMatch(
      /^Cosa hai portato: hai parlato soprattutto dell'ansia e (dello stress|della stanchezza)/,
    )
    expect(summary).toContain("«Sono molto in ansia per il lavoro e non dormo»")
    expect(summary).toMatch(/\nCosa ti ha aiutato: .*\(2 in tutto\)/)
    expect(summary).toMatch(/\nDa provare: quando senti l'ansia salire/)
    expect(summary).toMatch(/assistente offline\.\)$/)
  })

  it("without a recognised feeling, says only what it knows; a positive feeling is what helped", () => {
    const plain = composeLocalSummary({
      assistantName: "Cogi",
      transcript: [user("Oggi volevo parlare di mio fratello.")],
    })
    expect(plain).toContain(
      "Cosa hai portato: hai iniziato con queste parole: «Oggi volevo parlare di mio fratello.»",
    )
    expect(plain).toContain("Da provare: ripensa a un momento")
    const glad = composeLocalSummary({
      assistantName: "Cogi",
      transcript: [user("Alla fine mi sento sollevata e contenta")],
    })
    expect(glad).toContain("Cosa ti ha aiutato: hai dato spazio anche alla gioia")
  })

  it("never assumes a gender and never leaves a long quote whole", () => {
    const long = "parola ".repeat(60)
    const summary = composeLocalSummary({
      assistantName: "Cogi",
      transcript: [user(long), user("sono triste")],
    })
    expect(summary).toMatch(/«(parola ){10,}parola…»/)
    for (const gendered of [/\bsol[oa]\b/, /\bpront[oa]\b/, /\bstanc[oa]\b/, /benvenut[oa]/i])
      expect(summary).not.toMatch(gendered)
  })

  it("with no message from the user, says so", () => {
    expect(composeLocalSummary({ assistantName: "Cogi", transcript: [assistant("Ciao!")] })).toContain(
      "non hai scritto messaggi",
    )
  })
})

describe("the provider's summary prompt", () => {
  it("asks for the three labelled parts in neutral Italian and carries the latest turns that fit", () => {
    const transcript = Array.from({ length: 400 }, (_, i) =>
      user(`messaggio numero ${i} ${"parole ".repeat(40)}`),
    )
    const prompt = summaryPrompt({ assistantName: "Luna", transcript }, 2_000)
    expect(prompt.system).toBe(SUMMARY_SYSTEM)
    expect(prompt.system).toContain("Cosa hai portato")
    expect(prompt.system).toMatch(/genere/)
    expect(prompt.text).toContain("messaggio numero 399")
    expect(prompt.text).not.toContain("messaggio numero 0 ")
    expect(prompt.history).toEqual([])
  })
})
