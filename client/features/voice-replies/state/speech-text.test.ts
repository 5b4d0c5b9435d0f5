import { describe, expect, it } from "vitest"

import { speakableSentences, speechText, splitSentences } from "./speech-text.ts"

describe("speechText: a Markdown reply read sensibly", () => {
  const cases: ReadonlyArray<readonly [string, string, string]> = [
    [
      "emphasis goes, the words stay",
      "Mi dispiace che tu stia vivendo un momento **così difficile**. È _normale_ sentirsi stanchi.",
      "Mi dispiace che tu stia vivendo un momento così difficile. È normale sentirsi stanchi.",
    ],
    [
      "a heading and a list become sentences",
      "## Qualche idea per stasera\n\n- Fai una passeggiata breve\n- Scrivi tre cose che ti pesano\n1. Respira lentamente",
      "Qualche idea per stasera. Fai una passeggiata breve. Scrivi tre cose che ti pesano. Respira lentamente.",
    ],
    [
      "a link is read as its text, a bare address is named",
      "Puoi leggere [questa guida sull'ansia](https://www.salute.gov.it/ansia) oppure https://example.org/a.",
      "Puoi leggere questa guida sull'ansia oppure un link.",
    ],
    [
      "emoji are dropped",
      "Sono qui con te 💙🙂 Prenditi il tempo che ti serve 👍🏽.",
      "Sono qui con te Prenditi il tempo che ti serve.",
    ],
    [
      "the Telefono Amico number is read group by group",
      "Puoi chiamare Telefono Amico allo 02 2327 2327, tutti i giorni.",
      "Puoi chiamare Telefono Amico allo 0 2, 2 3 2 7, 2 3 2 7, tutti i giorni.",
    ],
    [
      "emergency short codes digit by digit",
      "Se sei in pericolo chiama subito il **112**. Per la violenza c'è il 1522.",
      "Se sei in pericolo chiama subito il 1 1 2. Per la violenza c'è il 1 5 2 2.",
    ],
    [
      "a toll-free number and an international prefix",
      "Samaritans: 06 77208977. Numero verde 800 274 274. Dall'estero +39 02 2327 2327.",
      "Samaritans: 0 6, 7 7 2 0 8 9 7 7. Numero verde 8 0 0, 2 7 4, 2 7 4. Dall'estero più 3 9, 0 2, 2 3 2 7, 2 3 2 7.",
    ],
    [
      "ordinary numbers stay numbers",
      "Hai 25 anni e dormi 6 ore a notte da 3 settimane; nel 2024 è andata meglio.",
      "Hai 25 anni e dormi 6 ore a notte da 3 settimane; nel 2024 è andata meglio.",
    ],
    [
      "code: inline read as text, a block replaced by one sentence",
      "Scrivi `respira` sul foglio.\n```\nconsole.log(1)\n```\nFatto.",
      "Scrivi respira sul foglio. Qui c'è del codice, che non leggo ad alta voce. Fatto.",
    ],
    [
      "a quote and a rule",
      "> Non sei solo.\n\n---\n\nCi sono persone pronte ad ascoltarti.",
      "Non sei solo. Ci sono persone pronte ad ascoltarti.",
    ],
  ]
  it.each(cases)("%s", (_name, markdown, spoken) => {
    expect(speechText(markdown)).toBe(spoken)
  })
})

describe("splitSentences", () => {
  it("splits at . ! ? … before a capital, keeps abbreviations followed by lowercase", () => {
    expect(splitSentences("Capisco. Ti va di raccontarmi? Sì! Poi vediamo… Ecc. e poi basta.")).toEqual([
      "Capisco.",
      "Ti va di raccontarmi?",
      "Sì!",
      "Poi vediamo…",
      "Ecc. e poi basta.",
    ])
  })
})

describe("speakableSentences: speech can start while the reply streams", () => {
  it("given only half a sentence, when it streams, then nothing is spoken yet", () => {
    expect(speakableSentences("Capisco quanto possa", false)).toEqual([])
  })
  it("given a first complete sentence and the next begun, then the first is spoken", () => {
    expect(speakableSentences("Capisco quanto possa pesare. Quando", false)).toEqual([
      "Capisco quanto possa pesare.",
    ])
  })
  it("given a sentence just ended but nothing after, then it waits (it may be 'ecc.' or a number)", () => {
    expect(speakableSentences("Capisco quanto possa pesare.", false)).toEqual([])
  })
  it("given a finished list line, then it is spoken while the next streams", () => {
    expect(speakableSentences("- Bevi un bicchiere d'acqua\n- Apri la fin", false)).toEqual([
      "Bevi un bicchiere d'acqua.",
    ])
  })
  it("given the reply finished, then every sentence, the last too", () => {
    expect(speakableSentences("Capisco. Chiama il 112 se serve", true)).toEqual([
      "Capisco.",
      "Chiama il 1 1 2 se serve.",
    ])
  })
  it("given growing text, then earlier sentences never change (they can be queued once)", () => {
    const full = "Sei stato coraggioso a scrivermi. Parliamone con calma. Che cosa è successo oggi?"
    let spoken: string[] = []
    for (let end = 1; end <= full.length; end += 1) {
      const now = speakableSentences(full.slice(0, end), false)
      expect(now.slice(0, spoken.length)).toEqual(spoken)
      spoken = now
    }
    expect(speakableSentences(full, true)).toEqual([
      "Sei stato coraggioso a scrivermi.",
      "Parliamone con calma.",
      "Che cosa è successo oggi?",
    ])
  })
})
