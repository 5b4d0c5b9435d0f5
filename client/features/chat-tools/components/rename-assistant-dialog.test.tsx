import { cleanup, screen, waitFor } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import { afterEach, describe, expect, it, vi } from "vitest"

import { currentUserAtom } from "../../../lib/auth/auth-store.ts"
import { notify } from "../../../lib/notify.ts"
import {
  bodyOf,
  jsonResponse,
  renderWithProviders,
  testUser,
} from "../../../../test/support/client/chat-tools.tsx"
import { RenameAssistantDialog } from "./rename-assistant-dialog.tsx"

vi.mock("../../../lib/notify.ts", () => ({
  notify: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
}))

afterEach(() => {
  cleanup()
  vi.clearAllMocks()
})

const open = (fetch = vi.fn<typeof globalThis.fetch>()) => {
  const onOpenChange = vi.fn()
  const view = renderWithProviders(
    <RenameAssistantDialog currentName="Cogi" open onOpenChange={onOpenChange} />,
    {
      fetch,
    },
  )
  return { ...view, fetch, onOpenChange }
}

describe("RenameAssistantDialog", () => {
  it("starts from the current name and refuses a blank one with the SPEC message", async () => {
    const { fetch } = open()
    const field = screen.getByLabelText("Nome dell'assistente")
    expect(field).toHaveValue("Cogi")
    await userEvent.clear(field)
    await userEvent.type(field, "   ")
    await userEvent.click(screen.getByRole("button", { name: "Salva" }))
    expect(screen.getByText("Il nome non può essere vuoto")).toBeInTheDocument()
    expect(field).toHaveAttribute("aria-invalid", "true")
    expect(fetch).not.toHaveBeenCalled()
  })

  it("saves the trimmed name, updates the signed-in user and toasts", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() =>
      Promise.resolve(jsonResponse(testUser({ ai_name: "Luna" }))),
    )
    const { store, onOpenChange } = open(fetch)
    const field = screen.getByLabelText("Nome dell'assistente")
    await userEvent.clear(field)
    await userEvent.type(field, "  Luna ")
    await userEvent.click(screen.getByRole("button", { name: "Salva" }))
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false))
    expect(fetch.mock.calls[0]?.[0]).toBe("/api/user/preferences")
    expect(fetch.mock.calls[0]?.[1]?.method).toBe("PUT")
    expect(bodyOf(fetch)).toEqual({ ai_name: "Luna" })
    expect(store.get(currentUserAtom)?.ai_name).toBe("Luna")
    expect(notify.success).toHaveBeenCalledWith("D'ora in poi il tuo assistente si chiamerà Luna.")
  })

  it("shows the SPEC failure text when the server gives no detail", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(new Response("", { status: 500 })))
    const { store, onOpenChange } = open(fetch)
    await userEvent.type(screen.getByLabelText("Nome dell'assistente"), "a")
    await userEvent.click(screen.getByRole("button", { name: "Salva" }))
    expect(await screen.findByRole("alert")).toHaveTextContent("Errore nell'aggiornamento delle preferenze")
    expect(store.get(currentUserAtom)?.ai_name).toBe("Cogi")
    expect(onOpenChange).not.toHaveBeenCalledWith(false)
  })
})
