import { screen, waitFor } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import { describe, expect, it } from "vitest"

import { decryptText } from "../../../lib/crypto/message-crypto.ts"
import {
  calls,
  json,
  keyring,
  renderChat,
  serve,
  status,
  useChatTestSetup,
} from "../../../../test/support/client/chat-session.tsx"
import { chatRoutes, replyRoutes } from "../../../../test/support/client/chat-routes.ts"

useChatTestSetup()

const twoExchanges = [
  { role: "user", text: "Ciao" },
  { role: "assistant", text: "Ciao, come stai?" },
  { role: "user", text: "Sono preocupato per il lavoro" },
  { role: "assistant", text: "Raccontami di più." },
]

const routes = (sessionStatus = "active") => ({
  ...chatRoutes(twoExchanges, status(sessionStatus)),
  ...replyRoutes(false, ["Una ", "risposta ", "nuova."]),
})

describe("Rigenera and Modifica", () => {
  it("offers them only on the last exchange, labelled", async () => {
    serve(routes())
    renderChat()
    expect(await screen.findByText("Raccontami di più.")).toBeInTheDocument()
    expect(screen.getAllByRole("button", { name: "Rigenera la risposta" })).toHaveLength(1)
    expect(screen.getAllByRole("button", { name: "Modifica il tuo ultimo messaggio" })).toHaveLength(1)
    const last = screen.getByText("Raccontami di più.").closest("li")
    expect(last?.textContent).toContain("Rigenera")
  })

  it("offers nothing once the session ended", async () => {
    serve(routes("completed"))
    renderChat()
    expect(await screen.findByText("Raccontami di più.")).toBeInTheDocument()
    await screen.findByText(/La sessione è terminata|Sessione terminata/, {}, { timeout: 3000 })
    await waitFor(() => expect(screen.getByLabelText("Il tuo messaggio")).toBeDisabled())
    expect(screen.queryByRole("button", { name: "Rigenera la risposta" })).not.toBeInTheDocument()
    expect(screen.queryByRole("button", { name: "Modifica il tuo ultimo messaggio" })).not.toBeInTheDocument()
  })

  it("Rigenera takes the last reply out on the server and asks the same question again", async () => {
    serve({
      ...routes(),
      "POST /chats/c1/supersede": () => json({ superseded: ["stored-3"] }),
    })
    renderChat()
    await userEvent.click(await screen.findByRole("button", { name: "Rigenera la risposta" }))
    expect(await screen.findByText("Una risposta nuova.")).toBeInTheDocument()
    expect(screen.queryByText("Raccontami di più.")).not.toBeInTheDocument()
    const supersede = calls.find((call) => call.path === "/chats/c1/supersede")
    expect(supersede?.body).toEqual({ message_id: "stored-3", reason: "regenerate" })
    const send = calls.find((call) => call.path === "/chats/c1/messages")
    const body = send?.body as { content: string; message_id: string; history: Array<{ content: string }> }
    expect(body.message_id).toBe("stored-2")
    expect(body.content).toBe("Sono preocupato per il lavoro")
    // the history is what came before: neither the superseded reply nor the question twice
    expect(body.history.map((turn) => turn.content)).toEqual(["Ciao", "Ciao, come stai?"])
  })

  it("Modifica puts the message in the input; sending replaces the last exchange", async () => {
    serve({
      ...routes(),
      "POST /chats/c1/supersede": () => json({ superseded: ["stored-2", "stored-3"] }),
    })
    renderChat()
    await userEvent.click(await screen.findByRole("button", { name: "Modifica il tuo ultimo messaggio" }))
    const input = screen.getByLabelText("Il tuo messaggio")
    expect(input).toHaveValue("Sono preocupato per il lavoro")
    expect(screen.getByText(/Stai modificando il tuo ultimo messaggio/)).toBeInTheDocument()
    await userEvent.clear(input)
    await userEvent.type(input, "Sono in ansia per il lavoro{Enter}")
    expect(await screen.findByText("Una risposta nuova.")).toBeInTheDocument()
    expect(screen.queryByText("Sono preocupato per il lavoro")).not.toBeInTheDocument()
    expect(screen.queryByText("Raccontami di più.")).not.toBeInTheDocument()
    expect(screen.getByText("Sono in ansia per il lavoro")).toBeInTheDocument()
    const supersede = calls.find((call) => call.path === "/chats/c1/supersede")
    expect(supersede?.body).toEqual({ message_id: "stored-2", reason: "edit" })
    const body = calls.find((call) => call.path === "/chats/c1/messages")?.body as Record<string, unknown>
    expect(body["message_id"]).not.toBe("stored-2")
    await expect(decryptText(keyring, body["ciphertext"] as string)).resolves.toBe(
      "Sono in ansia per il lavoro",
    )
    await waitFor(() => expect(input).toHaveValue(""))
  })

  it("a refusal shows the server's words and the conversation stays as it was", async () => {
    serve({
      ...routes(),
      "POST /chats/c1/supersede": () =>
        json(
          {
            code: "EXCHANGE_NOT_REPLACEABLE",
            detail: "La sessione è terminata: non puoi più rigenerare o modificare i messaggi.",
          },
          409,
        ),
    })
    renderChat()
    await userEvent.click(await screen.findByRole("button", { name: "Rigenera la risposta" }))
    expect(
      await screen.findByText("La sessione è terminata: non puoi più rigenerare o modificare i messaggi."),
    ).toBeInTheDocument()
    expect(screen.getByText("Raccontami di più.")).toBeInTheDocument()
    expect(calls.some((call) => call.path === "/chats/c1/messages")).toBe(false)
  })

  it("Annulla la modifica empties the input and keeps the exchange", async () => {
    serve(routes())
    renderChat()
    await userEvent.click(await screen.findByRole("button", { name: "Modifica il tuo ultimo messaggio" }))
    await userEvent.click(screen.getByRole("button", { name: "Annulla la modifica" }))
    expect(screen.getByLabelText("Il tuo messaggio")).toHaveValue("")
    expect(screen.queryByText(/Stai modificando/)).not.toBeInTheDocument()
    expect(screen.getByText("Raccontami di più.")).toBeInTheDocument()
  })
})
