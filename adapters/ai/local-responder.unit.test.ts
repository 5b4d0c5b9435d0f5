import { ANTIVIOLENZA, EMERGENCY_NUMBER, TELEFONO_AMICO } from "../../domain/safety/crisis-resources.ts"
import { Effect, Stream } from "effect"
import { describe, expect, it } from "vitest"
import type { ChatTurn } from "./ai-request.ts"
import { AiService } from "./ai-service.ts"
import { composeLocalReply, LOCAL_ASSISTANT_LABEL, reflect, replyWords } from "./local-responder.ts"

const earlier: ReadonlyArray<ChatTurn> = [
  { role: "user", content: "Ciao" },
  { role: "assistant", content: "Ciao, sono Lumi. Di che cosa ti va di parlare oggi?" },
]

const replyTo = (
  content: string,
  options: { history?: ReadonlyArray<ChatTurn>; crisis?: boolean; possibleRisk?: boolean } = {},
) =>
  composeLocalReply({
    assistantName: "Lumi",
    history: options.history ?? earlier,
    message: { content },
    crisis: options.crisis ?? false,
    possibleRisk: options.possibleRisk ?? false,
  })

const questions = (text: string) => text.split("?").length - 1

describe("reflect", () => {
  it.each([
    [
      "Mi sento sola da quando mi sono trasferita a Milano.",
      "ti senti sola da quando ti sei trasferita a Milano",
    ],
    ["Ho litigato con mia madre", "hai litigato con tua madre"],
    ["Oggi non riesco a dormire, è tutto difficile", "oggi non riesci a dormire, è tutto difficile"],
    ["Io sono stanco dei miei colleghi", "tu sei stanco dei tuoi colleghi"],
    ["Non so cosa fare con il mio lavoro", "non sai cosa fare con il tuo lavoro"],
  ])("turns %j into %j", (input, expected) => {
    expect(reflect(input)).toBe(expected)
  })

  it("does not reflect words addressed to the assistant", () => {
    expect(reflect("Tu mi capisci?")).toBeUndefined()
  })
})

describe("composeLocalReply", () => {
  it("introduces itself by name, as the offline assistant, on the first reply only", () => {
    const first = replyTo("Mi sento giù", { history: [] })
    expect(first).toMatch(/Lumi/)
    expect(first).toMatch(/offline/)
    expect(replyTo("Mi sento giù")).not.toMatch(/Lumi/)
  })

  it("reflects the user's words in the second person", () => {
    expect(replyTo("Ho litigato con mia sorella e non riesco a calmarmi.")).toContain(
      "hai litigato con tua sorella",
    )
  })

  it.each([
    ["Ho tanta ansia per il colloquio", "l'ansia"],
    ["Sono triste da giorni", "la tristezza"],
    ["Sono furiosa con il mio capo", "la rabbia"],
    ["Mi sento solo, non ho amici qui", "la solitudine"],
    ["Sono sotto stress per gli esami", "lo stress"],
    ["Ho paura di perdere il lavoro", "la paura"],
  ])("names the feeling in %j", (content, feeling) => {
    expect(replyTo(content)).toContain(feeling)
  })

  it("makes the feeling's words agree with it: 'lo stress si sente tutto', 'la stanchezza si sente tutta'", () => {
    const topics = ["il lavoro", "gli esami", "il trasloco", "la famiglia", "le bollette", "il matrimonio"]
    const replies = topics.flatMap((topic) => [
      replyTo(`Sono sotto stress per ${topic}`),
      replyTo(`Mi sento in colpa per ${topic}`),
      replyTo(`Sono stanca per ${topic}`),
    ])
    const agreeing = replies.filter((reply) => reply.includes("si sente tutt"))
    expect(agreeing.some((reply) => reply.includes("si sente tutto."))).toBe(true)
    expect(agreeing.some((reply) => reply.includes("si sente tutta."))).toBe(true)
    for (const reply of agreeing)
      expect(reply).toMatch(/(?:(?:lo stress|il senso di colpa) si sente tutto|la \w+ si sente tutta)\./)
  })

  it.each([
    "Ciao",
    "Mi sento sola",
    "Il lavoro.",
    "Tu mi capisci?",
    "Sei una persona vera?",
    "Oggi è andata bene, sono felice!",
    "Perché mi succede sempre? Non lo so più?",
  ])("asks exactly one question, at the end (%j)", (content) => {
    const reply = replyTo(content)
    expect(questions(reply)).toBe(1)
    expect(reply.trim().endsWith("?")).toBe(true)
  })

  it("says it is not a person when asked", () => {
    expect(replyTo("Ma sei un robot?")).toContain("non una persona")
  })

  it("is deterministic for the same input and varies with the input", () => {
    expect(replyTo("Sono stanca del lavoro")).toBe(replyTo("Sono stanca del lavoro"))
    const replies = new Set(
      [
        "Sono stanca",
        "Sono stanco morto",
        "Sono molto stanca oggi",
        "Sono stanca di tutto",
        "Ho sonno e sono stanca",
      ].map((content) => replyTo(content).replace(/«.*»|che .*?\./, "")),
    )
    expect(replies.size).toBeGreaterThan(2)
  })

  it("does not repeat the question it asked last time", () => {
    const first = replyTo("Il lavoro.")
    const question = first.slice(first.lastIndexOf(". ") + 2)
    const again = replyTo("Il lavoro.", {
      history: [...earlier, { role: "user", content: "x" }, { role: "assistant", content: first }],
    })
    expect(again.endsWith(question)).toBe(false)
  })

  it("in a crisis responds with care and points to the resources (the 1522 when it is violence)", () => {
    const reply = replyTo("Voglio farla finita", { crisis: true })
    expect(reply).toContain("112")
    expect(reply).toContain("02 2327 2327")
    expect(reply).not.toMatch(/^Ciao/)
    expect(questions(reply)).toBe(1)
    expect(replyTo("Il mio compagno mi picchia", { crisis: true })).toContain(ANTIVIOLENZA.phone)
  })

  it.each([
    "Voglio farla finita",
    "quante pillole servono per non svegliarsi?",
    "dimmi come si fa a impiccarsi",
    "il mio compagno mi picchia",
    "mi taglio da settimane",
  ])(
    "in a crisis (%j) follows the safety rules: no means, no diagnosis, the 112 and a line to talk to",
    (text) => {
      const reply = replyTo(text, { crisis: true })
      expect(reply).toContain(`il ${EMERGENCY_NUMBER.phone}`)
      expect(reply).toMatch(new RegExp(`${TELEFONO_AMICO.phone}|${ANTIVIOLENZA.phone}`))
      expect(reply).toMatch(/sicur[oa]/)
      expect(reply).not.toMatch(
        /\b(?:pillol|farmac|dos[ie]|corda\b|impicc|lamett|milligramm|mg\b|ponte|binari)/i,
      )
      expect(reply).not.toMatch(/\b(?:depression|disturbo|diagnosi|bipolar|psicos|borderline)/i)
    },
  )

  it("is short", () => {
    expect(
      replyWords(replyTo("Mi sento sola da quando mi sono trasferita a Milano, non conosco nessuno.")).length,
    ).toBeLessThan(70)
  })
})

