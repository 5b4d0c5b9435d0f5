import { describe, expect, it, vi } from "vitest"

import { ApiError, createApiClient, errorMessage, networkError } from "./api-client.ts"

const respond = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  vi.fn((_input: RequestInfo | URL, _init?: RequestInit) =>
    Promise.resolve(
      new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { "Content-Type": "application/json", ...headers },
      }),
    ),
  )

const headersOf = (fetch: ReturnType<typeof respond>): Record<string, string> => {
  const init = fetch.mock.calls[0]?.[1]
  return (init?.headers ?? {}) as Record<string, string>
}

describe("api client", () => {
  it("sends JSON under /api with the bearer once signed in", async () => {
    const fetch = respond(200, { ok: true })
    const api = createApiClient({ getToken: () => "t-1", fetch })
    await expect(api.post("auth.login", "/auth/login", { email: "a@b.it", password: "x" })).resolves.toEqual({
      ok: true,
    })
    const [url, init] = fetch.mock.calls[0] ?? []
    expect(url).toBe("/api/auth/login")
    expect(init?.method).toBe("POST")
    expect(init?.body).toBe(JSON.stringify({ email: "a@b.it", password: "x" }))
    expect(headersOf(fetch)["Authorization"]).toBe("Bearer t-1")
  })

  it("sends no Authorization header when signed out", async () => {
    const fetch = respond(200, {})
    await createApiClient({ getToken: () => null, fetch }).get("chats.list", "/chats")
    expect(headersOf(fetch)["Authorization"]).toBeUndefined()
  })

  it("parses {detail, code} errors and prefers detail over the fallback", async () => {
    const api = createApiClient({
      getToken: () => null,
      fetch: respond(409, { detail: "Email già registrata", code: "email_taken" }),
    })
    const error = await api.post("auth.register", "/auth/register").catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 409, detail: "Email già registrata", code: "email_taken" })
    expect(errorMessage(error, "Errore durante la registrazione")).toBe("Email già registrata")
  })

  it("falls back when the error has no detail", async () => {
    const api = createApiClient({ getToken: () => null, fetch: respond(500, undefined) })
    const error = await api.get("chats.list", "/chats").catch((caught: unknown) => caught)
    expect(errorMessage(error, "Errore nel caricamento delle sessioni")).toBe(
      "Errore nel caricamento delle sessioni",
    )
  })

  it("reads Retry-After on 429", async () => {
    const api = createApiClient({
      getToken: () => null,
      fetch: respond(429, { detail: "x", code: "rate_limited" }, { "Retry-After": "300" }),
    })
    await expect(api.post("auth.resendVerification", "/auth/resend-verification")).rejects.toMatchObject({
      status: 429,
      retryAfterSeconds: 300,
    })
  })

  it("reports a 401 only when the request carried a token and did not opt out", async () => {
    const onUnauthorized = vi.fn()
    const withToken = createApiClient({ getToken: () => "t", onUnauthorized, fetch: respond(401, {}) })
    await withToken.get("sessionInfo.info", "/user/session-info").catch(() => undefined)
    await withToken.get("user.me", "/user/me", { ignoreUnauthorized: true }).catch(() => undefined)
    const withoutToken = createApiClient({ getToken: () => null, onUnauthorized, fetch: respond(401, {}) })
    await withoutToken.post("auth.login", "/auth/login").catch(() => undefined)
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
  })

  it("turns a network failure into an ApiError with status 0", async () => {
    const fetch = vi.fn(() => Promise.reject(new TypeError("Failed to fetch")))
    const api = createApiClient({ getToken: () => null, fetch })
    await expect(api.get("chats.list", "/chats")).rejects.toMatchObject({ status: 0, code: "network_error" })
  })

  it("says a request with no answer could not reach the server, or that the device is offline (issue 28)", () => {
    const unanswered = networkError()
    expect(errorMessage(unanswered, "Errore nel caricamento della chat")).toBe(
      "Non riusciamo a raggiungere il server di Cogi: il problema è nostro, non della tua connessione. Riprova tra poco.",
    )
    const online = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false)
    expect(errorMessage(unanswered, "Errore nel caricamento della chat")).toMatch(
      /^Il dispositivo sembra offline/,
    )
    online.mockRestore()
    // an answer without a detail keeps the screen's own text
    const refused = new ApiError({ status: 500, detail: null, code: null, retryAfterSeconds: null })
    expect(errorMessage(refused, "Errore nel caricamento della chat")).toBe(
      "Errore nel caricamento della chat",
    )
  })
})
