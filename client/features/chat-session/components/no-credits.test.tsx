import { screen } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import { describe, expect, it } from "vitest"

import { json, renderChat, serve, status, useChatTestSetup } from "../chat-test-support.tsx"
import { chatRoutes } from "../chat-test-routes.ts"

useChatTestSetup()

const noCredits =
  "Non hai sessioni disponibili. Acquista una sessione o riscatta un codice sconto per iniziare."

describe("a message refused for want of a session", () => {
  it("offers credits, keeps the text and the input, and never says the session ended", async () => {
    serve({
      ...chatRoutes([], status("pending")),
      "GET /user/session-info": () =>
        json({
          free_sessions_remaining: 0,
          total_sessions_available: 0,
          has_unlimited_sessions: false,
          unlimited_expires_at: null,
          subscription: null,
        }),
      "POST /chats/c1/messages": () => json({ detail: noCredits, code: "NO_CREDITS_AVAILABLE" }, 403),
    })
    renderChat()
    const input = await screen.findByLabelText("Il tuo messaggio")
    await userEvent.type(input, "Vorrei parlare{Enter}")

    const offer = await screen.findByRole("region", { name: "Per continuare ti serve una sessione" })
    expect(offer).toHaveTextContent(noCredits)
    expect(screen.getByRole("button", { name: "Acquista la sessione" })).toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Abbonati" })).toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Hai un codice sconto?" })).toBeInTheDocument()
    expect(screen.queryByRole("button", { name: "Nuova Sessione" })).not.toBeInTheDocument()
    expect(screen.queryByText(/La sessione è terminata/)).not.toBeInTheDocument()
    expect(input).toBeEnabled()
    expect(input).toHaveValue("Vorrei parlare")

    await userEvent.click(screen.getByRole("button", { name: "Non ora" }))
    expect(
      screen.queryByRole("region", { name: "Per continuare ti serve una sessione" }),
    ).not.toBeInTheDocument()
  })
})
