import { screen, waitFor } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"

import { renderChat, serve, status, useChatTestSetup } from "../../../../test/support/client/chat-session.tsx"
import { chatRoutes } from "../../../../test/support/client/chat-routes.ts"

useChatTestSetup()

describe("a chat opened from a search result", () => {
  it("scrolls to the found message, focuses and highlights it", async () => {
    const scrolled = vi.fn()
    Element.prototype.scrollIntoView = scrolled
    serve(
      chatRoutes(
        [
          { role: "user", text: "Ciao" },
          { role: "assistant", text: "Ciao, come stai?" },
          { role: "user", text: "Il lavoro mi pesa" },
          { role: "assistant", text: "Raccontami." },
        ],
        status("completed"),
      ),
    )
    renderChat("/chat/c1?m=stored-2")
    const found = (await screen.findByText("Il lavoro mi pesa")).closest("li")
    await waitFor(() => expect(document.activeElement).toBe(found))
    expect(found).toHaveTextContent("Messaggio trovato dalla ricerca.")
    expect(scrolled).toHaveBeenCalledWith({ block: "center" })
    expect(screen.getByText("Ciao, come stai?").closest("li")).not.toHaveTextContent("Messaggio trovato")
  })
})
