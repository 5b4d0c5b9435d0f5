import { cleanup, screen, waitFor, within } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import { afterEach, describe, expect, it, vi } from "vitest"

import { notify } from "../../../lib/notify.ts"
import { jsonResponse, renderWithProviders } from "../../../../test/support/client/chat-tools.tsx"
import { UpcomingAppointments } from "./upcoming-appointments.tsx"

vi.mock("../../../lib/notify.ts", () => ({
  notify: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
}))

afterEach(() => {
  cleanup()
  vi.clearAllMocks()
})

const first = {
  id: "a-1",
  // 10:30 in Rome (winter)
  scheduled_date: "2026-11-24T09:30:00.000Z",
  timezone: "Europe/Rome",
  notes: "Parlare del lavoro",
  reminder_emails_enabled: true,
}
const second = {
  id: "a-2",
  scheduled_date: "2026-12-02T16:00:00.000Z",
  timezone: "Europe/Rome",
  notes: "",
  reminder_emails_enabled: false,
}

/** A fake server: the list as it stands, DELETE removes one. */
const server = (
  initial: ReadonlyArray<typeof first>,
  cancel: (id: string) => Response | null = () => null,
) => {
  let listed = [...initial]
  return vi.fn<typeof globalThis.fetch>(async (input, init) => {
    const url = String(input)
    if (init?.method === "DELETE") {
      const id = url.split("/").at(-1) ?? ""
      const refused = cancel(id)
      if (refused !== null) return refused
      listed = listed.filter((a) => a.id !== id)
      return jsonResponse({ success: true, message: "Appuntamento annullato: non riceverai promemoria." })
    }
    return jsonResponse({ appointments: listed })
  })
}

describe("UpcomingAppointments", () => {
  it("lists each appointment on Rome's clock, with its reminders and notes", async () => {
    renderWithProviders(<UpcomingAppointments />, { fetch: server([first, second]) })
    const items = await screen.findAllByRole("listitem")
    expect(items.map((item) => item.textContent)).toEqual([
      "martedì 24 novembre alle 10:30Promemoria via email 24 ore e 3 ore primaParlare del lavoroAnnulla",
      "mercoledì 2 dicembre alle 17:00Senza promemoria via emailAnnulla",
    ])
  })

  it("says when there is none, and offers to book one at any time", async () => {
    renderWithProviders(<UpcomingAppointments />, { fetch: server([]) })
    expect(await screen.findByText(/Nessun appuntamento in programma/)).toBeInTheDocument()
    await userEvent.click(screen.getByRole("button", { name: "Programma una sessione" }))
    expect(screen.getByRole("dialog", { name: "Programma la prossima sessione" })).toBeInTheDocument()
  })

  it("cancels after a confirmation, tells so, and puts the focus on the list's title", async () => {
    const fetch = server([first, second])
    renderWithProviders(<UpcomingAppointments />, { fetch })
    await userEvent.click(
      await screen.findByRole("button", { name: "Annulla l'appuntamento di martedì 24 novembre alle 10:30" }),
    )
    const dialog = screen.getByRole("dialog", { name: "Annullare l'appuntamento?" })
    // keeping it comes first: a stray Enter cancels nothing
    expect(
      within(dialog)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["Tienilo", "Annulla l'appuntamento"])
    await userEvent.click(within(dialog).getByRole("button", { name: "Annulla l'appuntamento" }))
    await waitFor(() => expect(screen.getAllByRole("listitem")).toHaveLength(1))
    expect(
      fetch.mock.calls.some(
        ([url, init]) => init?.method === "DELETE" && String(url).endsWith("/appointments/a-1"),
      ),
    ).toBe(true)
    expect(notify.success).toHaveBeenCalledWith("Appuntamento annullato: non riceverai promemoria.")
    await waitFor(() => expect(screen.getByRole("heading", { name: "I tuoi appuntamenti" })).toHaveFocus())
  })

  it("keeps it with Tienilo, focus back on its own button", async () => {
    renderWithProviders(<UpcomingAppointments />, { fetch: server([first]) })
    const cancel = await screen.findByRole("button", { name: /Annulla l'appuntamento di/ })
    await userEvent.click(cancel)
    await userEvent.keyboard("{Escape}")
    expect(screen.queryByRole("dialog")).toBeNull()
    await waitFor(() => expect(cancel).toHaveFocus())
    expect(screen.getAllByRole("listitem")).toHaveLength(1)
  })

  it("shows the server's refusal in the dialog and keeps the appointment", async () => {
    const fetch = server([first], () =>
      jsonResponse(
        {
          code: "APPOINTMENT_ALREADY_PASSED",
          detail: "Questo appuntamento è già passato: non c'è più niente da annullare.",
        },
        409,
      ),
    )
    renderWithProviders(<UpcomingAppointments />, { fetch })
    await userEvent.click(await screen.findByRole("button", { name: /Annulla l'appuntamento di/ }))
    await userEvent.click(screen.getByRole("button", { name: "Annulla l'appuntamento" }))
    expect(await screen.findByRole("alert")).toHaveTextContent("Questo appuntamento è già passato")
  })
})
