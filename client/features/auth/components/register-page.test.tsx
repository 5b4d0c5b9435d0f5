import { cleanup, render, screen } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import { QueryClient, QueryClientProvider } from "@tanstack/react-query"
import { createStore, Provider } from "jotai"
import { afterEach, describe, expect, it, vi } from "vitest"
import { Router } from "wouter"
import { memoryLocation } from "wouter/memory-location"

import { createApiClient } from "../../../lib/api-client.ts"
import { ApiClientProvider } from "../../../lib/api-client-context.tsx"
import { authSessionAtom } from "../../../lib/auth/auth-store.ts"
import { RegisterPage } from "./register-page.tsx"

const renderRegister = (fetch: typeof globalThis.fetch) => {
  const store = createStore()
  const api = createApiClient({ getToken: () => null, fetch })
  render(
    <Provider store={store}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
        <ApiClientProvider client={api}>
          <Router hook={memoryLocation({ path: "/register" }).hook}>
            <RegisterPage />
          </Router>
        </ApiClientProvider>
      </QueryClientProvider>
    </Provider>,
  )
  return store
}

afterEach(() => {
  cleanup()
  localStorage.clear()
  sessionStorage.clear()
})

describe("register screen", () => {
  it("refuses a short password with the SPEC message and sends nothing", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>()
    renderRegister(fetch)
    await userEvent.type(screen.getByLabelText("Nome"), "Anna")
    await userEvent.type(screen.getByLabelText("Email"), "anna@example.it")
    await userEvent.type(screen.getByLabelText("Password"), "12345")
    await userEvent.click(screen.getByRole("button", { name: "Crea account" }))
    expect(screen.getByText("La password deve essere di almeno 6 caratteri")).toBeInTheDocument()
    expect(screen.getByLabelText("Password")).toHaveAttribute("minlength", "6")
    expect(fetch).not.toHaveBeenCalled()
  })

  it("signs up with wrapped keys only, shows the recovery key once, then 'Controlla la tua email' without signing in", async () => {
    const accepted = { message: "Ti abbiamo inviato un'email all'indirizzo indicato." }
    const fetch = vi.fn<typeof globalThis.fetch>(() =>
      Promise.resolve(new Response(JSON.stringify(accepted), { status: 202 })),
    )
    const store = renderRegister(fetch)
    await userEvent.type(screen.getByLabelText("Nome"), "Anna")
    await userEvent.type(screen.getByLabelText("Email"), "anna@example.it")
    await userEvent.type(screen.getByLabelText("Password"), "segreta1")
    await userEvent.type(screen.getByLabelText("Telefono del contatto"), "3331234567")
    await userEvent.click(screen.getByRole("button", { name: "Crea account" }))
    expect(screen.getByText("Serve il tuo consenso esplicito per creare l'account.")).toBeInTheDocument()
    expect(screen.getByText("Cogi è riservato a chi ha almeno 18 anni.")).toBeInTheDocument()
    expect(fetch).not.toHaveBeenCalled()
    await userEvent.click(
      screen.getByLabelText(/Acconsento al trattamento dei dati sul mio benessere emotivo/),
    )
    await userEvent.click(screen.getByLabelText("Dichiaro di avere almeno 18 anni."))
    await userEvent.click(screen.getByRole("button", { name: "Crea account" }))

    expect(
      await screen.findByRole("heading", { name: "Salva la tua chiave di recupero" }),
    ).toBeInTheDocument()
    const recoveryKey = screen.getByTestId("recovery-key").textContent ?? ""
    expect(recoveryKey).toMatch(/^([0-9A-HJKMNP-TV-Z]{4}-){7}[0-9A-HJKMNP-TV-Z]{4}$/)
    const next = screen.getByRole("button", { name: "Continua" })
    expect(next).toBeDisabled()
    await userEvent.click(
      screen.getByLabelText("Ho conservato la mia chiave di recupero in un posto sicuro."),
    )
    await userEvent.click(next)

    expect(await screen.findByRole("heading", { name: "Controlla la tua email" })).toBeInTheDocument()
    expect(screen.getAllByText("anna@example.it").length).toBeGreaterThan(0)
    expect(screen.getByRole("button", { name: "Invia di nuovo l'email di verifica" })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Vai al login" })).toHaveAttribute("href", "/login")
    const body = JSON.parse(String(fetch.mock.calls[0]?.[1]?.body)) as Record<string, unknown>
    expect(body).not.toHaveProperty("emergency_contact_phone")
    expect(body).toMatchObject({ consent_health_data: true, adult: true })
    expect(atob(String(body["encryption_salt"]))).toHaveLength(16)
    const keys = body["keys"] as { password: { iterations: number; wrapped_key: string } }
    expect(keys.password.iterations).toBeGreaterThanOrEqual(600_000)
    expect(atob(keys.password.wrapped_key)).toHaveLength(40)
    expect(JSON.stringify(keys)).not.toContain(recoveryKey)
    // the answer is the same for a taken address: no session until the user signs in after the mail
    expect(store.get(authSessionAtom).status).not.toBe("signed-in")
    expect(localStorage.getItem("cogi.access_token")).toBeNull()
    expect(localStorage.getItem("cogi.signed_up_email")).toBe("anna@example.it")
    expect(sessionStorage.getItem("cogi.passphrase")).toBeNull()
  })
})
