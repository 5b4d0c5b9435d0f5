import { afterEach, describe, expect, it, vi } from "vitest"

import { ApiError } from "../../../lib/api-client.ts"
import { notify } from "../../../lib/notify.ts"
import { handleSendFailure, SEND_ERROR, SESSION_ENDED_ERROR } from "./send-failure.ts"

const apiError = (status: number, detail: string | null = null, code: string | null = null) =>
  new ApiError({ status, detail, code, retryAfterSeconds: null })

const actions = () => ({
  signOut: vi.fn(),
  sessionRefused: vi.fn(),
  noCredits: vi.fn(),
  notVerified: vi.fn(),
})

describe("a message the server did not take", () => {
  afterEach(() => vi.restoreAllMocks())

  it("a refused token signs out and says why", () => {
    const error = vi.spyOn(notify, "error").mockImplementation(() => {})
    const act = actions()
    handleSendFailure(apiError(401), act)
    expect(act.signOut).toHaveBeenCalledOnce()
    expect(act.sessionRefused).not.toHaveBeenCalled()
    expect(error).toHaveBeenCalledWith("Sessione scaduta. Effettua di nuovo il login.", { long: true })
  })

  it("a session that cannot take messages ends on screen with the server's words, or the default ones", () => {
    vi.spyOn(notify, "error").mockImplementation(() => {})
    const act = actions()
    handleSendFailure(apiError(403, "La sessione è terminata.", "SESSION_ENDED"), act)
    expect(act.sessionRefused).toHaveBeenCalledWith("La sessione è terminata.")
    handleSendFailure(apiError(403, null, "SESSION_ENDED"), act)
    expect(act.sessionRefused).toHaveBeenLastCalledWith(SESSION_ENDED_ERROR)
    expect(act.noCredits).not.toHaveBeenCalled()
  })

  it("an unverified address asks to confirm it, without ending anything or a toast", () => {
    const error = vi.spyOn(notify, "error").mockImplementation(() => {})
    const act = actions()
    handleSendFailure(apiError(403, "Conferma il tuo indirizzo.", "EMAIL_NOT_VERIFIED"), act)
    expect(act.notVerified).toHaveBeenCalledWith("Conferma il tuo indirizzo.")
    expect(act.sessionRefused).not.toHaveBeenCalled()
    expect(error).not.toHaveBeenCalled()
  })

  it("no credit left offers credits and never says the session ended", () => {
    const error = vi.spyOn(notify, "error").mockImplementation(() => {})
    const act = actions()
    handleSendFailure(apiError(403, "Non hai sessioni disponibili.", "NO_CREDITS_AVAILABLE"), act)
    expect(act.noCredits).toHaveBeenCalledWith("Non hai sessioni disponibili.")
    expect(act.sessionRefused).not.toHaveBeenCalled()
    expect(error).not.toHaveBeenCalled()
  })

  it("anything else is told (the server's detail first) and changes nothing else", () => {
    const error = vi.spyOn(notify, "error").mockImplementation(() => {})
    const act = actions()
    handleSendFailure(apiError(422, "Il messaggio è troppo lungo."), act)
    handleSendFailure(apiError(500), act)
    handleSendFailure(apiError(0, null, "network_error"), act)
    expect(error.mock.calls).toEqual([
      ["Il messaggio è troppo lungo.", { long: false }],
      [SEND_ERROR, { long: false }],
      [
        expect.stringMatching(/^Il messaggio non è partito .*Non riusciamo a raggiungere il server di Cogi/),
        { long: true },
      ],
    ])
    expect(act.signOut).not.toHaveBeenCalled()
    expect(act.sessionRefused).not.toHaveBeenCalled()
  })
})
