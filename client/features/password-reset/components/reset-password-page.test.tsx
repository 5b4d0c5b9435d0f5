import { QueryClient, QueryClientProvider } from "@tanstack/react-query"
import { cleanup, render, screen } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import type { ReactNode } from "react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { Router } from "wouter"
import { memoryLocation } from "wouter/memory-location"

import { createApiClient } from "../../../lib/api-client.ts"
import { ApiClientProvider } from "../../../lib/api-client-context.tsx"
import type { KeyEnvelopeDto } from "../../../lib/crypto/key-envelope.ts"
import {
  buildEnvelope,
  generateDataKey,
  legacyDataKey,
  unlockWithEnvelope,
} from "../../../lib/crypto/key-hierarchy.ts"
import { decryptText, encryptText, keyringFromKey, toBase64 } from "../../../lib/crypto/message-crypto.ts"
import { generateRecoveryKey } from "../../../lib/crypto/recovery-key.ts"
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

const fill = async (password: string, confirm: string, recoveryKey = "") => {
  await userEvent.type(await screen.findByLabelText("Nuova password"), password)
  await userEvent.type(screen.getByLabelText("Conferma la nuova password"), confirm)
  if (recoveryKey !== "") await userEvent.type(screen.getByLabelText(/Chiave di recupero/), recoveryKey)
}
const save = () => userEvent.click(screen.getByRole("button", { name: "Salva la nuova password" }))

const done = { success: true, message: "Password aggiornata. Ora puoi accedere con la nuova password." }

/** A server with a reset link whose account holds `envelope` (null: an account without wrapped keys). */
const serverWith = (resetKeys: unknown, answer: () => Response = () => jsonResponse(done)) =>
  vi.fn<typeof globalThis.fetch>((input) =>
    Promise.resolve(String(input).endsWith("/keys") ? jsonResponse(resetKeys) : answer()),
  )
const bodyOf = (fetch: ReturnType<typeof serverWith>, index: number) =>
  JSON.parse(String(fetch.mock.calls[index]?.[1]?.body)) as { keys: KeyEnvelopeDto; password: string }

/** An account's keys as the reset link shows them; `legacy`: an old account's password-derived data key. */
const accountKeys = async ({ legacy = false } = {}) => {
  const recoveryKey = generateRecoveryKey()
  const salt = toBase64(new Uint8Array(16).fill(4))
  const dataKey = legacy ? await legacyDataKey("vecchia", salt) : await generateDataKey()
  const envelope = await buildEnvelope("key-0001-aaaa", dataKey, "vecchia", recoveryKey)
  const record = await encryptText(keyringFromKey(dataKey), salt, "Scritto prima del reset")
  return {
    recoveryKey,
    record,
    resetKeys: {
      key_id: envelope.key_id,
      recovery: envelope.recovery,
      previous_keys: [],
      legacy_key: legacy,
    },
  }
}

