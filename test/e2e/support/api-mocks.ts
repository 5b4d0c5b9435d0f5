import type { Page, Request } from "@playwright/test"

export type MockResponse = {
  readonly status?: number
  readonly body?: unknown
  readonly headers?: Record<string, string>
}

/** "METHOD /path" (path without the /api prefix) → the answer. */
export type MockRoutes = Record<string, MockResponse | ((request: Request) => MockResponse)>

export type ApiCall = { readonly method: string; readonly path: string; readonly body: unknown }

/** Answers /api calls from the table; anything else gets a 404 in the server's error shape. */
export const mockApi = async (page: Page, routes: MockRoutes): Promise<ApiCall[]> => {
  const calls: ApiCall[] = []
  await page.route("**/api/**", async (route) => {
    const request = route.request()
    const path = new URL(request.url()).pathname.replace(/^\/api/, "")
    const key = `${request.method()} ${path}`
    const raw = request.postData()
    calls.push({ method: request.method(), path, body: raw === null ? undefined : JSON.parse(raw) })
    const entry = routes[key]
    const answer =
      entry === undefined
        ? { status: 404, body: { detail: "Risorsa non trovata", code: "not_found" } }
        : typeof entry === "function"
          ? entry(request)
          : entry
    await route.fulfill({
      status: answer.status ?? 200,
      contentType: "application/json",
      ...(answer.headers !== undefined ? { headers: answer.headers } : {}),
      body: answer.body === undefined ? "" : JSON.stringify(answer.body),
    })
  })
  return calls
}

export const makeUser = (overrides: Record<string, unknown> = {}) => ({
  id: "u-1",
  name: "Anna",
  email: "anna@example.it",
  ai_name: "Cogi",
  is_admin: false,
  is_verified: true,
  created_at: "2026-01-10T09:00:00Z",
  last_login: null,
  total_chats: 0,
  total_messages: 0,
  encryption_salt: "AAAAAAAAAAAAAAAAAAAAAA==",
  emergency_contact: null,
  ...overrides,
})

/** Start the page signed in: a saved token that GET /user/me accepts. */
export const signInBeforeLoad = async (page: Page) => {
  await page.addInitScript(() => localStorage.setItem("cogi.access_token", "token-e2e"))
}
