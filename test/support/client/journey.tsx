// Test-only helpers for the journey's unit tests (never imported by the app).
import { QueryClient, QueryClientProvider } from "@tanstack/react-query"
import { render } from "@testing-library/react"
import { createStore, Provider } from "jotai"
import type { ReactElement, ReactNode } from "react"

import { createApiClient } from "../../../client/lib/api-client.ts"
import { ApiClientProvider } from "../../../client/lib/api-client-context.tsx"
import { authSessionAtom, bearerTokenAtom } from "../../../client/lib/auth/auth-store.ts"
import { testUser } from "./test-user.ts"
import { unlockedKeyAtom } from "../../../client/lib/crypto/keyring-atom.ts"
import { createKeyring, type Keyring } from "../../../client/lib/crypto/message-crypto.ts"

export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } })

export const emptyJourney = { memory_enabled: true, summaries: [], moods: [], visit_note: null }

/** A fake server: each request answered by the first route whose method and path match. */
export type Route = {
  readonly method: string
  readonly path: RegExp
  readonly answer: (body: unknown) => Response
}

export const fakeServer = (routes: ReadonlyArray<Route>) => {
  const calls: Array<{ method: string; path: string; body: unknown }> = []
  const fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost")
    const method = init?.method ?? "GET"
    const body = init?.body === undefined ? undefined : JSON.parse(String(init.body))
    calls.push({ method, path: url.pathname, body })
    const route = routes.find((r) => r.method === method && r.path.test(url.pathname))
    return Promise.resolve(route ? route.answer(body) : jsonResponse({ detail: "?", code: "NOT_FOUND" }, 404))
  }
  return { fetch, calls }
}

export const renderJourney = (ui: ReactElement, fetch: typeof globalThis.fetch) => {
  const store = createStore()
  const user = testUser()
  const keyring: Keyring = createKeyring("segreta1")
  store.set(authSessionAtom, { status: "signed-in", user, token: "token-1" })
  store.set(unlockedKeyAtom, { keyring, keyId: null })
  store.set(bearerTokenAtom, "token-1")
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  const api = createApiClient({ getToken: () => store.get(bearerTokenAtom), fetch })
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={api}>{children}</ApiClientProvider>
      </QueryClientProvider>
    </Provider>
  )
  return { ...render(ui, { wrapper: Wrapper }), keyring, user }
}
