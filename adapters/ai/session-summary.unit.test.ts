import { describe, expect, it } from "vitest"
import { ANTIVIOLENZA, EMERGENCY_NUMBER, TELEFONO_AMICO } from "../../domain/safety/crisis-resources.ts"
import { SAFETY_PLAN_TITLE } from "./safety-rules.ts"
import { composeLocalSummary, SUMMARY_CRISIS, SUMMARY_SYSTEM, summaryPrompt } from "./session-summary.ts"

const user = (content: string) => ({ role: "user" as const, content })
const assistant = (content: string) => ({ role: "assistant" as const, content })

describe("the offline session summary", () => {
  it("names what the person spoke of most, with the right article, and quotes their last words", () => {
    const summary = composeLocalSummary({
      assistantName: "Cogi",
      transcript: [
        user("Sono molto in ansia per il lavoro e non dormo"),
        assistant("Mi dispiace, raccontami di più."),
        user("Mi sento stanca e sotto pressione, sempre in ansia."),
      ],
    })
    expect(summary).toMatch(/^Cosa hai portato: hai parlato soprattutto .*dell'ansia/)
    expect(summary).toContain("Le tue ultime parole: «Mi sento stanca e sotto pressione, sempre in ansia».")
    expect(summary).toMatch(/\nCosa ti ha aiutato: .*\(2 in tutto\)/)
    expect(summary).toMatch(/\nDa provare: quando senti l'ansia salire/)
    expect(summary).toMatch(/assistente offline\.\)$/)
  })

  it("given a mother who spoke of her son, sleepless nights and guilt, names them, not a generic theme", () => {
    const summary = composeLocalSummary({
      assistantName: "Cogi",
      transcript: [
        user("Mio figlio ha tre mesi e non dorme mai."),
        assistant("Ti ascolto."),
        user("Sono notti in bianco, una dopo l'altra, e mi sento in colpa perché non ho pazienza."),
        assistant("Capisco."),
        user("Mio figlio piange tanto e io mi sento in colpa."),
        assistant("Capisco."),
        user("Domani ne parlo con mia madre."),
      ],
    })
    expect(summary).toMatch(
      /^Cosa hai portato: hai parlato soprattutto di tuo figlio, delle notti senza sonno e del senso di colpa\./,
    )
    expect(summary).toContain("Alla fine hai parlato anche di tua madre.")
    expect(summary).toContain("Le tue ultime parole: «Domani ne parlo con mia madre».")
    expect(summary).not.toMatch(/l'ansia e lo stress|\.\.|\.»\./)
    expect(summary).toMatch(
      /\nDa provare: (?:prova a scrivere|trova un momento per dire a tuo figlio|per qualche sera)/,
    )
  })

  it("says what helped in the person's own words when they said so", () => {
    const summary = composeLocalSummary({
      assistantName: "Cogi",
      transcript: [user("Ho litigato con mia sorella"), user("Parlarne qui mi ha fatto bene!")],
    })
    expect(summary).toContain("Cosa ti ha aiutato: l'hai detto tu, «Parlarne qui mi ha fatto bene!»\n")
    expect(summary).toMatch(/hai parlato soprattutto di tua sorella e dei litigi\./)
  })

  it("without a recognised topic, quotes what it cannot name; a positive feeling is what helped", () => {
    const plain = composeLocalSummary({
      assistantName: "Cogi",
      transcript: [user("Oggi volevo parlare un po'.")],
    })
    expect(plain).toContain("Cosa hai portato: hai iniziato con queste parole: «Oggi volevo parlare un po'».")
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
      transcript: [user("sono triste"), user(long)],
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

/** Words a person should not read about themselves in their own journey. */
const CLINICAL = /suicid|autolesion|crisi|rischio|depress|ideazion|diagnos|patolog|psichiatr|disturbo/i

describe("the offline summary of a crisis session", () => {
  const crisisTranscript = [
    user("Voglio morire, non ce la faccio più"),
    assistant("Grazie per avermelo detto. In questo momento sei al sicuro?"),
    user("sì sono a casa, ma mi vergogno a chiamare qualcuno"),
    assistant("Capisco la vergogna."),
  ]

  it("given a crisis session, names a hard moment without clinical words, nor the person's hardest words", () => {
    const summary = composeLocalSummary({ assistantName: "Cogi", transcript: crisisTranscript, crisis: true })
    expect(summary).toMatch(/^Cosa hai portato: hai attraversato un momento molto difficile/)
    expect(summary).toContain("della vergogna")
    expect(summary).not.toMatch(CLINICAL)
    expect(summary).not.toContain("Voglio morire")
    expect(summary).not.toMatch(/ti ha fatto bene/)
    expect(summary).toMatch(/assistente offline\.\)$/)
  })

  it("then says what to do next: the safety plan, a person, the numbers from the crisis resources", () => {
    const summary = composeLocalSummary({ assistantName: "Cogi", transcript: crisisTranscript, crisis: true })
    const next = summary.split("\n").find((line) => line.startsWith("Da provare:")) ?? ""
    expect(next).toContain(`«${SAFETY_PLAN_TITLE}»`)
    expect(next).toMatch(/persona di cui ti fidi|contatto di emergenza/)
    expect(next).toContain(EMERGENCY_NUMBER.phone)
    expect(next).toContain(TELEFONO_AMICO.phone)
    expect(next).not.toContain(ANTIVIOLENZA.phone)
  })

  it("says what helped only when the person said it; names the 1522 after violence", () => {
    const helped = composeLocalSummary({
      assistantName: "Cogi",
      crisis: true,
      transcript: [user("Il mio compagno mi picchia"), user("parlarne con mia sorella mi ha fatto bene")],
    })
    expect(helped).toContain(
      "Cosa ti ha aiutato: l'hai detto tu, «parlarne con mia sorella mi ha fatto bene»",
    )
    expect(helped).toContain(ANTIVIOLENZA.phone)
    const unsaid = composeLocalSummary({ assistantName: "Cogi", crisis: true, transcript: crisisTranscript })
    expect(unsaid).toContain("Cosa ti ha aiutato: hai scelto di non restare in silenzio")
  })

  it("drafts a crisis summary when the transcript speaks of risk, even if the caller did not say so", () => {
    expect(composeLocalSummary({ assistantName: "Cogi", transcript: crisisTranscript })).toContain(
      "momento molto difficile",
    )
    expect(
      composeLocalSummary({
        assistantName: "Cogi",
        transcript: [user("Oggi volevo parlare di mio fratello.")],
      }),
    ).not.toContain("momento molto difficile")
  })
})

describe("the provider's summary prompt", () => {
  it("for a crisis session, asks for the hard moment without clinical words and for the next steps", () => {
    const prompt = summaryPrompt({
      assistantName: "Luna",
      transcript: [user("Sono stanca di tutto")],
      crisis: true,
    })
    expect(prompt.system).toBe(`${SUMMARY_SYSTEM}\n${SUMMARY_CRISIS}`)
    expect(SUMMARY_CRISIS).toContain("senza parole cliniche")
    expect(SUMMARY_CRISIS).toContain(`«${SAFETY_PLAN_TITLE}»`)
    expect(SUMMARY_CRISIS).toContain(`${TELEFONO_AMICO.name} (${TELEFONO_AMICO.phone})`)
    expect(SUMMARY_CRISIS).toMatch(/non scrivere che qualcosa le ha fatto bene/)
    expect(summaryPrompt({ assistantName: "Luna", transcript: [user("Sono stanca")] }).system).toBe(
      SUMMARY_SYSTEM,
    )
  })

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
