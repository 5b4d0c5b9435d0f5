import { cleanup, screen, waitFor, within } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import { afterEach, describe, expect, it } from "vitest"

import { createKeyring, decryptText, encryptText } from "../../../lib/crypto/message-crypto.ts"
import { fromVisitNoteText } from "../../../lib/visit-note-record.ts"
import {
  emptyJourney,
  fakeServer,
  jsonResponse,
  renderJourney,
} from "../../../../test/support/client/journey.tsx"
import { CHOOSE_FIRST } from "../state/use-visit-note.ts"
import { VisitNotePage } from "./visit-note-page.tsx"

afterEach(cleanup)

const salt = "AAAAAAAAAAAAAAAAAAAAAA=="
const keyring = createKeyring("segreta1")

const journeyWith = async () => ({
  ...emptyJourney,
  summaries: [
    {
      id: "s2",
      chat_id: "c2",
      ciphertext: await encryptText(
        keyring,
        salt,
        "Cosa hai portato: il lutto.\nCosa ti ha aiutato: la sorella.",
      ),
      created_at: "2026-11-20T10:00:00.000Z",
      edited_at: null,
      remembered: true,
    },
    {
      id: "s1",
      chat_id: "c1",
      ciphertext: await encryptText(keyring, salt, "Cosa hai portato: le notti senza sonno."),
      created_at: "2026-11-03T10:00:00.000Z",
      edited_at: null,
      remembered: true,
    },
  ],
})

describe("Cosa vorrei dire", () => {
  it("composes the note from the chosen summaries only, lets the person add their questions, and stores only its ciphertext", async () => {
    const journey = await journeyWith()
    const server = fakeServer([
      { method: "GET", path: /\/journey$/, answer: () => jsonResponse(journey) },
      {
        method: "PUT",
        path: /\/journey\/visit-note$/,
        answer: (body) =>
          jsonResponse({
            ...journey,
            visit_note: {
              ciphertext: (body as { ciphertext: string }).ciphertext,
              saved_at: "2026-11-22T10:00:00.000Z",
            },
          }),
      },
    ])
    const { keyring: mine } = renderJourney(<VisitNotePage />, server.fetch)
    const choices = await screen.findByRole("group", { name: "Da quali sessioni partire" })
    expect(within(choices).getAllByRole("checkbox")).toHaveLength(2)

    await userEvent.click(screen.getByRole("button", { name: "Componi la nota" }))
    expect(screen.getByRole("alert").textContent).toBe(CHOOSE_FIRST)

    await userEvent.click(within(choices).getByRole("checkbox", { name: /le notti senza sonno/ }))
    await userEvent.click(screen.getByRole("button", { name: "Componi la nota" }))
    const going = screen.getByLabelText("Cosa sto attraversando")
    expect((going as HTMLTextAreaElement).value).toMatch(/: Le notti senza sonno\.$/)
    expect((going as HTMLTextAreaElement).value).not.toContain("lutto")
    expect((screen.getByLabelText("Da quando") as HTMLTextAreaElement).value).toMatch(
      /^Ne ho parlato con Cogi il /,
    )
    await userEvent.type(screen.getByLabelText("Cosa vorrei chiedere"), "Come posso dormire meglio?")

    // composing again, with the other summary too, asks first and keeps the questions
    await userEvent.click(within(choices).getByRole("checkbox", { name: /il lutto/ }))
    await userEvent.click(screen.getByRole("button", { name: "Componi la nota" }))
    await userEvent.click(screen.getByRole("button", { name: "Sì, componi la nota" }))
    expect((screen.getByLabelText("Cosa mi ha aiutato") as HTMLTextAreaElement).value).toMatch(
      /La sorella\.$/,
    )
    expect((screen.getByLabelText("Cosa vorrei chiedere") as HTMLTextAreaElement).value).toBe(
      "Come posso dormire meglio?",
    )
    // what goes on paper: the written sections, nothing else
    const paper = screen.getByTestId("visit-note-print")
    expect(paper.textContent).toContain("Come posso dormire meglio?")
    expect(paper.textContent).not.toContain("Salva la nota")

    await userEvent.click(screen.getByRole("button", { name: "Salva la nota" }))
    await waitFor(() => expect(server.calls.some((c) => c.method === "PUT")).toBe(true))
    const body = server.calls.find((c) => c.method === "PUT")?.body as { ciphertext: string }
    expect(body.ciphertext).not.toContain("dormire")
    const stored = fromVisitNoteText(await decryptText(mine, body.ciphertext))
    expect(stored?.ask).toBe("Come posso dormire meglio?")
    expect(stored?.summaryIds).toEqual(["s1", "s2"])
    expect(await screen.findByText(/^Salvata il /)).toBeTruthy()
  })

  it("opens the kept note as it was saved, with its summaries chosen; an empty note is neither printed nor downloaded", async () => {
    const journey = await journeyWith()
    const note = { going: "Non dormo.", since: "", helped: "", ask: "", summaryIds: ["s2"] }
    const kept = await encryptText(keyring, salt, JSON.stringify(note))
    const server = fakeServer([
      {
        method: "GET",
        path: /\/journey$/,
        answer: () =>
          jsonResponse({
            ...journey,
            visit_note: {
              ciphertext: kept,
              saved_at: "2026-11-22T10:00:00.000Z",
            },
          }),
      },
    ])
    renderJourney(<VisitNotePage />, server.fetch)
    expect(await screen.findByDisplayValue("Non dormo.")).toBeTruthy()
    expect(screen.getByRole("checkbox", { name: /il lutto/ })).toBeChecked()
    expect(screen.getByRole("checkbox", { name: /le notti senza sonno/ })).not.toBeChecked()
    await userEvent.clear(screen.getByLabelText("Cosa sto attraversando"))
    await userEvent.click(screen.getByRole("button", { name: "Stampa" }))
    expect(screen.getByRole("alert").textContent).toMatch(/La nota è vuota/)
    await userEvent.click(screen.getByRole("button", { name: /^Scarica la nota/ }))
    expect(screen.getByRole("alert").textContent).toMatch(/La nota è vuota/)
  })

  it("deletes the kept note after a confirmation, and empties the form", async () => {
    const journey = await journeyWith()
    const note = { going: "Non dormo.", since: "", helped: "", ask: "Posso chiedere aiuto?", summaryIds: [] }
    const kept = await encryptText(keyring, salt, JSON.stringify(note))
    const server = fakeServer([
      {
        method: "GET",
        path: /\/journey$/,
        answer: () =>
          jsonResponse({
            ...journey,
            visit_note: { ciphertext: kept, saved_at: "2026-11-22T10:00:00.000Z" },
          }),
      },
      { method: "DELETE", path: /\/journey\/visit-note$/, answer: () => jsonResponse(journey) },
    ])
    renderJourney(<VisitNotePage />, server.fetch)
    expect(await screen.findByDisplayValue("Posso chiedere aiuto?")).toBeTruthy()
    await userEvent.click(screen.getByRole("button", { name: "Elimina la nota salvata" }))
    expect(server.calls.some((c) => c.method === "DELETE")).toBe(false)
    await userEvent.click(screen.getByRole("button", { name: "Elimina definitivamente" }))
    await waitFor(() => expect(server.calls.some((c) => c.method === "DELETE")).toBe(true))
    await waitFor(() =>
      expect((screen.getByLabelText("Cosa vorrei chiedere") as HTMLTextAreaElement).value).toBe(""),
    )
    expect(screen.queryByRole("button", { name: "Elimina la nota salvata" })).toBeNull()
  })
})
