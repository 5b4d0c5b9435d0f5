import { cleanup, render, screen } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import { afterEach, describe, expect, it } from "vitest"

import { EncryptionBadge } from "./encryption-badge.tsx"

afterEach(cleanup)

describe("EncryptionBadge", () => {
  it("opens an honest explanation and closes again", async () => {
    render(<EncryptionBadge />)
    await userEvent.click(screen.getByRole("button", { name: "Crittografia end-to-end" }))
    const dialog = screen.getByRole("dialog", { name: "Come proteggiamo le tue parole" })
    expect(dialog).toHaveTextContent("AES-256-GCM, PBKDF2 con 100.000 iterazioni")
    expect(dialog).toHaveTextContent("conservano solo testo cifrato")
    expect(dialog).toHaveTextContent(
      "inviato al modello di intelligenza artificiale tramite una connessione cifrata",
    )
    expect(dialog).toHaveTextContent("non viene mai salvato in chiaro")
    expect(dialog).toHaveTextContent("se la reimposti, i messaggi precedenti non potranno più essere letti")
    await userEvent.click(screen.getByRole("button", { name: "Ho capito" }))
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
  })
})
