import { describe, expect, it } from "vitest"
import type { ChatTurn } from "./ai-request.ts"
import { composeListeningReply, tidy } from "./local-listening.ts"
import { recallLine } from "./local-memory.ts"

/*
 * The offline listening reply (issue 28), table-tested on what people write: each reply fits the kind of message
 * (a greeting, a return, good news, a picture, a question to the assistant, a request to remember), speaks in the
 * second person without a slip, never doubles its punctuation, asks exactly one question, and is phrased anew
 * when "Rigenera" asks for another.
 */

const earlier: ReadonlyArray<ChatTurn> = [
  { role: "user", content: "Ciao" },
  { role: "assistant", content: "Ciao, sono Luna. Di che cosa ti va di parlare oggi?" },
]

interface Options {
  readonly history?: ReadonlyArray<ChatTurn>
  readonly memory?: ReadonlyArray<string>
  readonly image?: boolean
  readonly variant?: number
}

const replyTo = (content: string, options: Options = {}) =>
  composeListeningReply({
    assistantName: "Luna",
    history: options.history ?? earlier,
    message: { content, ...(options.image === true ? { image: { url: "data:image/png;base64,AA" } } : {}) },
    memory: options.memory,
    variant: options.variant,
  })

const SUMMARY_OF_LAST_TIME = [
  "Cosa hai portato: hai parlato soprattutto di tuo figlio, delle notti senza sonno e del senso di colpa. Per ultimo hai scritto: «domani ci riprovo».",
  "Cosa ti ha aiutato: hai dedicato questo tempo a quello che provi.",
  "Da provare: prova a concederti una pausa vera.",
].join("\n")

/** [what the person wrote, options, what the reply must contain, what it must not] */
const table: ReadonlyArray<readonly [string, Options, RegExp, RegExp | undefined]> = [
  ["Luna, sono di nuovo io", {}, /Che bello risentirti|ritrovarti qui/, /sono di nuovo tu|luna,/i],
  [
    "Soprattutto la domenica sera penso a lui.",
    {},
    /soprattutto la domenica sera pensi a lui/,
    /soprattutti/,
  ],
  ["Spesso penso a lui e piango", {}, /spesso pensi a lui e piangi/, /spessi/],
  ["Non so se voglio parlarne.", {}, /non sai se vuoi parlarne\./, /\.\.|\.»\./],
  ['Mi sento sola e non so se voglio parlarne."', {}, /ti senti sola/, /\.\.|"\./],
  [
    "Ti ricordi di cosa abbiamo parlato?",
    { memory: [SUMMARY_OF_LAST_TIME] },
    /L'ultima volta mi avevi parlato di tuo figlio, delle notti senza sonno e del senso di colpa\./,
    /ti ricordi/i,
  ],
  ["Ti ricordi di cosa abbiamo parlato?", {}, /programma offline.*Ricorda in memoria/, /L'ultima volta/],
  [
    "Ciao",
    { history: [], memory: [SUMMARY_OF_LAST_TIME] },
    /^Ciao, .*Luna.*offline.* L'ultima volta mi avevi parlato di tuo figlio/,
    undefined,
  ],
  [
    "Oggi ho avuto una bellissima notizia: mi hanno presa al lavoro!",
    {},
    /bella notizia|bello leggerlo|piacere leggerlo/,
    /Prenditi tutto il tempo|Da quanto tempo|pesa/,
  ],
  ["Ho passato l'esame!", {}, /hai passato l'esame/, /Prenditi tutto il tempo|Da quanto tempo|pesa/],
  ["Guarda che tramonto stasera", { image: true }, /immagine.*non riesco a vederla/, /Da quanto tempo|pesa/],
  ["", { image: true }, /^Grazie per l'immagine.*\?$/, /Da quanto tempo|Grazie per avermelo/],
  [
    "Secondo te cosa dovrei fare con mio marito?",
    {},
    /programma offline.*consiglio/,
    /Mi dici che|Se ho capito/,
  ],
  ["Perché mi succede sempre?", {}, /domanda/, /Mi dici che|perché ti succede/],
  ["Sei un robot?", {}, /Sono un programma, non una persona/, undefined],
  [
    "Mio figlio non dorme e io mi sento in colpa",
    {},
    /tuo figlio non dorme e tu ti senti in colpa/,
    /mio figlio|io mi sento/,
  ],
  ["Sono andata al mare con le amiche", {}, /sei andata al mare con le (?:tue )?amiche/, /pesa|Prenditi/],
  ["Ho litigato con i miei genitori", {}, /hai litigato con i tuoi genitori/, /miei/],
]

describe("the offline listening reply, on real sentences", () => {
  it.each(table)("%j %j", (content, options, must, mustNot) => {
    const reply = replyTo(content, options)
    expect(reply).toMatch(must)
    if (mustNot) expect(reply).not.toMatch(mustNot)
    expect(reply.split("?").length - 1, reply).toBe(1)
    expect(reply.trim().endsWith("?"), reply).toBe(true)
    expect(reply, "no doubled or stranded punctuation").not.toMatch(
      /[.!?,;:]\s*[.!?]|[.!?…][»”"]\.|\s[,.;:!?]/,
    )
  })

  it.each(table)("answers %j differently when regenerated, twice", (content, options) => {
    const replies = [0, 1, 2].map((variant) => replyTo(content, { ...options, variant }))
    expect(replies[1]).not.toBe(replies[0])
    expect(replies[2]).not.toBe(replies[1])
  })

  it("is the same for the same words, the same answer", () => {
    expect(replyTo("Sono stanca del lavoro")).toBe(replyTo("Sono stanca del lavoro"))
  })

  it("never uses a word that assumes the person's gender in its own phrasing", () => {
    const phrased = table.map(([content, options]) => replyTo(content, options))
    for (const reply of phrased)
      expect(reply).not.toMatch(/\b(?:benvenut[oa]|tornat[oa]|pront[oa]|dato|data|sicur[oa] di te)\b/i)
  })
})

describe("the memory the person chose", () => {
  it("names the newest summary's topics as 'mi avevi parlato di…'", () => {
    expect(recallLine([SUMMARY_OF_LAST_TIME, "Cosa hai portato: hai parlato di tua sorella."])).toBe(
      "L'ultima volta mi avevi parlato di tuo figlio, delle notti senza sonno e del senso di colpa.",
    )
  })

  it("quotes a summary it did not write, without paraphrasing it", () => {
    expect(
      recallLine(["Cosa hai portato: la fatica di tenere insieme lavoro e famiglia.\nDa provare: …"]),
    ).toBe(
      "Nel riassunto dell'ultima volta, che hai scelto di tenere, c'è scritto: «la fatica di tenere insieme lavoro e famiglia».",
    )
  })

  it("has nothing to recall without memory", () => {
    expect(recallLine([])).toBeUndefined()
    expect(recallLine(undefined)).toBeUndefined()
  })
})

describe("tidy", () => {
  it.each([
    ["Mi scrivi «non voglio parlarne.».", "Mi scrivi «non voglio parlarne.»"],
    ["Quindi hai paura:.", "Quindi hai paura."],
    ["Che bello leggerlo!.  Come stai?", "Che bello leggerlo! Come stai?"],
    ["Ciao , come stai ?", "Ciao, come stai?"],
  ])("%j → %j", (input, expected) => expect(tidy(input)).toBe(expected))
})
