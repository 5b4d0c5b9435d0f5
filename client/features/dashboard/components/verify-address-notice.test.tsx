import { cleanup, render, screen } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import { QueryClient, QueryClientProvider } from "@tanstack/react-query"
import { afterEach, describe, expect, it, vi } from "vitest"

import { createApiClient } from "../../../lib/api-client.ts"
import { ApiClientProvider } from "../../../lib/api-client-context.tsx"
import { VerifyAddressNotice } from "./verify-address-notice.tsx"

const renderNotice = (fetch: typeof globalThis.fetch) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <ApiClientProvider client={createApiClient({ getToken: () => "t", fetch })}>
        <VerifyAddressNotice email="nora@example.it" />
      </ApiClientProvider>
    </QueryClientProvider>,
  )

afterEach(cleanup)

describe("the verify-your-address note on the dashboard", () => {
  it("explains why sessions wait and sends a new link to the user's address", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(
      async () =>
        new Response(JSON.stringify({ message: "ok" }), { headers: { "content-type": "application/json" } }),
    )
    renderNotice(fetch)
    expect(screen.getByText("Conferma il tuo indirizzo email")).toBeInTheDocument()
    expect(screen.getByText(/Per iniziare la tua prima sessione gratuita/)).toHaveTextContent(
      "nora@example.it",
    )
    await userEvent.click(screen.getByRole("button", { name: "Invia di nuovo il link" }))
    expect(fetch).toHaveBeenCalledTimes(1)
    const [url, init] = fetch.mock.calls[0] ?? []
    expect(String(url)).toMatch(/\/auth\/resend-verification$/)
    expect(JSON.parse(String(init?.body))).toEqual({ email: "nora@example.it" })
  })
})
