import { describe, expect, it } from "vitest"
import { asksForAPerson, HUMAN_HELP_LINK, HUMAN_HELP_PATH } from "./human-help-offer.ts"
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
