import { cleanup, screen, waitFor } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import { afterEach, describe, expect, it, vi } from "vitest"

import { notify } from "../../../lib/notify.ts"
import { bodyOf, jsonResponse, renderWithProviders } from "../../../../test/support/client/chat-tools.tsx"
import { ApproachPickerDialog } from "./approach-picker-dialog.tsx"

vi.mock("../../../lib/notify.ts", () => ({
  notify: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
}))

afterEach(() => {
  cleanup()
  vi.clearAllMocks()
})

const APPROACHES = [
  { id: "claude", name: "Profondo e riflessivo", description: "Risposte lente e ponderate." },
  { id: "gpt", name: "Equilibrato e versatile", description: "Un equilibrio tra ascolto e suggerimenti." },
  { id: "gemini", name: "Creativo con supporto visivo", description: "Spunti creativi e immagini." },
]

const server = (put: () => Response) =>
  vi.fn<typeof globalThis.fetch>((input, init) =>
    Promise.resolve(
      String(input) === "/api/therapeutic-approaches" && (init?.method ?? "GET") === "GET"
        ? jsonResponse(APPROACHES)
        : put(),
    ),
  )

const open = (fetch: ReturnType<typeof server>) => {
  const onOpenChange = vi.fn()
  const onChanged = vi.fn()
  renderWithProviders(
    <ApproachPickerDialog
      chatId="c 1"
      current="gpt"
      open
      onOpenChange={onOpenChange}
      onChanged={onChanged}
    />,
    { fetch },
  )
  return { onOpenChange, onChanged }
}

describe("ApproachPickerDialog", () => {
  it("lists the approaches with their descriptions, the current one chosen", async () => {
    open(server(() => jsonResponse({})))
    const deep = await screen.findByRole("radio", { name: /Profondo e riflessivo/ })
    expect(deep).toHaveAccessibleDescription("Risposte lente e ponderate.")
    expect(screen.getByRole("radio", { name: /Equilibrato e versatile/ })).toBeChecked()
    expect(screen.getByRole("radio", { name: /Creativo con supporto visivo/ })).not.toBeChecked()
    expect(screen.getByRole("group", { name: "Approccio terapeutico" })).toBeInTheDocument()
  })

  it("saves the new approach and tells the chat screen", async () => {
    const fetch = server(() => jsonResponse({ therapeutic_approach: "claude" }))
    const { onOpenChange, onChanged } = open(fetch)
    await userEvent.click(await screen.findByRole("radio", { name: /Profondo e riflessivo/ }))
    await userEvent.click(screen.getByRole("button", { name: "Conferma" }))
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith("claude"))
    const put = fetch.mock.calls.findIndex(([, init]) => init?.method === "PUT")
    expect(fetch.mock.calls[put]?.[0]).toBe("/api/chats/c%201/approach")
    expect(bodyOf(fetch, put)).toEqual({ therapeutic_approach: "claude" })
    expect(notify.success).toHaveBeenCalledWith("Approccio aggiornato: Profondo e riflessivo")
    expect(onOpenChange).toHaveBeenCalledWith(false)
  })

  it("shows a failure and keeps the dialog open", async () => {
    const fetch = server(() => jsonResponse({ detail: "La sessione è terminata", code: "FORBIDDEN" }, 403))
    const { onChanged, onOpenChange } = open(fetch)
    await userEvent.click(await screen.findByRole("radio", { name: /Creativo/ }))
    await userEvent.click(screen.getByRole("button", { name: "Conferma" }))
    expect(await screen.findByRole("alert")).toHaveTextContent("La sessione è terminata")
    expect(onChanged).not.toHaveBeenCalled()
    expect(onOpenChange).not.toHaveBeenCalledWith(false)
  })
})
