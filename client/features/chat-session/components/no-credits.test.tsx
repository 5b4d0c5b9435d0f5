import { screen, waitFor } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import { describe, expect, it } from "vitest"

import {
  json,
  renderChat,
  replyFrames,
  serve,
  sse,
  status,
  useChatTestSetup,
} from "../../../../test/support/client/chat-session.tsx"
import { chatRoutes, crisisCardRoute, storedReplyRoute } from "../../../../test/support/client/chat-routes.ts"

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

  it("given a crisis message at 0 credits, then it is answered: the panel, the reply, and no price anywhere", async () => {
    const noneLeft = {
      free_sessions_remaining: 0,
      subscription_sessions_remaining: 0,
      purchased_sessions_remaining: 0,
      total_sessions_available: 0,
      has_active_subscription: false,
      subscription_expires_at: null,
      has_unlimited_sessions: false,
      unlimited_expires_at: null,
    }
    let sent = false
    serve({
      ...chatRoutes([], () => status(sent ? "active" : "pending")),
      ...crisisCardRoute,
      ...storedReplyRoute,
      "GET /user/session-info": () => json(noneLeft),
      "POST /chats/c1/messages": () => {
        sent = true
        return sse(replyFrames(true, ["Sono qui con te."]))
      },
    })
    renderChat()
    // before the message, what it would cost (an ordinary message is still refused: see the test above)
    expect(await screen.findByText(/9,99/)).toBeInTheDocument()
    await userEvent.type(await screen.findByLabelText("Il tuo messaggio"), "voglio morire{Enter}")
    await screen.findByRole("region", { name: "Non devi affrontarlo in solitudine" })
    await screen.findByText("Sono qui con te.")
    await waitFor(() => expect(document.body).not.toHaveTextContent(/€|Acquista|Abbonati|sconto/))
    expect(
      screen.queryByRole("region", { name: "Per continuare ti serve una sessione" }),
    ).not.toBeInTheDocument()
  })

  it("given the price list was offered, when a crisis message follows, then the offer goes", async () => {
    let crisis = false
    serve({
      ...chatRoutes([], status("pending")),
      ...crisisCardRoute,
      ...storedReplyRoute,
      "POST /chats/c1/messages": () =>
        crisis
          ? sse(replyFrames(true, ["Sono qui."]))
          : json({ detail: noCredits, code: "NO_CREDITS_AVAILABLE" }, 403),
    })
    renderChat()
    const input = await screen.findByLabelText("Il tuo messaggio")
    await userEvent.type(input, "Vorrei parlare{Enter}")
    await screen.findByRole("region", { name: "Per continuare ti serve una sessione" })
    crisis = true
    await userEvent.clear(input)
    await userEvent.type(input, "non ce la faccio più, voglio farla finita{Enter}")
    await screen.findByRole("region", { name: "Non devi affrontarlo in solitudine" })
    expect(
      screen.queryByRole("region", { name: "Per continuare ti serve una sessione" }),
    ).not.toBeInTheDocument()
  })
})
