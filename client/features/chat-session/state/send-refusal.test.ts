import { describe, expect, it } from "vitest"

import { ApiError, networkError } from "../../../lib/api-client.ts"
import { NO_CREDITS_ERROR, SEND_ERROR, VERIFY_FIRST_ERROR, sendRefusalOf } from "./send-refusal.ts"

const refused = (status: number, code: string | null, detail: string | null = null) =>
  new ApiError({ status, code, detail, retryAfterSeconds: null })

describe("sendRefusalOf", () => {
  it("reads the condition code, not the HTTP class: two 403s, two answers", () => {
    expect(sendRefusalOf(refused(403, "SESSION_ENDED", "⏰ Finita."))).toEqual({
      kind: "session-ended",
      detail: "⏰ Finita.",
    })
    expect(sendRefusalOf(refused(403, "NO_CREDITS_AVAILABLE"))).toEqual({
      kind: "no-credits",
      detail: NO_CREDITS_ERROR,
    })
  })

  it("does not end the session for an unverified address: it asks to confirm it first", () => {
    expect(sendRefusalOf(refused(403, "EMAIL_NOT_VERIFIED", "Conferma la tua email."))).toEqual({
      kind: "not-verified",
      detail: "Conferma la tua email.",
    })
    expect(sendRefusalOf(refused(403, "EMAIL_NOT_VERIFIED"))).toEqual({
      kind: "not-verified",
      detail: VERIFY_FIRST_ERROR,
    })
  })

  it("does not end the session for a 403 with another condition", () => {
    expect(sendRefusalOf(refused(403, "FORBIDDEN", "Non puoi."))).toEqual({
      kind: "rejected",
      detail: "Non puoi.",
      long: true,
    })
  })

  it("signs out on 401, keeps the assistant's outage apart, and falls back to the send error", () => {
    expect(sendRefusalOf(refused(401, "UNAUTHORIZED"))).toEqual({ kind: "signed-out" })
    expect(sendRefusalOf(refused(503, "ASSISTANT_UNAVAILABLE", "Riprova."))).toEqual({
      kind: "unavailable",
      detail: "Riprova.",
    })
    // no answer at all: the server is unreachable, said as such (issue 28), and the text is still there
    expect(sendRefusalOf(networkError())).toEqual({
      kind: "rejected",
      detail:
        "Il messaggio non è partito ed è rimasto nella casella. Non riusciamo a raggiungere il server di Cogi: il problema è nostro, non della tua connessione. Riprova tra poco.",
      long: true,
    })
    expect(SEND_ERROR).toMatch(/^Il messaggio non è partito .*rimasto nella casella/)
    expect(sendRefusalOf(new Error("boom"))).toEqual({ kind: "rejected", detail: SEND_ERROR, long: false })
  })
})
