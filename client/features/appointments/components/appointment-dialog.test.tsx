import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import { afterEach, describe, expect, it, vi } from "vitest"

import { notify } from "../../../lib/notify.ts"
import { bodyOf, jsonResponse, renderWithProviders } from "../../../../test/support/client/chat-tools.tsx"
import { AppointmentDialog } from "./appointment-dialog.tsx"

vi.mock("../../../lib/notify.ts", () => ({
  notify: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
}))

afterEach(() => {
  cleanup()
  vi.clearAllMocks()
})

const NOW = new Date("2026-11-21T10:00:00Z")

const open = (fetch = vi.fn<typeof globalThis.fetch>()) => {
  const onOpenChange = vi.fn()
  const onScheduled = vi.fn()
  renderWithProviders(
    <AppointmentDialog open onOpenChange={onOpenChange} onScheduled={onScheduled} now={() => NOW} />,
    { fetch },
  )
  return { fetch, onOpenChange, onScheduled }
}

const pick = (date: string, time: string) => {
  fireEvent.change(screen.getByLabelText("Data"), { target: { value: date } })
  fireEvent.change(screen.getByLabelText("Orario"), { target: { value: time } })
}

const submit = () => userEvent.click(screen.getByRole("button", { name: "Conferma appuntamento" }))

describe("AppointmentDialog", () => {
  it("offers tomorrow to 3 months ahead, in Italian, and the 30-minute slots from 09:00 to 18:00", () => {
    open()
    expect(screen.getByRole("dialog", { name: "Programma la prossima sessione" })).toBeInTheDocument()
    const date = screen.getByLabelText("Data") as HTMLSelectElement
    const dates = Array.from(date.options).map((o) => o.value)
    expect(dates[0]).toBe("")
    expect(dates[1]).toBe("2026-11-22")
    expect(dates.at(-1)).toBe("2027-02-21")
    expect(dates).toHaveLength(1 + 92)
    expect(date.options[1]?.textContent).toBe("domenica 22 novembre")
    expect(Array.from(date.querySelectorAll("optgroup")).map((g) => g.label)).toEqual([
      "Novembre 2026",
      "Dicembre 2026",
      "Gennaio 2027",
      "Febbraio 2027",
    ])
    const options = Array.from((screen.getByLabelText("Orario") as HTMLSelectElement).options).map(
      (o) => o.value,
    )
    expect(options).toEqual([
      "",
      ...Array.from(
        { length: 19 },
        (_, i) => `${String(9 + Math.floor(i / 2)).padStart(2, "0")}:${i % 2 === 0 ? "00" : "30"}`,
      ),
    ])
  })

  it("requires date and time with the SPEC message and sends nothing", async () => {
    const { fetch } = open()
    await submit()
    expect(screen.getByRole("alert")).toHaveTextContent("Seleziona data e orario per l'appuntamento")
    expect(screen.getByLabelText("Data")).toHaveAttribute("aria-invalid", "true")
    fireEvent.change(screen.getByLabelText("Data"), { target: { value: "2026-11-25" } })
    await submit()
    expect(screen.getByRole("alert")).toHaveTextContent("Seleziona data e orario per l'appuntamento")
    expect(screen.getByLabelText("Orario")).toHaveAttribute("aria-invalid", "true")
    expect(fetch).not.toHaveBeenCalled()
  })

  it("refuses a day that left the window while the dialog stayed open", async () => {
    let clock = NOW
    const fetch = vi.fn<typeof globalThis.fetch>()
    renderWithProviders(<AppointmentDialog open onOpenChange={vi.fn()} now={() => clock} />, {
      fetch,
    })
    pick("2026-11-22", "10:00")
    clock = new Date("2026-11-22T08:00:00Z")
    await submit()
    expect(screen.getByRole("alert")).toHaveTextContent("Scegli una data tra domani e i prossimi 3 mesi")
    expect(fetch).not.toHaveBeenCalled()
  })

  it("counts the notes up to 200 characters and has reminders on by default", async () => {
    open()
    const notes = screen.getByLabelText(/Note/)
    expect(notes).toHaveAttribute("maxlength", "200")
    expect(screen.getByText("0/200")).toBeInTheDocument()
    await userEvent.type(notes, "Ansia")
    expect(screen.getByText("5/200")).toBeInTheDocument()
    fireEvent.change(notes, { target: { value: "x".repeat(250) } })
    expect(screen.getByText("200/200")).toBeInTheDocument()
    const reminders = screen.getByRole("checkbox", { name: /Inviami le email di promemoria/ })
    expect(reminders).toBeChecked()
    expect(reminders).toHaveAccessibleDescription("Conferma ora, promemoria 24 ore e 3 ore prima")
  })

  it("posts the Rome time as UTC with timezone Europe/Rome and closes", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() =>
      Promise.resolve(
        jsonResponse({
          success: true,
          message: "Appuntamento confermato per martedì 24 novembre alle 10:30",
        }),
      ),
    )
    const { onOpenChange, onScheduled } = open(fetch)
    pick("2026-11-24", "10:30")
    expect(screen.getByText("martedì 24 novembre 2026 alle 10:30")).toBeInTheDocument()
    await userEvent.type(screen.getByLabelText(/Note/), "  Parlare del lavoro  ")
    await userEvent.click(screen.getByRole("checkbox"))
    await submit()

    await waitFor(() => expect(onScheduled).toHaveBeenCalled())
    expect(fetch.mock.calls[0]?.[0]).toBe("/api/appointments")
    expect(fetch.mock.calls[0]?.[1]?.method).toBe("POST")
    expect(bodyOf(fetch)).toEqual({
      scheduled_date: "2026-11-24T09:30:00.000Z",
      timezone: "Europe/Rome",
      notes: "Parlare del lavoro",
      reminder_emails_enabled: false,
    })
    expect(notify.success).toHaveBeenCalledWith(
      "Appuntamento confermato per martedì 24 novembre alle 10:30",
      { long: true },
    )
    expect(onOpenChange).toHaveBeenCalledWith(false)
  })

  it("shows the server's detail, or the SPEC fallback", async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValueOnce(
        jsonResponse({ detail: "Hai già un appuntamento a quell'ora", code: "CONFLICT" }, 409),
      )
      .mockResolvedValueOnce(new Response("boom", { status: 500 }))
    const { onScheduled } = open(fetch)
    pick("2026-11-24", "10:30")
    await submit()
    expect(await screen.findByRole("alert")).toHaveTextContent("Hai già un appuntamento a quell'ora")
    await submit()
    await waitFor(() =>
      expect(screen.getByRole("alert")).toHaveTextContent(
        "Errore nella creazione dell'appuntamento. Riprova.",
      ),
    )
    expect(onScheduled).not.toHaveBeenCalled()
  })
})
