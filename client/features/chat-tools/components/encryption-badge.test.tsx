import { cleanup, render, screen } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import { afterEach, describe, expect, it } from "vitest"

import { EncryptionBadge } from "./encryption-badge.tsx"

afterEach(cleanup)

describe("EncryptionBadge", () => {
  it("opens an honest explanation and closes again", async () => {
    render(<EncryptionBadge />)
    await userEvent.click(screen.getByRole("button", { name: "Cifrato nel browser" }))
    const dialog = screen.getByRole("dialog", { name: "Come proteggiamo le tue parole" })
    expect(dialog).toHaveTextContent("PBKDF2-SHA256, 600.000 iterazioni")
    expect(dialog).toHaveTextContent("conservano solo testo cifrato")
    expect(dialog).toHaveTextContent("Il modello di intelligenza artificiale legge i messaggi che invii")
    expect(dialog).toHaveTextContent("Il nostro server non lo salva mai in chiaro")
    expect(dialog).toHaveTextContent("la chiave di recupero mantiene leggibili le conversazioni")
    expect(dialog).not.toHaveTextContent("end-to-end")
    await userEvent.click(screen.getByRole("button", { name: "Ho capito" }))
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
  })
})
