import { screen, waitFor } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"

import { chat, json, renderChat, serve, status, useChatTestSetup, user } from "../chat-test-support.tsx"

useChatTestSetup()

describe("a chat opened from a search result", () => {
  it("scrolls to the found message, focuses and highlights it", async () => {
    const scrolled = vi.fn()
    Element.prototype.scrollIntoView = scrolled
    const detail = await chat([
      { role: "user", text: "Ciao" },
      { role: "assistant", text: "Ciao, come stai?" },
      { role: "user", text: "Il lavoro mi pesa" },
      { role: "assistant", text: "Raccontami." },
    ])
    serve({
      "GET /user/me": () => json(user),
      "GET /chats/c1": () => json(detail),
      "GET /sessions/status/c1": () => json(status("completed")),
    })
    renderChat("/chat/c1?m=stored-2")
    const found = (await screen.findByText("Il lavoro mi pesa")).closest("li")
    await waitFor(() => expect(document.activeElement).toBe(found))
    expect(found).toHaveTextContent("Messaggio trovato dalla ricerca.")
    expect(scrolled).toHaveBeenCalledWith({ block: "center" })
    expect(screen.getByText("Ciao, come stai?").closest("li")).not.toHaveTextContent("Messaggio trovato")
  })
})
