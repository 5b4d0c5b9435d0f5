import { QueryClient, QueryClientProvider } from "@tanstack/react-query"
import { cleanup, render, screen } from "@testing-library/react"
import { createStore, Provider } from "jotai"
import type { ReactNode } from "react"
import { afterEach, describe, expect, it, vi } from "vitest"

import { createApiClient } from "../../../lib/api-client.ts"
import { ApiClientProvider } from "../../../lib/api-client-context.tsx"
import { bearerTokenAtom } from "../../../lib/auth/auth-store.ts"
import { SessionInfoCard } from "./session-info-card.tsx"

afterEach(cleanup)

const info = (overrides: Record<string, unknown>) => ({
  free_sessions_remaining: 0,
  subscription_sessions_remaining: 0,
  purchased_sessions_remaining: 0,
  total_sessions_available: 0,
  has_active_subscription: false,
  subscription_expires_at: null,
  has_unlimited_sessions: false,
  unlimited_expires_at: null,
  ...overrides,
})

const renderCard = (body: unknown) => {
  const store = createStore()
  store.set(bearerTokenAtom, "token-1")
  const fetch = vi.fn<typeof globalThis.fetch>(() =>
    Promise.resolve(
      new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } }),
    ),
  )
  const api = createApiClient({ getToken: () => store.get(bearerTokenAtom), fetch })
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={api}>{children}</ApiClientProvider>
      </QueryClientProvider>
    </Provider>
  )
  return render(<SessionInfoCard />, { wrapper: Wrapper })
}

describe("SessionInfoCard", () => {
  it("given an address that had its free sessions with an earlier account, then it says why there are none", async () => {
    renderCard(info({ free_sessions_already_used: true }))
    expect(
      await screen.findByText(
        /spettano una sola volta per indirizzo email, e questo indirizzo le ha già ricevute/,
      ),
    ).toBeInTheDocument()
    expect(screen.queryByText(/Hai usato le tue 3 sessioni gratuite/)).not.toBeInTheDocument()
  })

  it("given free sessions used up by this account, then the usual text", async () => {
    renderCard(info({ free_sessions_already_used: false }))
    expect(await screen.findByText(/Hai usato le tue 3 sessioni gratuite/)).toBeInTheDocument()
    expect(screen.queryByText(/una sola volta per indirizzo email/)).not.toBeInTheDocument()
  })
})
