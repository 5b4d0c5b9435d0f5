// Test-only helpers for the admin unit tests (never imported by the app).
import { QueryClient, QueryClientProvider } from "@tanstack/react-query"
import { render } from "@testing-library/react"
import { vi } from "vitest"
import { createStore, Provider } from "jotai"
import type { ReactElement, ReactNode } from "react"
import { Router } from "wouter"
import { memoryLocation } from "wouter/memory-location"

import { createApiClient } from "../../../client/lib/api-client.ts"
import { ApiClientProvider } from "../../../client/lib/api-client-context.tsx"
import type { AdminStats, AdminUser } from "../../../client/features/admin/api/admin-types.ts"

export const ADMIN_ID = "admin-1"

export const adminUser = (overrides: Partial<AdminUser> = {}): AdminUser => ({
  id: "u-1",
  name: "Anna Rossi",
  email: "anna@example.it",
  ai_name: "Cogi",
  is_admin: false,
  is_verified: true,
  created_at: "2026-11-01T09:00:00Z",
  last_login: "2026-11-20T18:30:00Z",
  total_chats: 2,
  total_messages: 14,
  ...overrides,
})

/** The administrator (the signed-in one), another admin, and three ordinary users. */
export const sampleUsers = (): AdminUser[] => [
  adminUser({ id: ADMIN_ID, name: "Amministratore", email: "admin@cogi.test", is_admin: true }),
  adminUser({ id: "admin-2", name: "Carla Admin", email: "carla@cogi.test", is_admin: true }),
  adminUser({ id: "u-1", name: "Anna Rossi", email: "anna@example.it" }),
  adminUser({
    id: "u-2",
    name: "Niccolò Bianchi",
    email: "nico@example.it",
    is_verified: false,
    last_login: null,
  }),
  adminUser({
    id: "u-3",
    name: "Marta Verdi",
    email: "MARTA.V@Example.it",
    total_chats: 0,
    total_messages: 0,
  }),
]

/** 30 days ending 2026-11-24: quiet, then a busy 20 November. */
export const sampleActivity = Array.from({ length: 30 }, (_, i) => {
  const day = new Date(Date.UTC(2026, 9, 26 + i)).toISOString().slice(0, 10)
  const busy = day === "2026-11-20"
  return {
    day,
    registrations: busy ? 4 : i % 7 === 0 ? 1 : 0,
    verifications: busy ? 3 : 0,
    logins: busy ? 9 : i % 3,
    sessions_started: busy ? 6 : i % 4 === 0 ? 1 : 0,
    messages: busy ? 58 : (i * 7) % 13,
  }
})

/** Crisis cards of the last days: one count withheld (under 5), one shown. */
export const sampleCrisisReferrals = {
  counts: [
    { period: "2026-11-20", category: "suicide", cards: null },
    { period: "2026-11-21", category: "self_harm", cards: 7 },
  ],
  smallest_shown: 5,
}

export const sampleStats: AdminStats = {
  total_users: 5,
  verified_users: 4,
  total_chats: 6,
  total_messages: 42,
  recent_registrations: 3,
}

export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } })

export const renderWithProviders = (
  ui: ReactElement,
  options: { fetch: typeof globalThis.fetch; path?: string },
) => {
  const store = createStore()
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  const api = createApiClient({ getToken: () => "token-1", fetch: options.fetch })
  const location = memoryLocation({ path: options.path ?? "/admin", record: true })
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={api}>
          <Router hook={location.hook} searchHook={location.searchHook}>
            {children}
          </Router>
        </ApiClientProvider>
      </QueryClientProvider>
    </Provider>
  )
  return { ...render(ui, { wrapper: Wrapper }), location, queryClient }
}

export type Failure = { status: number; detail?: string }

/** A stub of the admin API over an in-memory user list; `fail` makes chosen calls answer an error. */
export const fakeServer = (
  options: { users?: AdminUser[]; fail?: (method: string, path: string) => Failure | null } = {},
) => {
  let users = options.users ?? sampleUsers()
  const calls: string[] = []
  const fetch = vi.fn<typeof globalThis.fetch>((input, init) => {
    const url = String(input)
    const method = init?.method ?? "GET"
    const path = url.replace(/^\/api/, "")
    calls.push(`${method} ${path}`)
    const failure = options.fail?.(method, path) ?? null
    if (failure !== null) {
      return Promise.resolve(
        jsonResponse(
          failure.detail === undefined ? {} : { detail: failure.detail, code: "x" },
          failure.status,
        ),
      )
    }
    if (method === "GET" && path === "/admin/stats")
      return Promise.resolve(jsonResponse({ ...sampleStats, total_users: users.length }))
    if (method === "GET" && path === "/admin/users?limit=100") return Promise.resolve(jsonResponse(users))
    if (method === "GET" && path === "/admin/activity") return Promise.resolve(jsonResponse(sampleActivity))
    if (method === "GET" && path === "/admin/crisis-referrals")
      return Promise.resolve(jsonResponse(sampleCrisisReferrals))
    const deleteMatch = /^\/admin\/users\/([^/]+)$/.exec(path)
    if (method === "DELETE" && deleteMatch !== null) {
      const id = decodeURIComponent(deleteMatch[1] ?? "")
      users = users.filter((user) => user.id !== id)
      return Promise.resolve(jsonResponse({ success: true, message: "Utente eliminato" }))
    }
    if (method === "POST" && path.endsWith("/request-password-reset"))
      return Promise.resolve(jsonResponse({ success: true, message: "Email di reset inviata" }))
    return Promise.resolve(jsonResponse({ detail: "non previsto" }, 500))
  })
  return { fetch, calls, users: () => users }
}
