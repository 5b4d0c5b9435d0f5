// Test-only helpers for the chat-tools unit tests (never imported by the app).
import { QueryClient, QueryClientProvider } from "@tanstack/react-query"
import { render } from "@testing-library/react"
import { createStore, Provider } from "jotai"
import type { ReactElement, ReactNode } from "react"
import type { vi } from "vitest"

import { createApiClient } from "../../../client/lib/api-client.ts"
import { ApiClientProvider } from "../../../client/lib/api-client-context.tsx"
import { authSessionAtom, bearerTokenAtom } from "../../../client/lib/auth/auth-store.ts"
import type { User } from "../../../client/lib/auth/user.ts"
import { unlockedKeyAtom } from "../../../client/lib/crypto/keyring-atom.ts"
import { createKeyring } from "../../../client/lib/crypto/message-crypto.ts"

export const TEST_SALT = btoa(String.fromCharCode(...new Uint8Array(16).fill(7)))
export const TEST_PASSWORD = "segreta1"

export const testUser = (overrides: Partial<User> = {}): User => ({
  id: "u-1",
  name: "Anna",
  email: "anna@example.it",
  ai_name: "Cogi",
  is_admin: false,
  is_verified: true,
  created_at: "2026-01-10T09:00:00Z",
  last_login: null,
  total_chats: 1,
  total_messages: 2,
  encryption_salt: TEST_SALT,
  emergency_contact: null,
  care_note: true,
  ...overrides,
})

export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } })

export type FetchMock = ReturnType<typeof vi.fn<typeof globalThis.fetch>>

/** The JSON body of the n-th call of a fetch mock. */
export const bodyOf = (fetch: FetchMock, call = 0): unknown =>
  JSON.parse(String(fetch.mock.calls[call]?.[1]?.body ?? "null"))

export const makeProviders = (
  options: { fetch?: typeof globalThis.fetch; passphrase?: string | null; user?: User } = {},
) => {
  const store = createStore()
  const user = options.user ?? testUser()
  store.set(authSessionAtom, { status: "signed-in", user, token: "token-1" })
  // `passphrase` null: this browser holds no data key (locked); otherwise the key derived from it
  const passphrase = options.passphrase === undefined ? TEST_PASSWORD : options.passphrase
  if (passphrase !== null) store.set(unlockedKeyAtom, { keyring: createKeyring(passphrase), keyId: null })
  store.set(bearerTokenAtom, "token-1")
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  const api = createApiClient({
    getToken: () => store.get(bearerTokenAtom),
    fetch: options.fetch ?? (() => Promise.reject(new Error("no fetch in this test"))),
  })
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={api}>{children}</ApiClientProvider>
      </QueryClientProvider>
    </Provider>
  )
  return { store, queryClient, Wrapper }
}

export const renderWithProviders = (ui: ReactElement, options: Parameters<typeof makeProviders>[0] = {}) => {
  const providers = makeProviders(options)
  const result = render(ui, { wrapper: providers.Wrapper })
  return { ...providers, ...result }
}
