import { QueryClient, QueryClientProvider } from "@tanstack/react-query"
import { cleanup, render, screen, waitFor } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import type { ReactNode } from "react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { Router } from "wouter"
import { memoryLocation } from "wouter/memory-location"

import { createApiClient } from "../../../lib/api-client.ts"
import { ApiClientProvider } from "../../../lib/api-client-context.tsx"
import { ResetPasswordPage } from "./reset-password-page.tsx"

afterEach(cleanup)

const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } })

const renderPage = (search: string, fetch = vi.fn<typeof globalThis.fetch>()) => {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
  const api = createApiClient({ getToken: () => null, fetch })
  const location = memoryLocation({ path: "/reset-password", searchPath: search })
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={api}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          {children}
        </Router>
      </ApiClientProvider>
    </QueryClientProvider>
  )
  render(<ResetPasswordPage />, { wrapper: Wrapper })
  return { fetch }
}

const fill = async (password: string, confirm: string) => {
  await userEvent.type(screen.getByLabelText("Nuova password"), password)
  await userEvent.type(screen.getByLabelText("Conferma la nuova password"), confirm)
  await userEvent.click(screen.getByRole("button", { name: "Salva la nuova password" }))
}

describe("ResetPasswordPage", () => {
  it("without a token: a clear error and a link to login, no form", () => {
    renderPage("")
    expect(screen.getByRole("heading", { name: "Link non valido" })).toBeInTheDocument()
    expect(screen.getByRole("alert")).toHaveTextContent("non è completo")
    expect(screen.getByRole("link", { name: "Vai al login" })).toHaveAttribute("href", "/login")
    expect(screen.queryByLabelText("Nuova password")).toBeNull()
  })

  it("tells honestly that the old conversations will not be readable", () => {
    renderPage("token=abc")
    expect(
      screen.getByText(/le conversazioni salvate prima non potranno più essere lette/),
    ).toBeInTheDocument()
  })

  it("refuses a short password with the SPEC text and different passwords, without calling the server", async () => {
    const { fetch } = renderPage("token=abc")
    await fill("12345", "12345")
    expect(screen.getByText("La password deve essere di almeno 6 caratteri")).toBeInTheDocument()
    expect(screen.getByLabelText("Nuova password")).toHaveAttribute("aria-invalid", "true")
    await userEvent.type(screen.getByLabelText("Nuova password"), "6")
    expect(screen.queryByText("La password deve essere di almeno 6 caratteri")).toBeNull()
    expect(screen.getByText("Le password non coincidono")).toBeInTheDocument()
    expect(screen.getByLabelText("Conferma la nuova password")).toHaveAttribute("aria-invalid", "true")
    expect(fetch).not.toHaveBeenCalled()
  })

  it("sends token and password, then shows the success view with a link to login", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() =>
      Promise.resolve(
        jsonResponse({
          success: true,
          message: "Password aggiornata. Ora puoi accedere con la nuova password.",
        }),
      ),
    )
    renderPage("token=tok.en", fetch)
    await fill("nuova-segreta", "nuova-segreta")
    expect(await screen.findByRole("heading", { name: "Nuova password salvata" })).toBeInTheDocument()
    expect(screen.getByRole("status")).toHaveTextContent("Ora puoi accedere con la nuova password.")
    expect(screen.getByRole("link", { name: "Vai al login" })).toHaveAttribute("href", "/login")
    expect(fetch.mock.calls[0]?.[0]).toBe("/api/auth/reset-password")
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({
      token: "tok.en",
      password: "nuova-segreta",
    })
  })

  it("shows the server's detail on a 400 (expired or invalid link) and keeps the form", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() =>
      Promise.resolve(
        jsonResponse({ detail: "Link di reset non valido o scaduto.", code: "validation_error" }, 400),
      ),
    )
    renderPage("token=old", fetch)
    await fill("nuova-segreta", "nuova-segreta")
    await waitFor(() =>
      expect(screen.getByRole("alert")).toHaveTextContent("Link di reset non valido o scaduto."),
    )
    expect(screen.getByLabelText("Nuova password")).toBeInTheDocument()
  })
})
