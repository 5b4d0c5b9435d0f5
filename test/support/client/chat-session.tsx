// Test support for the chat screen: a signed-in user, a stubbed API and the app rendered at /chat/c1.
import { cleanup, render } from "@testing-library/react"
import { afterEach, beforeEach, vi } from "vitest"
import { Router } from "wouter"
import { memoryLocation } from "wouter/memory-location"

import { AppProvider, createAppServices } from "../../../client/app/provider.tsx"
import { AppRouter } from "../../../client/app/router.tsx"
import { unlockedKeyAtom } from "../../../client/lib/crypto/keyring-atom.ts"
import { createKeyring, encryptText } from "../../../client/lib/crypto/message-crypto.ts"

export const SALT = "AAAAAAAAAAAAAAAAAAAAAA=="
export const PASSWORD = "segreta1"
export const keyring = createKeyring(PASSWORD)

export const user = {
  id: "u-1",
  name: "Anna",
  email: "anna@example.it",
  ai_name: "Luna",
  is_admin: false,
  is_verified: true,
  created_at: "2026-01-01T00:00:00Z",
  last_login: null,
  total_chats: 1,
  total_messages: 0,
  encryption_salt: SALT,
  emergency_contact: { name: "Marta", phone: "+39 333 1234567", relation: "familiare" },
  care_note: true,
}

export const status = (session_status: string, extra: Record<string, unknown> = {}) => ({
  session_status,
  remaining_minutes: 20,
  is_extended: false,
  can_extend: session_status === "ending_soon",
  ends_at: session_status === "pending" ? null : new Date(Date.now() + 20 * 60_000).toISOString(),
  server_time: new Date().toISOString(),
  ...extra,
})

export type Call = { method: string; path: string; body: unknown; headers: Headers }
export type Handler = (call: Call) => Response | Promise<Response>

export const json = (body: unknown, init: number = 200) =>
  new Response(JSON.stringify(body), { status: init, headers: { "Content-Type": "application/json" } })

/** An SSE response that sends its frames one by one. */
export const sse = (frames: ReadonlyArray<[string, unknown]>) =>
  new Response(
    new ReadableStream<Uint8Array>({
      async start(controller) {
        for (const [event, data] of frames) {
          controller.enqueue(new TextEncoder().encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`))
          await new Promise((resolve) => setTimeout(resolve, 5))
        }
        controller.close()
      },
    }),
    { status: 200, headers: { "Content-Type": "text/event-stream" } },
  )

export const replyFrames = (
  crisis: boolean,
  words: ReadonlyArray<string>,
  extra: { readonly risk?: "none" | "possible" | "high"; readonly recorded?: boolean } = {},
): Array<[string, unknown]> => [
  [
    "meta",
    {
      message_id: "m-new",
      reply_id: "11111111-1111-4111-8111-111111111111",
      provider: "local",
      crisis,
      risk: extra.risk ?? (crisis ? "high" : "none"),
      recorded: extra.recorded ?? true,
    },
  ],
  ...words.map((text): [string, unknown] => ["token", { text }]),
  ["done", { reply_id: "11111111-1111-4111-8111-111111111111" }],
]

/** What GET /api/safety/crisis-card answers (the server's copy, domain/safety/crisis-resources.ts). */
export const crisisCard = {
  title: "Non devi affrontarlo in solitudine",
  message: "Quello che stai vivendo conta.",
  resources: [
    { name: "Numero unico di emergenza", phone: "112", dial: "112", description: "Pericolo immediato." },
    { name: "Telefono Amico", phone: "02 2327 2327", dial: "0223272327", description: "Ascolto." },
    { name: "Telefono Azzurro", phone: "19696", dial: "19696", description: "Ragazzi." },
    { name: "Antiviolenza e stalking", phone: "1522", dial: "1522", description: "Violenza." },
  ],
  footer: "Cogi è un assistente basato su intelligenza artificiale.",
}

export let calls: Call[] = []

export const serve = (routes: Record<string, Handler>) => {
  calls = []
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url
    const path = url.replace(/^\/api/, "")
    const method = init?.method ?? "GET"
    const call = {
      method,
      path,
      body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
      headers: new Headers(init?.headers),
    }
    calls.push(call)
    const handler = routes[`${method} ${path}`]
    return handler === undefined ? json({ detail: "Non trovato", code: "NOT_FOUND" }, 404) : handler(call)
  })
}

export const renderChat = (path = "/chat/c1") => {
  const location = memoryLocation({ path, record: true })
  const services = createAppServices()
  // the data key this browser holds (IndexedDB in a real browser; jsdom has none)
  services.store.set(unlockedKeyAtom, { keyring, keyId: null })
  render(
    <AppProvider services={services}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <AppRouter />
      </Router>
    </AppProvider>,
  )
  return location
}

export const chat = async (
  messages: ReadonlyArray<{ role: string; text: string | null }>,
  title: string | null = null,
) => ({
  id: "c1",
  title,
  therapeutic_approach: "gpt",
  created_at: "2026-11-21T08:00:00Z",
  updated_at: "2026-11-21T08:00:00Z",
  assistant_provider: "local",
  messages: await Promise.all(
    messages.map(async (m, index) => ({
      id: `stored-${index}`,
      role: m.role,
      content:
        m.text === null ? "QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVo=" : await encryptText(keyring, SALT, m.text),
      timestamp: "2026-11-21T08:01:00Z",
      image: null,
    })),
  ),
})

/** Signed in with the test password, fetch stubbed per test: call in each chat test file. */
export const useChatTestSetup = () => {
  beforeEach(() => {
    localStorage.setItem("cogi.access_token", "t-1")
  })

  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
    localStorage.clear()
    sessionStorage.clear()
  })
}
