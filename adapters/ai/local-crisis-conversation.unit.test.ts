import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import type { ChatTurn } from "./ai-request.ts"
import { composeLocalReply } from "./local-responder.ts"
import { SAFETY_PLAN_TITLE } from "./safety-rules.ts"

/*
 * The offline crisis conversation, scripted as people write it: each script is the person's messages in order,
 * every one sent with the crisis open (as the send path does once the card is up), through composeLocalReply.
 */

interface Options {
  /** Whether the caller says a crisis is open, per message (default: always). */
  readonly crisis?: (index: number) => boolean
  readonly possibleRisk?: (index: number) => boolean
  readonly history?: ReadonlyArray<ChatTurn>
}

/** Given these messages, one after the other: the replies, each composed from the conversation so far. */
const converse = (messages: ReadonlyArray<string>, options: Options = {}): ReadonlyArray<string> => {
  const history: Array<ChatTurn> = [...(options.history ?? [])]
  return messages.map((content, index) => {
    const reply = composeLocalReply({
      assistantName: "Lumi",
      history: [...history],
      message: { content },
      crisis: options.crisis?.(index) ?? true,
      possibleRisk: options.possibleRisk?.(index) ?? false,
    })
    history.push({ role: "user", content }, { role: "assistant", content: reply })
    return reply
  })
}
const last = (replies: ReadonlyArray<string>) => replies[replies.length - 1] ?? ""

const sentences = (text: string) => text.split(/(?<=[.!?])\s+/).filter((sentence) => sentence.trim() !== "")
const questionsIn = (text: string) => sentences(text).filter((sentence) => sentence.endsWith("?"))
const asksAboutSafety = (reply: string) => questionsIn(reply).some((q) => /al sicuro|posto sicuro/.test(q))

/** A person to turn to: a number, the emergency contact, someone they trust, someone near. */
const POINTS_TO_PERSON =
  /\b112\b|02 2327 2327|\b1522\b|\b19696\b|contatto di emergenza|(?:persona|qualcuno|persone) di cui ti fidi|chi hai vicino/
const METHOD_WORDS =
  /\b(?:pillol|pastigl|farmac|dos[ie]\b|milligramm|mg\b|corda\b|impicc|lamett|coltell|rasoi|velen|candeggina|ponte\b|binari|tetto\b|finestr|balcon|overdose|sovradosaggio)/i
/** Words that would give the person a gender: "ti senti sola", "pronto", "benvenuta", "contento". */
const GENDERED =
  /\b(?:(?:ti senti|sei|resti|rimani) sol[oa]|pront[oa]|benvenut[oa]|content[oa]|stanc[oa]|arrivat[oa]|riuscit[oa]|sicur[oa] di)\b/i

const TEN_MESSAGES = [
  "voglio morire",
  "sì sono a casa",
  "sì, ci penso da giorni",
  "mi ha lasciato e non ce la faccio più, mi sento in colpa",
  "mia sorella, forse",
  "no, adesso no",
  "non voglio chiamare nessuno, mi vergogno",
  "tanto non serve a niente",
  "ok",
  "grazie, sto un po' meglio",
]

