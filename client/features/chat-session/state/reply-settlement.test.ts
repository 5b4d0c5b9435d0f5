import { describe, expect, it } from "vitest"

import { settlementOf } from "./reply-settlement.ts"
import { SEND_ERROR } from "./send-failure.ts"

const meta = (crisis = false, recorded = true) => ({
  message_id: "m1",
  reply_id: "r1",
  crisis,
  provider: "anthropic",
  risk: crisis ? ("high" as const) : ("none" as const),
  recorded,
})

describe("how a reply's stream settles", () => {
  it("a finished reply is announced and stored without marks", () => {
    expect(settlementOf({ kind: "done", meta: meta(), text: "Ciao." }, "Cogi")).toEqual({
      replyId: "r1",
      patch: { text: "Ciao.", state: "complete" },
      announcement: "Cogi ha risposto: Ciao.",
      error: null,
      record: { text: "Ciao.", crisis: false, interrupted: false },
    })
  })

  it("a stopped reply keeps its words, says so, and is stored as interrupted with its crisis card", () => {
    const settled = settlementOf({ kind: "aborted", meta: meta(true), text: "Sono qui" }, "Cogi")
    expect(settled?.patch).toEqual({ text: "Sono qui", state: "interrupted", errorDetail: null })
    expect(settled?.announcement).toBe("Risposta interrotta. Cogi aveva scritto: Sono qui")
    expect(settled?.error).toBeNull()
    expect(settled?.record).toEqual({ text: "Sono qui", crisis: true, interrupted: true })
  })

  it("a reply stopped before its first word is stored only when it carries the crisis card", () => {
    expect(settlementOf({ kind: "aborted", meta: meta(false), text: " " }, "Cogi")?.record).toBeNull()
    expect(settlementOf({ kind: "aborted", meta: meta(true), text: "" }, "Cogi")?.record).toEqual({
      text: "",
      crisis: true,
      interrupted: true,
    })
  })

  it("a failed reply with no words shows the server's reason (or the fallback) and stores nothing", () => {
    const failed = settlementOf(
      { kind: "failed", meta: meta(), text: "", detail: "Servizio occupato" },
      "Cogi",
    )
    expect(failed).toMatchObject({
      patch: { state: "failed", errorDetail: "Servizio occupato" },
      announcement: null,
      error: "Servizio occupato",
      record: null,
    })
    expect(settlementOf({ kind: "failed", meta: meta(), text: "", detail: null }, "Cogi")?.error).toBe(
      SEND_ERROR,
    )
  })

  it("a stream the server never accepted settles nothing", () => {
    expect(settlementOf({ kind: "aborted", meta: null, text: "" }, "Cogi")).toBeNull()
  })

  it("a reply to a message heard without being recorded is shown and marked, never stored", () => {
    const settled = settlementOf({ kind: "done", meta: meta(true, false), text: "Sono qui." }, "Cogi")
    expect(settled?.patch).toEqual({ text: "Sono qui.", state: "complete", unsaved: true })
    expect(settled?.announcement).toBe("Cogi ha risposto: Sono qui.")
    expect(settled?.record).toBeNull()
    const stopped = settlementOf({ kind: "aborted", meta: meta(true, false), text: "" }, "Cogi")
    expect(stopped?.record).toBeNull()
  })
})
