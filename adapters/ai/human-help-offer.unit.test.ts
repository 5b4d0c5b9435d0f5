import { describe, expect, it } from "vitest"
import { asksForAPerson, HUMAN_HELP_LINK, HUMAN_HELP_PATH, returningHeavyTheme } from "./human-help-offer.ts"
import type { ChatTurn } from "./ai-request.ts"
import { composeLocalReply } from "./local-responder.ts"
import { buildSystemPrompt } from "./system-prompt.ts"

const reply = (content: string, crisis = false) =>
  composeLocalReply({ assistantName: "Cogi", history: [], message: { content }, crisis })

describe("the assistant points to people (issue 27)", () => {
  it("recognises a request for a human, and not a mention of people", () => {
    for (const asked of [
      "Vorrei parlare con una persona vera",
      "voglio parlare con qualcuno, non con un programma",
      "Mi serve uno psicologo",
      "posso parlare con un essere umano?",
      "ho bisogno di una persona reale",
    ])
      expect(asksForAPerson(asked), asked).toBe(true)
    for (const not of [
      "Le persone al lavoro mi stressano",
      "Ho parlato con mia madre ieri",
      "Sei una persona vera?",
    ])
      expect(asksForAPerson(not), not).toBe(false)
  })

  it("given a request for a person, when the offline responder answers, then it offers the page once, before its one question", () => {
    const text = reply("Vorrei parlare con una persona vera")
    expect(text).toContain(HUMAN_HELP_LINK)
    expect(text.split(HUMAN_HELP_PATH)).toHaveLength(2)
    expect(text.trim().endsWith("?")).toBe(true)
    expect(text.split("?")).toHaveLength(2)
    // in a crisis too, where the card also links it
    expect(reply("Voglio morire, vorrei parlare con qualcuno", true)).toContain(HUMAN_HELP_LINK)
  })

  it("an ordinary message is not answered with the page", () => {
    expect(reply("Oggi al lavoro è stata una giornata lunga")).not.toContain(HUMAN_HELP_PATH)
  })

  it("the system prompt of every approach says when to offer the page", () => {
    const prompt = buildSystemPrompt({ assistantName: "Cogi", sessionMinute: 3, crisis: false })
    expect(prompt).toContain(HUMAN_HELP_LINK)
    expect(prompt).toMatch(/chiede di parlare con una persona vera/)
    expect(prompt).toMatch(/lo stesso tema pesante torna da più sessioni/)
  })
})

describe("a heavy theme that comes back session after session (issue 27, offline)", () => {
  const withMemory = (
    content: string,
    memory: ReadonlyArray<string>,
    history: ReadonlyArray<ChatTurn> = [],
  ) => composeLocalReply({ assistantName: "Cogi", history, message: { content }, crisis: false, memory })
  const twoSessions = [
    "Abbiamo parlato dell'ansia prima delle riunioni e delle notti senza sonno.",
    "Mi hai raccontato che l'ansia ti sveglia alle quattro e che il lavoro pesa.",
  ]

  it("given the same heavy feeling in two kept summaries and in the message, then the reply offers the page once", () => {
    const text = withMemory("Anche oggi l'ansia non mi lascia respirare", twoSessions)
    expect(text).toContain(HUMAN_HELP_LINK)
    expect(text).toContain("Mi sembra che l'ansia torni da più di una sessione")
    expect(text.split(HUMAN_HELP_PATH)).toHaveLength(2)
    expect(text.trim().endsWith("?")).toBe(true)
  })

  it("given the feeling in only one earlier session, or not in this message, then no offer", () => {
    expect(withMemory("Anche oggi l'ansia non mi lascia respirare", twoSessions.slice(0, 1))).not.toContain(
      HUMAN_HELP_PATH,
    )
    expect(withMemory("Oggi sono andata al mare con mia sorella", twoSessions)).not.toContain(HUMAN_HELP_PATH)
  })

  it("given a pleasant feeling that comes back, then no offer", () => {
    const joyful = ["Che gioia la laurea di tua figlia.", "La gioia del nuovo lavoro."]
    expect(returningHeavyTheme("Che gioia oggi!", joyful)).toBeUndefined()
  })

  it("given the page offered earlier in this conversation, then not again", () => {
    const history: ReadonlyArray<ChatTurn> = [
      { role: "user", content: "l'ansia di nuovo" },
      { role: "assistant", content: `Capisco. ${HUMAN_HELP_LINK}` },
    ]
    expect(withMemory("Anche oggi l'ansia non mi lascia respirare", twoSessions, history)).not.toContain(
      HUMAN_HELP_PATH,
    )
  })
})
