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
  subscription_cancelled: false,
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

  it("given a running subscription, then it says when it renews, offers to manage it, and does not offer it again", async () => {
    renderCard(
      info({
        has_active_subscription: true,
        subscription_sessions_remaining: 6,
        total_sessions_available: 6,
        subscription_expires_at: "2026-12-21T08:00:00Z",
      }),
    )
    expect(await screen.findByRole("heading", { name: "Abbonamento mensile attivo" })).toBeInTheDocument()
    expect(screen.getByText(/Si rinnova il 21 dicembre 2026/)).toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Gestisci l'abbonamento" })).toBeInTheDocument()
    expect(screen.queryByRole("button", { name: "Abbonati" })).toBeNull()
    expect(screen.getByRole("button", { name: "Acquista la sessione" })).toBeInTheDocument()
    expect(screen.getByText("6/8")).toBeInTheDocument()
  })

  it("given a subscription cancelled at the period's end, then it says it will not renew", async () => {
    renderCard(
      info({
        has_active_subscription: true,
        subscription_cancelled: true,
        subscription_sessions_remaining: 8,
        total_sessions_available: 8,
        subscription_expires_at: "2026-12-21T08:00:00Z",
      }),
    )
    expect(
      await screen.findByText("Non si rinnoverà: le sue sessioni restano valide fino al 21 dicembre 2026."),
    ).toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Gestisci l'abbonamento" })).toBeInTheDocument()
  })

  it("given unlimited access (GOLDEN7) over a subscription and bought credits, then those are shown waiting", async () => {
    renderCard(
      info({
        has_unlimited_sessions: true,
        unlimited_expires_at: "2026-11-28T08:00:00Z",
        has_active_subscription: true,
        subscription_sessions_remaining: 8,
        purchased_sessions_remaining: 11,
        total_sessions_available: 19,
        subscription_expires_at: "2026-12-21T08:00:00Z",
      }),
    )
    expect(await screen.findByText(/Hai accesso illimitato alle sessioni fino al/)).toBeInTheDocument()
    expect(screen.getByText(/ti aspettano per dopo/)).toBeInTheDocument()
    expect(screen.getByText("8/8")).toBeInTheDocument()
    expect(screen.getByText("11")).toBeInTheDocument()
    expect(screen.queryByText("Sessioni gratuite")).toBeNull()
    expect(screen.getByRole("button", { name: "Gestisci l'abbonamento" })).toBeInTheDocument()
  })
})
