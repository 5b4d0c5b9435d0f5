import { describe, expect, it } from "vitest"
import type { ChatTurn } from "./ai-request.ts"
import { estimateTokens, fitHistory } from "./context-window.ts"
import { preparePrompt } from "./prepared-prompt.ts"
import { CRISIS_INSTRUCTIONS, POSSIBLE_RISK_INSTRUCTIONS } from "./crisis-prompt.ts"
import { SAFETY_PLAN_TITLE, SAFETY_RULES } from "./safety-rules.ts"
import { buildSystemPrompt } from "./system-prompt.ts"

describe("buildSystemPrompt", () => {
  const base = buildSystemPrompt({ assistantName: "Lumi", sessionMinute: 12, crisis: false })

  it("names the assistant and the minute of the 30-minute session", () => {
    expect(base).toContain("Ti chiami Lumi")
    expect(base).toContain("minuto 12 di una sessione di 30 minuti")
  })

  it("sets the Italian, supportive, non-clinical frame", () => {
    expect(base).toContain("Rispondi sempre in italiano")
    expect(base).toContain("non clinico")
    expect(base).toContain("non fare diagnosi")
    expect(base).toContain("farmaci")
    expect(base).toContain("professionista")
    expect(base).toContain("sei un'intelligenza artificiale")
    expect(base).toContain("conciso")
  })

  it("asks for copy that does not assume the person's gender", () => {
    expect(base).toContain("Non dare per scontato il genere di chi ti scrive")
    expect(base).toContain("«ti senti in solitudine» e non «ti senti solo»")
  })

  it("carries every safety rule in every prompt, crisis or not", () => {
    const crisisPrompt = buildSystemPrompt({ assistantName: "Lumi", sessionMinute: 40, crisis: true })
    for (const rule of SAFETY_RULES) {
      expect(base).toContain(rule.text)
      expect(crisisPrompt).toContain(rule.text)
    }
    expect(base).toMatch(/non dare mai informazioni su mezzi, metodi, dosi/)
    expect(base).toContain("chiamare subito il 112 o Telefono Amico (02 2327 2327)")
  })

  it("adds the crisis instruction only in a crisis", () => {
    expect(base).not.toContain("non minimizzare")
    const crisis = buildSystemPrompt({ assistantName: "Lumi", sessionMinute: 12, crisis: true })
    expect(crisis).toContain("112")
    expect(crisis).toContain("Telefono Amico (02 2327 2327)")
    expect(crisis).toContain("non minimizzare")
    expect(crisis).toContain("persona di cui si fida")
  })

  it("in a crisis, describes the steps in order, one at a time, from what the person already said", () => {
    const crisis = buildSystemPrompt({ assistantName: "Lumi", sessionMinute: 12, crisis: true })
    const steps = [
      "ringraziala per averlo detto",
      "se in questo momento è al sicuro",
      "in modo diretto se sta pensando di togliersi la vita",
      "che cosa sta succedendo adesso",
      "le sue ragioni per andare avanti",
      `«${SAFETY_PLAN_TITLE}»;`,
      "incoraggia il contatto con una persona",
      "offriti di restare",
    ]
    expect(crisis).toContain(CRISIS_INSTRUCTIONS)
    const at = steps.map((step) => CRISIS_INSTRUCTIONS.indexOf(step))
    expect(at.every((index) => index >= 0)).toBe(true)
    expect([...at].sort((a, b) => a - b)).toEqual(at)
    expect(CRISIS_INSTRUCTIONS).toContain("un passo alla volta")
    expect(CRISIS_INSTRUCTIONS).toContain("Non chiedere di nuovo ciò a cui ha già risposto")
    expect(CRISIS_INSTRUCTIONS).toContain("non ripetere frasi")
  })

  it("in a crisis, sends the unsafe to the 112, respects refusals, meets retractions, never gives methods", () => {
    expect(CRISIS_INSTRUCTIONS).toContain("chiamare subito il 112")
    expect(CRISIS_INSTRUCTIONS).toMatch(/rispetta il\s+rifiuto senza insistere/)
    expect(CRISIS_INSTRUCTIONS).toMatch(/scrivere un messaggio invece\s+di telefonare/)
    expect(CRISIS_INSTRUCTIONS).toMatch(/scherzava[\s\S]*senza pressioni/)
    expect(CRISIS_INSTRUCTIONS).toContain("Non dare mai informazioni su mezzi, metodi, dosi o luoghi")
    expect(CRISIS_INSTRUCTIONS).toMatch(/al massimo una domanda/)
    expect(CRISIS_INSTRUCTIONS).not.toMatch(/Telefono Amico[^.]*(?:24 ore|giorno e notte)/)
  })

  it("with possible risk, asks gently and directly without the crisis steps; an open crisis wins", () => {
    const unsure = buildSystemPrompt({
      assistantName: "Lumi",
      sessionMinute: 5,
      crisis: false,
      possibleRisk: true,
    })
    expect(unsure).toContain(POSSIBLE_RISK_INSTRUCTIONS)
    expect(unsure).not.toContain(CRISIS_INSTRUCTIONS)
    expect(POSSIBLE_RISK_INSTRUCTIONS).toMatch(
      /in modo diretto se\s+sta pensando di farsi del male o di non voler più vivere/,
    )
    expect(POSSIBLE_RISK_INSTRUCTIONS).toContain("a un tocco")
    const both = buildSystemPrompt({
      assistantName: "Lumi",
      sessionMinute: 5,
      crisis: true,
      possibleRisk: true,
    })
    expect(both).toContain(CRISIS_INSTRUCTIONS)
    expect(both).not.toContain(POSSIBLE_RISK_INSTRUCTIONS)
    expect(base).not.toContain(POSSIBLE_RISK_INSTRUCTIONS)
  })

  it("in a crisis, never closes the session because of the clock", () => {
    const crisis = buildSystemPrompt({ assistantName: "Lumi", sessionMinute: 28, crisis: true })
    expect(crisis).not.toContain("mancano pochi minuti")
    expect(crisis).toContain("minuto 28")
    expect(crisis).toContain("non chiudere la conversazione")
  })

  it("helps close the session in its last minutes and falls back to the default name", () => {
    expect(buildSystemPrompt({ assistantName: " ", sessionMinute: 27, crisis: false })).toMatch(
      /Ti chiami Cogi[\s\S]*mancano pochi minuti/,
    )
  })
})

