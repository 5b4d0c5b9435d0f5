import { cleanup, screen, waitFor, within } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import { afterEach, describe, expect, it, vi } from "vitest"

import { notify } from "../../../lib/notify.ts"
import {
  ADMIN_ID,
  fakeServer,
  renderWithProviders,
  sampleUsers,
  type Failure,
} from "../../../../test/support/client/admin.tsx"
import { AdminPage } from "./admin-page.tsx"

vi.mock("../../../lib/notify.ts", () => ({
  notify: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
}))

afterEach(() => {
  cleanup()
  vi.clearAllMocks()
})

const renderPage = (server = fakeServer()) => {
  const view = renderWithProviders(<AdminPage adminId={ADMIN_ID} adminName="Amministratore" />, {
    fetch: server.fetch,
  })
  return { ...view, server }
}

const table = () => screen.getByRole("table", { name: "Utenti registrati" })
const rowOf = (name: string) => {
  const header = within(table()).getByRole("rowheader", { name: new RegExp(name) })
  const row = header.closest("tr")
  if (row === null) throw new Error(`no row for ${name}`)
  return row
}
const visibleNames = () =>
  within(table())
    .queryAllByRole("rowheader")
    .map((cell) => cell.querySelector("span > span")?.textContent)

describe("AdminPage", () => {
  it("shows the stats, every user, the privacy line, and protects admins and oneself", async () => {
    renderPage()
    expect(await screen.findByText("Anna Rossi")).toBeInTheDocument()
    for (const [label, value] of [
      ["Utenti totali", "5"],
      ["Utenti verificati", "4"],
      ["Sessioni totali", "6"],
      ["Messaggi nelle conversazioni", "42"],
      ["Nuovi utenti (7 giorni)", "3"],
    ] as const) {
      const term = screen.getByText(label, { selector: "dt" })
      expect(term.nextElementSibling).toHaveTextContent(value)
    }
    expect(screen.getByText(/non puoi leggerne il contenuto/)).toBeInTheDocument()
    // the anonymous crisis counts: a count under 5 is never shown, only said to be small
    const referrals = await screen.findByRole("table", { name: /Schede di crisi mostrate per giorno/ })
    expect(
      within(referrals).getByRole("row", { name: /20 nov.*Pensieri di suicidio.*meno di 5/ }),
    ).toBeVisible()
    expect(within(referrals).getByRole("row", { name: /21 nov.*Autolesionismo.*7/ })).toBeVisible()
    expect(visibleNames()).toEqual([
      "Amministratore",
      "Carla Admin",
      "Anna Rossi",
      "Niccolò Bianchi",
      "Marta Verdi",
    ])

    // Admin accounts (one's own included) are "Protetto", with no checkbox and no delete or reset button.
    for (const name of ["Amministratore", "Carla Admin"]) {
      const row = within(rowOf(name))
      expect(row.getByText(/Protetto/)).toBeInTheDocument()
      expect(row.queryByRole("checkbox")).toBeNull()
      expect(row.queryByRole("button")).toBeNull()
    }
    expect(within(rowOf("Amministratore")).getByText("Tu")).toBeInTheDocument()

    // Reset only for verified non-admins; the unverified user can only be deleted.
    expect(
      within(rowOf("Anna Rossi")).getByRole("button", { name: "Reset password di Anna Rossi" }),
    ).toBeVisible()
    expect(within(rowOf("Niccolò Bianchi")).queryByRole("button", { name: /Reset password/ })).toBeNull()
    expect(within(rowOf("Niccolò Bianchi")).getByText("Email da verificare")).toBeInTheDocument()
    expect(within(rowOf("Niccolò Bianchi")).getByText("Mai")).toBeInTheDocument()
    expect(within(rowOf("Anna Rossi")).getByText(/1 nov 2026/)).toBeInTheDocument()
  })

  it("searches by name or email without caring for case or accents, and filters", async () => {
    renderPage()
    await screen.findByText("Anna Rossi")
    const search = screen.getByLabelText("Cerca per nome o email")
    await userEvent.type(search, "NICCOLO")
    expect(visibleNames()).toEqual(["Niccolò Bianchi"])
    expect(screen.getByText("1 di 5 utenti")).toBeInTheDocument()
    await userEvent.clear(search)
    await userEvent.type(search, "example.it")
    expect(visibleNames()).toEqual(["Anna Rossi", "Niccolò Bianchi", "Marta Verdi"])

    await userEvent.click(screen.getByLabelText("Non verificati (1)"))
    expect(visibleNames()).toEqual(["Niccolò Bianchi"])
    await userEvent.click(screen.getByLabelText("Amministratori (2)"))
    expect(screen.queryByRole("table", { name: "Utenti registrati" })).toBeNull()
    expect(screen.getByText("Nessun utente corrisponde")).toBeInTheDocument()
    await userEvent.click(screen.getByRole("button", { name: "Mostra tutti gli utenti" }))
    expect(search).toHaveValue("")
    expect(screen.getByLabelText("Tutti (5)")).toBeChecked()
    expect(visibleNames()).toHaveLength(5)
    await userEvent.click(screen.getByLabelText("Verificati (4)"))
    expect(visibleNames()).toEqual(["Amministratore", "Carla Admin", "Anna Rossi", "Marta Verdi"])
  })

  it("select-all ticks the deletable visible users only; bulk delete removes each of them", async () => {
    const { server } = renderPage()
    await screen.findByText("Anna Rossi")
    const selectAll = screen.getByRole("checkbox", { name: "Seleziona tutti" })
    await userEvent.click(selectAll)
    expect(screen.getAllByRole("checkbox", { checked: true })).toHaveLength(4) // 3 rows + select-all
    expect(screen.getByText("3 utenti selezionati")).toBeInTheDocument()
    await userEvent.click(screen.getByRole("checkbox", { name: "Seleziona Marta Verdi" }))
    expect(selectAll).toBePartiallyChecked()
    expect(screen.getByText("2 utenti selezionati")).toBeInTheDocument()

    await userEvent.click(screen.getByRole("button", { name: "Elimina selezionati (2)" }))
    const dialog = screen.getByRole("dialog", { name: "Eliminare 2 utenti?" })
    const listed = within(within(dialog).getByRole("list", { name: "Utenti da eliminare" })).getAllByRole(
      "listitem",
    )
    expect(listed.map((item) => item.textContent)).toEqual([
      "Anna Rossi · anna@example.it",
      "Niccolò Bianchi · nico@example.it",
    ])
    await userEvent.click(within(dialog).getByRole("button", { name: "Elimina 2 utenti" }))
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull())
    expect(server.calls.filter((call) => call.startsWith("DELETE"))).toEqual([
      "DELETE /admin/users/u-1",
      "DELETE /admin/users/u-2",
    ])
    expect(notify.success).toHaveBeenCalledWith("2 utenti eliminati.")
    await waitFor(() => expect(visibleNames()).toEqual(["Amministratore", "Carla Admin", "Marta Verdi"]))
    expect(screen.getByText("Nessun utente selezionato")).toBeInTheDocument()
  })

  it("a bulk delete that partly fails keeps the failed users selected with the SPEC message", async () => {
    const { server } = renderPage(
      fakeServer({
        fail: (method, path) => (method === "DELETE" && path.endsWith("u-2") ? { status: 500 } : null),
      }),
    )
    await screen.findByText("Anna Rossi")
    await userEvent.click(screen.getByRole("checkbox", { name: "Seleziona tutti" }))
    await userEvent.click(screen.getByRole("button", { name: "Elimina selezionati (3)" }))
    await userEvent.click(screen.getByRole("button", { name: "Elimina 3 utenti" }))
    const dialog = screen.getByRole("dialog")
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Errore nell'eliminazione di alcuni utenti",
    )
    expect(server.calls.filter((call) => call.startsWith("DELETE"))).toHaveLength(3)
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole("listitem")
          .map((item) => item.textContent),
      ).toEqual(["Niccolò Bianchi · nico@example.it"]),
    )
    expect(within(dialog).getByRole("heading", { name: "Eliminare 1 utente?" })).toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole("button", { name: "Annulla" }))
    expect(screen.queryByRole("dialog")).toBeNull()
    expect(screen.getByText("1 utente selezionato")).toBeInTheDocument()
  })

  it("deletes one user after confirmation; a refusal shows the server detail, else the SPEC text", async () => {
    let refusal: Failure | null = { status: 403, detail: "Non puoi eliminare un amministratore." }
    const { server } = renderPage(fakeServer({ fail: (method) => (method === "DELETE" ? refusal : null) }))
    await screen.findByText("Anna Rossi")
    await userEvent.click(screen.getByRole("button", { name: "Elimina Anna Rossi" }))
    const dialog = screen.getByRole("dialog", { name: "Eliminare questo utente?" })
    expect(dialog).toHaveTextContent("anna@example.it")
    // Focus is trapped in the dialog and starts on "Annulla", not on the destructive action.
    expect(within(dialog).getByRole("button", { name: "Annulla" })).toHaveFocus()

    await userEvent.click(within(dialog).getByRole("button", { name: "Elimina utente" }))
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Non puoi eliminare un amministratore.",
    )

    refusal = { status: 500 }
    await userEvent.click(within(dialog).getByRole("button", { name: "Elimina utente" }))
    await waitFor(() =>
      expect(within(dialog).getByRole("alert")).toHaveTextContent("Errore nell'eliminazione dell'utente"),
    )
    // 403 on a delete is a refusal of that one action, not an access denial of the page
    expect(notify.error).not.toHaveBeenCalled()

    refusal = null
    await userEvent.click(within(dialog).getByRole("button", { name: "Elimina utente" }))
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull())
    expect(notify.success).toHaveBeenCalledWith("L'account di Anna Rossi è stato eliminato.")
    await waitFor(() => expect(screen.queryByText("Anna Rossi")).toBeNull())
    // The row (and the button that opened the dialog) is gone: focus lands on the users heading.
    await waitFor(() => expect(screen.getByRole("heading", { name: "Utenti" })).toHaveFocus())
    expect(server.users().map((user) => user.id)).not.toContain("u-1")
  })

  it("sends a password reset after confirmation; a failure shows the detail or the SPEC text", async () => {
    let failure: Failure | null = { status: 500 }
    const { server } = renderPage(
      fakeServer({
        fail: (method, path) =>
          method === "POST" && path.endsWith("request-password-reset") ? failure : null,
      }),
    )
    await screen.findByText("Anna Rossi")
    await userEvent.click(screen.getByRole("button", { name: "Reset password di Anna Rossi" }))
    const dialog = screen.getByRole("dialog", { name: "Inviare il reset della password?" })
    expect(dialog).toHaveTextContent("non potrà più leggere le sessioni passate")
    await userEvent.click(within(dialog).getByRole("button", { name: "Invia email di reset" }))
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Errore nell'invio dell'email di reset",
    )

    failure = { status: 400, detail: "L'utente non ha ancora verificato l'email." }
    await userEvent.click(within(dialog).getByRole("button", { name: "Invia email di reset" }))
    await waitFor(() =>
      expect(within(dialog).getByRole("alert")).toHaveTextContent(
        "L'utente non ha ancora verificato l'email.",
      ),
    )

    failure = null
    await userEvent.click(within(dialog).getByRole("button", { name: "Invia email di reset" }))
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull())
    expect(notify.success).toHaveBeenCalledWith("Email di reset inviata a anna@example.it.")
    expect(server.calls).toContain("POST /admin/users/u-1/request-password-reset")
  })

  it("Escape closes a dialog without deleting anything", async () => {
    const { server } = renderPage()
    await screen.findByText("Anna Rossi")
    await userEvent.click(screen.getByRole("button", { name: "Elimina Marta Verdi" }))
    expect(screen.getByRole("dialog")).toBeInTheDocument()
    await userEvent.keyboard("{Escape}")
    expect(screen.queryByRole("dialog")).toBeNull()
    await waitFor(() => expect(screen.getByRole("button", { name: "Elimina Marta Verdi" })).toHaveFocus())
    expect(server.calls.some((call) => call.startsWith("DELETE"))).toBe(false)
  })

  it("a 403 from the admin API refuses access and sends the user to /dashboard", async () => {
    const { location } = renderPage(
      fakeServer({
        fail: () => ({ status: 403, detail: "Accesso negato. Privilegi amministratore richiesti." }),
      }),
    )
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith("Accesso negato. Privilegi amministratore richiesti."),
    )
    await waitFor(() => expect(location.history.at(-1)).toBe("/dashboard"))
  })

  it("any other load failure shows the SPEC text with a retry", async () => {
    let broken = true
    renderPage(fakeServer({ fail: (method) => (broken && method === "GET" ? { status: 500 } : null) }))
    expect(await screen.findByRole("alert")).toHaveTextContent("Errore nel caricamento dei dati admin")
    broken = false
    await userEvent.click(screen.getByRole("button", { name: "Riprova" }))
    expect(await screen.findByText("Anna Rossi")).toBeInTheDocument()
    expect(screen.queryByRole("alert")).toBeNull()
  })

  it("with nobody but the administrator, a warm empty state and nothing to select", async () => {
    renderPage(fakeServer({ users: sampleUsers().slice(0, 1) }))
    await screen.findByRole("rowheader", { name: /Amministratore/ })
    expect(screen.getByRole("checkbox", { name: "Seleziona tutti" })).toBeDisabled()
    expect(screen.getByText(/Per ora ci sei solo tu/)).toBeInTheDocument()
  })
})
