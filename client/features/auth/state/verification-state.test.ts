import { describe, expect, it } from "vitest"

import { ApiError } from "../../../lib/api-client.ts"
import { verificationFromError, verificationFromResponse } from "./verification-state.ts"

const apiError = (status: number) =>
  new ApiError({ status, detail: "x", code: null, retryAfterSeconds: null })

describe("email verification outcome", () => {
  it("is success when the server says verified", () => {
    expect(verificationFromResponse({ verified: true, message: "Fatto" })).toEqual({
      status: "success",
      message: "Fatto",
    })
  })

  it("is error with the server message, or the fallback, when not verified", () => {
    expect(verificationFromResponse({ verified: false, message: "Già verificata" })).toEqual({
      status: "error",
      message: "Già verificata",
    })
    expect(verificationFromResponse({ verified: false, message: " " })).toEqual({
      status: "error",
      message: "Errore durante la verifica",
    })
  })

  it("is expired on HTTP 400", () => {
    expect(verificationFromError(apiError(400))).toEqual({
      status: "expired",
      message: "Token di verifica non valido o scaduto. Richiedi un nuovo link di verifica.",
    })
  })

  it("is a generic error otherwise", () => {
    expect(verificationFromError(apiError(500)).status).toBe("error")
    expect(verificationFromError(new TypeError("boom"))).toEqual({
      status: "error",
      message: "Si è verificato un errore durante la verifica. Riprova più tardi.",
    })
  })
})