describe("ResetPasswordPage", () => {
  it("without a token: a clear error and a link to login, no form", () => {
    renderPage("")
    expect(screen.getByRole("heading", { name: "Link non valido" })).toBeInTheDocument()
    expect(screen.getByRole("alert")).toHaveTextContent("non è completo")
    expect(screen.getByRole("link", { name: "Vai al login" })).toHaveAttribute("href", "/login")
    expect(screen.queryByLabelText("Nuova password")).toBeNull()
  })

  it("given a used or expired link, says so at once with the server's words and offers a new one", async () => {
    const detail = "Link di reimpostazione non valido o scaduto. Richiedine uno nuovo."
    renderPage(
      "token=old",
      serverWith(null, () => jsonResponse({}, 500)).mockResolvedValueOnce(
        jsonResponse({ detail, code: "VALIDATION_ERROR" }, 400),
      ),
    )
    expect(await screen.findByRole("alert")).toHaveTextContent(detail)
    expect(screen.getByRole("link", { name: "Richiedi un nuovo link" })).toHaveAttribute(
      "href",
      "/forgot-password",
    )
    expect(screen.queryByLabelText("Nuova password")).toBeNull()
  })

  it("tells honestly that without the recovery key the old conversations will not be readable", async () => {
    renderPage(
      "token=abc",
      serverWith({ key_id: null, recovery: null, previous_keys: [], legacy_key: false }),
    )
    expect(
      await screen.findByText(/le conversazioni salvate prima non potranno più essere lette/),
    ).toBeInTheDocument()
  })

  it("refuses a short password, different passwords and an unconfirmed loss, without calling the reset", async () => {
    const fetch = serverWith({ key_id: null, recovery: null, previous_keys: [], legacy_key: false })
    renderPage("token=abc", fetch)
    await fill("12345", "12345")
    await save()
    expect(screen.getByText("La password deve essere di almeno 6 caratteri")).toBeInTheDocument()
    expect(
      screen.getByText("Conferma di aver capito, oppure inserisci la chiave di recupero."),
    ).toBeInTheDocument()
    await userEvent.type(screen.getByLabelText("Nuova password"), "6")
    expect(screen.getByText("Le password non coincidono")).toBeInTheDocument()
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it("given a wrong recovery key, says so on the field and sends nothing", async () => {
    const { resetKeys } = await accountKeys()
    const fetch = serverWith(resetKeys)
    renderPage("token=abc", fetch)
    await fill("nuova-segreta", "nuova-segreta", generateRecoveryKey())
    await save()
    expect(
      await screen.findByText(/Questa chiave di recupero non apre le tue conversazioni/),
    ).toBeInTheDocument()
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it("given the right recovery key, keeps the same data key and says the history stays readable", async () => {
    const { resetKeys, recoveryKey } = await accountKeys()
    const fetch = serverWith(resetKeys)
    renderPage("token=tok.en", fetch)
    await fill("nuova-segreta", "nuova-segreta", recoveryKey.toLowerCase())
    await save()
    expect(await screen.findByRole("heading", { name: "Nuova password salvata" })).toBeInTheDocument()
    expect(screen.getByRole("status")).toHaveTextContent("Le tue conversazioni restano leggibili.")
    expect(fetch.mock.calls[1]?.[0]).toBe("/api/auth/reset-password")
    expect(bodyOf(fetch, 1).keys.key_id).toBe("key-0001-aaaa")
    expect(bodyOf(fetch, 1).password).toBe("nuova-segreta")
  })

  it("given an old account's password-derived key and the right recovery key, sends a new data key that keeps the old one for the history", async () => {
    const { resetKeys, recoveryKey, record } = await accountKeys({ legacy: true })
    const fetch = serverWith(resetKeys)
    renderPage("token=tok.en", fetch)
    await fill("nuova-segreta", "nuova-segreta", recoveryKey)
    await save()
    expect(await screen.findByRole("heading", { name: "Nuova password salvata" })).toBeInTheDocument()
    expect(screen.getByRole("status")).toHaveTextContent("Le tue conversazioni restano leggibili.")
    const { keys } = bodyOf(fetch, 1)
    expect(keys.key_id).not.toBe("key-0001-aaaa")
    expect(keys.previous_keys).toHaveLength(1)
    const unlocked = await unlockWithEnvelope(keys, "nuova-segreta")
    const keyring = keyringFromKey(unlocked.key, unlocked.previousKeys)
    await expect(decryptText(keyring, record)).resolves.toBe("Scritto prima del reset")
    await expect(decryptText(keyringFromKey(unlocked.key), record)).rejects.toThrow()
  })

  it("without the recovery key, makes a new data key and shows its new recovery key before the login", async () => {
    const { resetKeys } = await accountKeys()
    const fetch = serverWith(resetKeys)
    renderPage("token=tok.en", fetch)
    await fill("nuova-segreta", "nuova-segreta")
    await userEvent.click(screen.getByLabelText(/Ho capito: senza la chiave di recupero/))
    await save()
    expect(await screen.findByRole("heading", { name: "Nuova password salvata" })).toBeInTheDocument()
    expect(screen.getByRole("status")).toHaveTextContent("Le conversazioni di prima restano chiuse")
    expect(bodyOf(fetch, 1).keys.key_id).not.toBe("key-0001-aaaa")
    expect(screen.getByTestId("recovery-key").textContent).toMatch(/^([0-9A-Z]{4}-){7}[0-9A-Z]{4}$/)
    await userEvent.click(
      screen.getByLabelText("Ho conservato la mia chiave di recupero in un posto sicuro."),
    )
    await userEvent.click(screen.getByRole("button", { name: "Continua" }))
    expect(screen.getByRole("link", { name: "Vai al login" })).toHaveAttribute("href", "/login")
  })
})
