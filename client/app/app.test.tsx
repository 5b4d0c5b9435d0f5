import { cleanup, render, screen, waitFor } from "@testing-library/react"
import { testUser } from "../../test/support/client/test-user.ts"
import { userEvent } from "@testing-library/user-event"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { Router } from "wouter"
import { memoryLocation } from "wouter/memory-location"

import { AppProvider, createAppServices } from "./provider.tsx"
import { AppRouter } from "./router.tsx"

type Answer = { status?: number; body?: unknown }

const user = testUser

/** A fetch that answers "METHOD /path" from a table (404 otherwise). */
const fakeFetch =
  (routes: Record<string, Answer>): typeof fetch =>
  async (input, init) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url
    const answer = routes[`${init?.method ?? "GET"} ${url.replace(/^\/api/, "")}`] ?? {
      status: 404,
      body: { detail: "Non trovato", code: "not_found" },
    }
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { "Content-Type": "application/json" },
    })
  }

const renderApp = (path: string, routes: Record<string, Answer> = {}) => {
  const location = memoryLocation({ path, record: true })
  const services = createAppServices({ fetch: fakeFetch(routes) })
  render(
    <AppProvider services={services}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <AppRouter />
      </Router>
    </AppProvider>,
  )
  return { location, services }
}

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
})
afterEach(() => {
  cleanup()
  localStorage.clear()
})

describe("routing", () => {
  it("sends a signed-out visitor of / to /login via /dashboard", async () => {
    const { location } = renderApp("/")
    expect(await screen.findByRole("heading", { name: "Accedi a Cogi" })).toBeInTheDocument()
    // Both redirects replace the history entry: Back does not bounce the user through them again.
    expect(location.history).toEqual(["/login"])
  })

  it("shows the not-found page for an unknown route", async () => {
    renderApp("/boh")
    expect(await screen.findByRole("heading", { name: "Pagina non trovata" })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Torna alla home" })).toHaveAttribute("href", "/")
  })
})

describe("login screen", () => {
  it("shows Italian messages for empty fields and keeps what was typed", async () => {
    renderApp("/login")
    const email = await screen.findByLabelText("Email")
    await userEvent.type(email, "anna@")
    await userEvent.click(screen.getByRole("button", { name: "Accedi" }))
    expect(screen.getByText(/indirizzo email valido/)).toBeInTheDocument()
    expect(screen.getByText("Inserisci la password")).toBeInTheDocument()
    expect(email).toHaveValue("anna@")
  })

  it("sends an administrator to /admin", async () => {
    const { location } = renderApp("/login", {
      "POST /auth/login": { body: { access_token: "t-1", user: user({ is_admin: true }) } },
    })
    await userEvent.type(await screen.findByLabelText("Email"), "marco@example.it")
    await userEvent.type(screen.getByLabelText("Password"), "segreta1")
    await userEvent.click(screen.getByRole("button", { name: "Accedi" }))
    expect(await screen.findByRole("heading", { name: "Pannello di amministrazione" })).toBeInTheDocument()
    expect(location.history.at(-1)).toBe("/admin")
  })
})

describe("expired session", () => {
  it("a 401 on a protected call signs the user out and shows /login", async () => {
    localStorage.setItem("cogi.access_token", "t-1")
    renderApp("/dashboard", {
      "GET /user/me": { body: user() },
      "GET /chats": { status: 401, body: { detail: "Token scaduto", code: "unauthorized" } },
    })
    expect(await screen.findByRole("heading", { name: "Accedi a Cogi" })).toBeInTheDocument()
    await waitFor(() => expect(localStorage.getItem("cogi.access_token")).toBeNull())
  })
})