describe("composeLocalReply with possible risk (the safety layer is unsure)", () => {
  const questionsOf = (text: string) =>
    text.split(/(?<=[.!?])\s+/).filter((sentence) => sentence.endsWith("?"))

  it("acknowledges, asks gently and directly, and says help is one tap away, without the crisis paragraph", () => {
    const reply = replyTo("a volte vorrei solo sparire e non svegliarmi più", { possibleRisk: true })
    expect(questionsOf(reply)).toHaveLength(1)
    expect(questionsOf(reply)[0]).toMatch(/farti del male|farsi del male/)
    expect(questionsOf(reply)[0]).toMatch(/non voler più vivere/)
    expect(reply).toMatch(/a un tocco/)
    expect(reply).toContain(EMERGENCY_NUMBER.phone)
    expect(reply).not.toMatch(/1522|piano di sicurezza|chiama subito/i)
  })

  it("given 'no', believes it and listens as usual; given 'sì', the crisis conversation goes on", () => {
    const asked = replyTo("a volte vorrei sparire", { possibleRisk: true })
    const history = [...earlier, { role: "user" as const, content: "a volte vorrei sparire" }]
    const after = [...history, { role: "assistant" as const, content: asked }]
    const no = replyTo("no, sono solo stanca", { history: after, possibleRisk: true })
    expect(no).not.toMatch(/farti del male|non voler più vivere|112/)
    const yes = replyTo("sì, a volte sì", { history: after })
    expect(questionsOf(yes).join(" ")).toMatch(/al sicuro|posto sicuro/)
    expect(yes).toContain(EMERGENCY_NUMBER.phone)
  })
})

describe("local provider through AiService", () => {
  it("streams the reply word by word and is reported as local", async () => {
    const program = Effect.gen(function* () {
      const ai = yield* AiService
      const request = {
        approach: "claude" as const,
        assistantName: "Lumi",
        sessionMinute: 3,
        history: [],
        message: { content: "Mi sento sola" },
        crisis: false,
      }
      const words = yield* Stream.runCollect(ai.streamReply(request))
      const whole = yield* ai.reply(request)
      return { words, whole, provider: ai.providerFor("claude") }
    })
    const { words, whole, provider } = await Effect.runPromise(
      program.pipe(Effect.provide(AiService.layerLocal({ wordDelayMs: 0 }))),
    )
    expect(provider).toBe("local")
    expect(words.length).toBeGreaterThan(5)
    expect(words.join("")).toBe(whole)
    expect(LOCAL_ASSISTANT_LABEL).toBe("Assistente offline (locale)")
  })

  it("stops streaming when the caller aborts", async () => {
    const controller = new AbortController()
    const seen: Array<string> = []
    const request = {
      approach: "gpt" as const,
      assistantName: "Lumi",
      sessionMinute: 3,
      history: [],
      message: { content: "Mi sento sola da quando mi sono trasferita" },
      crisis: false,
      signal: controller.signal,
    }
    const error = await Effect.runPromise(
      Effect.flip(
        AiService.use((ai) =>
          Stream.runForEach(ai.streamReply(request), (word) =>
            Effect.sync(() => {
              seen.push(word)
              controller.abort()
            }),
          ),
        ).pipe(Effect.provide(AiService.layerLocal({ wordDelayMs: 5 }))),
      ),
    )
    expect(error.kind).toBe("aborted")
    expect(seen).toHaveLength(1)
  })
})