const turn = (role: ChatTurn["role"], content: string): ChatTurn => ({ role, content })

describe("fitHistory (token budget ≈ chars / 4)", () => {
  it("estimates four characters per token", () => {
    expect(estimateTokens("a".repeat(400))).toBe(100)
  })

  it("keeps everything when it fits", () => {
    const history = [turn("user", "ciao"), turn("assistant", "ciao a te")]
    expect(fitHistory(history)).toEqual(history)
  })

  it("keeps the newest turns that fit, oldest first", () => {
    const history = [
      turn("user", "a".repeat(4000)), // 1000 tokens
      turn("assistant", "b".repeat(4000)),
      turn("user", "c".repeat(4000)),
      turn("assistant", "d".repeat(4000)),
    ]
    const kept = fitHistory(history, { budgetTokens: 2100 })
    expect(kept.map((t) => t.content[0])).toEqual(["c", "d"])
  })

  it("never splits a turn and stops at the first that does not fit", () => {
    const history = [turn("user", "vecchio"), turn("assistant", "x".repeat(40_000)), turn("user", "nuovo")]
    expect(fitHistory(history, { budgetTokens: 6000 })).toEqual([turn("user", "nuovo")])
  })

  it("starts with a user turn and merges turns of the same role", () => {
    const history = [
      turn("assistant", "benvenuto"),
      turn("user", "uno"),
      turn("user", "due"),
      turn("assistant", "ok"),
    ]
    expect(fitHistory(history)).toEqual([turn("user", "uno\n\ndue"), turn("assistant", "ok")])
  })

  it("counts the reserved tokens (system prompt and new message) against the budget", () => {
    const history = [turn("user", "a".repeat(2000)), turn("assistant", "b".repeat(2000))] // ~500 tokens each
    expect(fitHistory(history, { budgetTokens: 1200, reservedTokens: 0 })).toHaveLength(2)
    expect(fitHistory(history, { budgetTokens: 1200, reservedTokens: 600 })).toHaveLength(0)
  })
})

describe("preparePrompt", () => {
  const request = {
    approach: "claude" as const,
    assistantName: "Lumi",
    sessionMinute: 4,
    crisis: false,
    history: [turn("user", "ciao"), turn("assistant", "ciao!"), turn("user", "ci sei?")],
    message: { content: "scusa, ero sparito" },
  }

  it("folds an unanswered user turn into the new message so roles alternate", () => {
    const prompt = preparePrompt(request)
    expect(prompt.history).toEqual([turn("user", "ciao"), turn("assistant", "ciao!")])
    expect(prompt.text).toBe("ci sei?\n\nscusa, ero sparito")
  })

  it("keeps the whole prompt within the budget", () => {
    const long = Array.from({ length: 200 }, (_, i) =>
      turn(i % 2 ? "assistant" : "user", "parola ".repeat(100)),
    )
    const prompt = preparePrompt({ ...request, history: long }, 6000)
    const total =
      estimateTokens(prompt.system) +
      estimateTokens(prompt.text) +
      prompt.history.reduce((sum, t) => sum + estimateTokens(t.content) + 4, 0)
    expect(total).toBeLessThanOrEqual(6000)
    expect(prompt.history.length).toBeGreaterThan(10)
  })

  it("drops images it must not forward and says so to the model", () => {
    const prompt = preparePrompt({
      ...request,
      history: [],
      message: { content: "guarda", image: { url: "http://x.it/a.png" } },
    })
    expect(prompt.image).toBeUndefined()
    expect(prompt.text).toContain("non è stato possibile mostrarti")
  })
})