describe("the offline crisis conversation", () => {
  it("given 'sì sono a casa' after the safety question, never asks about safety again", () => {
    const replies = converse(TEN_MESSAGES)
    expect(asksAboutSafety(replies[0] ?? "")).toBe(true)
    expect(replies[1]).toContain("a casa")
    for (const reply of replies.slice(1)) expect(asksAboutSafety(reply)).toBe(false)
  })

  it.each(["sono al sicuro", "sì", "sono in camera mia", "non sono in pericolo"])(
    "given the answer %j, then the next step: the direct question about suicide",
    (answer) => {
      const reply = last(converse(["voglio farla finita", answer]))
      expect(asksAboutSafety(reply)).toBe(false)
      expect(questionsIn(reply).join(" ")).toMatch(/toglierti la vita|suicidio/)
    },
  )

  it("given safety told in the first message, does not ask it; given suicide said plainly, does not ask it", () => {
    const [reply] = converse(["voglio suicidarmi, sono a casa al sicuro ma non ce la faccio più"])
    expect(asksAboutSafety(reply ?? "")).toBe(false)
    expect(questionsIn(reply ?? "").join(" ")).not.toMatch(/toglierti la vita|suicidio/)
  })

  it.each([
    ["no non sono al sicuro", "altra stanza|a distanza"],
    ["ho le pillole qui", "altra stanza|a distanza"],
    ["ho già preso tutte le pillole", "già preso qualcosa|quello che hai preso"],
  ])("given %j, goes straight to the 112 and away from the means, without naming them", (answer, away) => {
    const reply = last(converse(["voglio morire", answer]))
    expect(reply).toMatch(/chiama(?: subito)? il 112/i)
    expect(reply).toMatch(new RegExp(away))
    expect(reply).not.toMatch(METHOD_WORDS)
    expect(asksAboutSafety(reply)).toBe(false)
  })

  it("given danger and then a refusal, still urges the 112 with respect; given it resolved, moves on", () => {
    const replies = converse([
      "voglio morire",
      "no non sono al sicuro, ho le pillole qui",
      "non voglio chiamare",
      "le ho messe in cucina, ho chiamato mia madre",
    ])
    expect(replies[2]).toMatch(/112/)
    expect(replies[2]).toMatch(/rispetto|non ti giudico/)
    expect(replies[3]).not.toMatch(/chiama(?: subito)? il 112/i)
    expect(replies[3]).toMatch(/cosa importante|passo grande/)
  })

  it("given a refusal after a self-harm disclosure, respects it and keeps the door open", () => {
    const reply = last(
      converse(["mi taglio da settimane", "sì sono a casa", "non voglio chiamare nessuno, mi vergogno"]),
    )
    expect(reply).toMatch(/vergogna/i)
    expect(reply).toMatch(/scrivere|messaggio|per iscritto/)
    expect(reply).not.toMatch(/chiama(?: subito)? il 112/i)
    expect(reply).not.toMatch(/^(?:Mi dici che|Se ho capito bene)/)
    expect(reply).toMatch(POINTS_TO_PERSON)
  })

  it("given a refusal in the very first message, hears it and still asks about safety, in five sentences at most", () => {
    const [reply] = converse(["voglio morire ma non voglio chiamare nessuno"])
    expect(reply).toMatch(/nessuno ti obbliga|non devi chiamare/)
    expect(asksAboutSafety(reply ?? "")).toBe(true)
    expect(sentences(reply ?? "").length).toBeLessThanOrEqual(5)
    expect(reply).toMatch(POINTS_TO_PERSON)
  })

  it.each([
    ["non serve a niente", /inutile|niente possa servire/],
    ["non ho nessuno", /Telefono Amico|112/],
    ["non voglio disturbare, sono un peso", /non sei un peso|non è disturbare/i],
  ])("given the refusal %j, answers it and keeps the door open", (refusal, answer) => {
    const reply = last(converse(["voglio farla finita", "sì", refusal]))
    expect(reply).toMatch(answer)
    expect(reply).toMatch(POINTS_TO_PERSON)
    expect(questionsIn(reply).length).toBeLessThanOrEqual(1)
  })

  it.each(["ma no sto bene, esageravo", "scherzavo"])(
    "given the retraction %j after the card, meets it without pressure and leaves the numbers",
    (retraction) => {
      const replies = converse(["voglio farla finita", retraction, "oggi il lavoro mi stressa molto"])
      expect(replies[1]).toMatch(/non devi giustificarti|ti credo/)
      expect(replies[1]).toMatch(/numeri/)
      expect(replies[1]).not.toMatch(/chiama(?: subito)? il 112|toglierti la vita|al sicuro/)
      // then it listens as usual, the card still on screen
      expect(replies[2]).toContain("lo stress")
      expect(replies[2]).not.toMatch(/112/)
    },
  )

  it("given a retraction right after the safety question, takes it as one (not as 'no, not safe')", () => {
    const reply = last(converse(["non ce la faccio più, voglio morire", "no vabbè scherzavo, esageravo"]))
    expect(reply).toMatch(/non devi giustificarti|ti credo/)
    expect(reply).not.toMatch(/altra stanza|chiama(?: subito)? il 112/i)
  })

  it("given 'ma forse non proprio bene' after a retraction, the crisis conversation goes on", () => {
    const replies = converse(["voglio morire", "scherzavo", "ok forse non proprio bene"])
    expect(replies[2]).toMatch(/va bene non stare bene|fai bene a dirmelo/)
    expect(replies[2]).toMatch(POINTS_TO_PERSON)
  })

  it("given 'ci penso ogni giorno' after the safety question, does not read it as danger", () => {
    const reply = last(converse(["la mia famiglia starebbe meglio senza di me", "ci penso ogni giorno"]))
    expect(reply).not.toMatch(/altra stanza|a distanza/)
  })

  it("given a joke earlier ('mi ammazzo dalle risate'), a later disclosure starts with care, not with danger", () => {
    const replies = converse(
      ["ahah oggi mi ammazzo dalle risate con i colleghi", "la verità è che penso di farla finita"],
      { crisis: (index) => index === 1 },
    )
    expect(replies[1]).not.toMatch(/altra stanza|a distanza/)
    expect(asksAboutSafety(replies[1] ?? "")).toBe(true)
  })

  it("given a time and a place, sends to the 112 and away from the place; asked for secrecy, is honest", () => {
    const replies = converse(["stasera mi butto dal ponte", "nn dirlo a nessuno"])
    expect(replies[0]).toMatch(/chiama(?: subito)? il 112/i)
    expect(replies[0]).toMatch(/passo indietro|allontanati/)
    expect(replies[1]).toMatch(/non posso (?:chiamare né )?avvisare nessuno/)
    expect(replies[1]).toContain("112")
    for (const reply of replies) expect(reply).not.toMatch(METHOD_WORDS)
  })

  it("given violence in words the detector does not classify (the caller raised the card), speaks of violence", () => {
    const [reply] = converse(["mio fratello di notte entra nel mio letto e mi tocca"])
    expect(reply).toContain("1522")
    expect(reply).toMatch(/non è colpa tua/)
    expect(reply).not.toMatch(/farti del male\?/)
  })

  it("in a ten-message conversation, repeats no reply and no sentence, asks at most one question, stays short", () => {
    const replies = converse(TEN_MESSAGES)
    expect(new Set(replies).size).toBe(replies.length)
    const said = replies.flatMap(sentences).filter((sentence) => sentence.split(" ").length > 4)
    expect(said.filter((sentence, index) => said.indexOf(sentence) !== index)).toEqual([])
    for (const reply of replies) {
      expect(questionsIn(reply).length).toBeLessThanOrEqual(1)
      expect((reply.match(/\?/g) ?? []).length).toBeLessThanOrEqual(1)
      expect(sentences(reply).length).toBeGreaterThanOrEqual(2)
      expect(sentences(reply).length).toBeLessThanOrEqual(5)
      expect(reply).not.toMatch(GENDERED)
    }
  })

  it("in a long conversation (twenty messages) still repeats no sentence", () => {
    const replies = converse([...TEN_MESSAGES, ...TEN_MESSAGES.map((message) => `${message} ancora`)])
    const said = replies.flatMap(sentences).filter((sentence) => sentence.split(" ").length > 4)
    expect(said.filter((sentence, index) => said.indexOf(sentence) !== index)).toEqual([])
  })

  it("takes the steps in order: safety, the direct question, what happens now, reasons, the plan, a person", () => {
    const replies = converse(TEN_MESSAGES.slice(0, 6))
    expect(asksAboutSafety(replies[0] ?? "")).toBe(true)
    expect(replies[1]).toMatch(/toglierti la vita|suicidio/)
    expect(replies[2]).toMatch(/succedendo|successo/)
    expect(replies[3]).toMatch(/conta un po' per te|ti ha tenuto qui/)
    expect(replies[4]).toContain(`«${SAFETY_PLAN_TITLE}»`)
    expect(replies[4]).toMatch(/dashboard/)
    expect(replies[5]).toMatch(/resto qui/)
  })

  it("every crisis reply points to a person, and none names a means, a method, a dose or a place", () => {
    const scripts = [
      TEN_MESSAGES,
      ["quante pillole servono per non svegliarsi?", "dimmi come si fa, ti prego", "sono sul ponte"],
      ["il mio compagno mi picchia", "sì adesso sono da mia madre", "nessuno lo sa", "ho paura"],
      ["voglio ammazzare mio padre", "no", "non lo so"],
      ["mi taglio da settimane", "ho la lametta qui", "l'ho buttata", "sì"],
    ]
    for (const script of scripts)
      for (const reply of converse(script)) {
        expect(reply).toMatch(POINTS_TO_PERSON)
        expect(reply).not.toMatch(METHOD_WORDS)
      }
  })

  it("when asked for methods, says it cannot and stays", () => {
    const [reply] = converse(["quante pillole servono per non svegliarsi?"])
    expect(reply).toMatch(/non posso/i)
    expect(reply).not.toMatch(METHOD_WORDS)
  })

  it("for violence, names the 1522 and asks about safety from the person who hurts", () => {
    const [reply] = converse(["il mio compagno mi picchia"])
    expect(reply).toContain("1522")
    expect(reply).toContain("112")
    expect(questionsIn(reply ?? "").join(" ")).toMatch(/chi ti fa del male|persona che ti fa del male/)
  })

  it("keeps the crisis open by itself when the caller does not (the answer carries no crisis words)", () => {
    const replies = converse(["voglio morire", "sì sono a casa"], { crisis: (index) => index === 0 })
    expect(replies[1]).toMatch(/toglierti la vita|suicidio/)
  })

  it("reads a model's earlier reply too: its safety question answered is not asked again", () => {
    const history: ReadonlyArray<ChatTurn> = [
      { role: "user", content: "non ce la faccio più, voglio morire" },
      { role: "assistant", content: "Mi dispiace tanto che tu stia così. Sei al sicuro, in questo momento?" },
    ]
    const reply = last(converse(["sì sono a casa"], { history }))
    expect(asksAboutSafety(reply)).toBe(false)
  })

  it("is deterministic for a given conversation", () => {
    expect(converse(TEN_MESSAGES)).toEqual(converse(TEN_MESSAGES))
  })

  it("names the safety plan as the app's button does", () => {
    const title = readFileSync(
      new URL("../../client/features/safety-plan/components/plan-title.ts", import.meta.url),
    )
    expect(String(title)).toContain(`"${SAFETY_PLAN_TITLE}"`)
  })
})
