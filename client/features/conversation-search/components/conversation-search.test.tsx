import { QueryClient, QueryClientProvider } from "@tanstack/react-query"
import { cleanup, render, screen, within } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import { createStore, Provider } from "jotai"
import type { ReactNode } from "react"
import { afterEach, describe, expect, it, vi } from "vitest"

import { createApiClient } from "../../../lib/api-client.ts"
import { ApiClientProvider } from "../../../lib/api-client-context.tsx"
import { unlockedKeyAtom } from "../../../lib/crypto/keyring-atom.ts"
import { createKeyring, encryptText } from "../../../lib/crypto/message-crypto.ts"
import { ConversationSearch } from "./conversation-search.tsx"

const SALT = "AAAAAAAAAAAAAAAAAAAAAA=="
const keyring = createKeyring("segreta1")

afterEach(cleanup)

const summary = (id: string, title: string | null, message_count: number, updated_at: string) => ({
  id,
  title,
  therapeutic_approach: "gpt",
  created_at: updated_at,
  updated_at,
  message_count,
  session_status: "completed",
})

const setup = async (locked = false) => {
  const seal = (text: string) => encryptText(keyring, SALT, text)
  const chats = [
    summary("c1", await seal("Il lavoro"), 2, "2026-11-20T10:00:00Z"),
    summary("c2", await seal("Mia sorella"), 2, "2026-11-21T10:00:00Z"),
    summary("c3", null, 0, "2026-11-22T10:00:00Z"),
  ]
  const detail = async (id: string, texts: ReadonlyArray<[string, "user" | "assistant"]>) => ({
    id,
    title: null,
    therapeutic_approach: "gpt",
    created_at: "2026-11-20T10:00:00Z",
    updated_at: "2026-11-20T10:00:00Z",
    assistant_provider: "local",
    messages: await Promise.all(
      texts.map(async ([text, role], index) => ({
        id: `${id}-m${index}`,
        role,
        content: await seal(text),
        timestamp: `2026-11-2${index}T10:00:00Z`,
        image: null,
      })),
    ),
  })
  const answers: Record<string, unknown> = {
    "/api/chats": chats,
    "/api/chats/c1": await detail("c1", [
      ["Al lavoro il capo mi ha urlato contro", "user"],
      ["Mi dispiace, dev'essere stato pesante.", "assistant"],
    ]),
    "/api/chats/c2": await detail("c2", [
      ["Ho litigato con mia sorella", "user"],
      ["Vuoi raccontarmi com'è andata?", "assistant"],
    ]),
  }
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input)
    const body = answers[url]
    return body === undefined
      ? new Response(JSON.stringify({ detail: "Non trovato", code: "NOT_FOUND" }), { status: 404 })
      : new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } })
  })
  const store = createStore()
  if (!locked) store.set(unlockedKeyAtom, { keyring, keyId: null })
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const api = createApiClient({ getToken: () => "t-1", fetch })
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={api}>{children}</ApiClientProvider>
      </QueryClientProvider>
    </Provider>
  )
  render(<ConversationSearch currentChatId="c2" />, { wrapper: Wrapper })
  return fetch
}

describe("search across my conversations", () => {
  it("without a query lists the started conversations, the current one marked", async () => {
    await setup()
    const list = screen.getByRole("list", { name: "Le tue conversazioni" })
    expect(await within(list).findByText("Il lavoro")).toBeInTheDocument()
    expect(await within(list).findByText("Mia sorella")).toBeInTheDocument()
    expect(within(list).getAllByRole("link")).toHaveLength(2)
    expect(within(list).getByRole("link", { name: /Mia sorella/ })).toHaveAttribute("aria-current", "page")
  })

  it("finds a word in the decrypted messages, whatever its case, and links to the message", async () => {
    const fetch = await setup()
    await userEvent.type(screen.getByLabelText("Cerca nelle tue conversazioni"), "LAVORO")
    expect(await screen.findByText("1 messaggio trovato.")).toBeInTheDocument()
    const results = screen.getByRole("list", { name: "Risultati della ricerca" })
    const link = within(results).getByRole("link")
    expect(link).toHaveAttribute("href", "/chat/c1?m=c1-m0")
    expect(within(link).getByText("lavoro", { selector: "mark" })).toBeInTheDocument()
    expect(link).toHaveTextContent("Tu ·")
    // the query never leaves the browser
    for (const [input] of fetch.mock.calls) expect(String(input).toLowerCase()).not.toContain("lavoro")
  })

  it("says when nothing is found, and asks to unlock when the key is not here", async () => {
    await setup()
    await userEvent.type(screen.getByLabelText("Cerca nelle tue conversazioni"), "vacanze")
    expect(await screen.findByText("Nessun messaggio trovato.")).toBeInTheDocument()
    cleanup()
    await setup(true)
    await userEvent.type(screen.getByLabelText("Cerca nelle tue conversazioni"), "lavoro")
    expect(
      await screen.findByText("Sblocca le conversazioni con la tua password per cercare."),
    ).toBeInTheDocument()
  })
})
