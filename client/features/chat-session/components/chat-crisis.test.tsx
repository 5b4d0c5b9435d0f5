import { screen, waitFor, within } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import { describe, expect, it } from "vitest"

import { decryptText } from "../../../lib/crypto/message-crypto.ts"
import { calls, keyring, renderChat, serve, useChatTestSetup } from "../chat-test-support.tsx"
import { chatRoutes, crisisCardRoute, replyRoutes } from "../chat-test-routes.ts"
import { openReply, sealReply } from "../state/reply-envelope.ts"
import { KEPT_OPEN_NOTE } from "./session-timer.tsx"

useChatTestSetup()

const CRISIS = "Non ce la faccio più, voglio farla finita"

describe("the crisis card in the conversation", () => {
  it("is stored inside the reply's ciphertext, and the user is told the session stays open", async () => {
    serve({
      ...chatRoutes([]),
      ...crisisCardRoute,
      ...replyRoutes(true, ["Sono ", "qui."]),
    })
    renderChat()
    const input = await screen.findByRole("textbox", { name: /messaggio/i })
    await userEvent.type(input, `${CRISIS}{Enter}`)
    await screen.findByRole("region", { name: "Non devi affrontarlo in solitudine" })
    await waitFor(() => expect(calls.some((call) => call.path === "/chats/c1/replies")).toBe(true))
    const stored = calls.find((call) => call.path === "/chats/c1/replies")?.body as Record<string, string>
    const sealed = await decryptText(keyring, stored["ciphertext"] ?? "")
    expect(openReply(sealed)).toEqual({ text: "Sono qui.", crisis: true, interrupted: false })
    expect(stored["ciphertext"]).not.toMatch(/cris/i)
    expect(screen.getByRole("note")).toHaveTextContent(KEPT_OPEN_NOTE)
    expect(screen.getByRole("timer")).toHaveTextContent("Aperta finché scrivi")
  })

  it("comes back in place after a reload, with the interrupted note, and keeps the session open", async () => {
    serve({
      ...chatRoutes([
        { role: "user", text: "Ciao" },
        {
          role: "assistant",
          text: sealReply({ text: "Ciao, come stai?", crisis: false, interrupted: false }),
        },
        { role: "user", text: CRISIS },
        { role: "assistant", text: sealReply({ text: "Sono qui con te.", crisis: true, interrupted: true }) },
      ]),
      ...crisisCardRoute,
      ...replyRoutes(false, ["Ti ascolto."]),
    })
    renderChat()
    const card = await screen.findByRole("region", { name: "Non devi affrontarlo in solitudine" })
    expect(within(card).getByRole("link", { name: /112/ })).toHaveAttribute("href", "tel:112")
    const texts = Array.from(
      screen.getByRole("list", { name: "Messaggi" }).children,
      (item) => item.textContent ?? "",
    )
    const cardAt = texts.findIndex((text) => text.includes("Non devi affrontarlo"))
    expect(texts[cardAt - 1]).toContain(CRISIS)
    expect(texts[cardAt + 1]).toContain("Sono qui con te.")
    expect(texts[cardAt + 1]).toContain("Risposta interrotta")
    expect(screen.getAllByRole("region", { name: "Non devi affrontarlo in solitudine" })).toHaveLength(1)
    expect(screen.getByRole("note")).toHaveTextContent(KEPT_OPEN_NOTE)

    await userEvent.type(screen.getByRole("textbox", { name: /messaggio/i }), "grazie{Enter}")
    await screen.findByText("Ti ascolto.")
    const sent = calls.find((call) => call.path === "/chats/c1/messages")?.body as Record<string, unknown>
    expect(sent["crisis_context"]).toBe(CRISIS)
    expect(sent["history"]).toContainEqual({ role: "assistant", content: "Sono qui con te." })
  })
})
