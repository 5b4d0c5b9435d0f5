import { screen, waitFor, within } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import { describe, expect, it } from "vitest"

import { decryptText } from "../../../lib/crypto/message-crypto.ts"
import {
  calls,
  keyring,
  renderChat,
  serve,
  sse,
  replyFrames,
  useChatTestSetup,
} from "../../../../test/support/client/chat-session.tsx"
import {
  chatRoutes,
  crisisCardRoute,
  replyRoutes,
  storedReplyRoute,
} from "../../../../test/support/client/chat-routes.ts"
import { openReply, sealReply } from "../../../lib/crypto/reply-envelope.ts"
import { KEPT_OPEN_NOTE } from "./session-timer.tsx"

useChatTestSetup()

const CRISIS = "Non ce la faccio più, voglio farla finita"
const PANEL = "Non devi affrontarlo in solitudine"
const panels = () => screen.queryAllByRole("region", { name: PANEL })
const input = () => screen.getByRole("textbox", { name: /messaggio/i })

describe("the crisis panel", () => {
  it("is raised above the input, its mark stored inside the reply's ciphertext, and the session stays open", async () => {
    serve({ ...chatRoutes([]), ...crisisCardRoute, ...replyRoutes(true, ["Sono ", "qui."]) })
    renderChat()
    await userEvent.type(await screen.findByRole("textbox", { name: /messaggio/i }), `${CRISIS}{Enter}`)
    const panel = await screen.findByRole("region", { name: PANEL })
    // not a card in the conversation: one panel, beside the input, whatever scrolls
    expect(within(screen.getByRole("list", { name: "Messaggi" })).queryByText(PANEL)).toBeNull()
    expect(panel.compareDocumentPosition(input()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    await waitFor(() => expect(calls.some((call) => call.path === "/chats/c1/replies")).toBe(true))
    const stored = calls.find((call) => call.path === "/chats/c1/replies")?.body as Record<string, string>
    const sealed = await decryptText(keyring, stored["ciphertext"] ?? "")
    expect(openReply(sealed)).toEqual({ text: "Sono qui.", crisis: true, interrupted: false })
    expect(stored["ciphertext"]).not.toMatch(/cris/i)
    expect(screen.getByRole("note")).toHaveTextContent(KEPT_OPEN_NOTE)
    expect(screen.getByRole("timer")).toHaveTextContent("Aperta finché scrivi")
  })

  it("offers every number to call at once, and opens who answers when, the contact and the plan with one tap", async () => {
    serve({ ...chatRoutes([]), ...crisisCardRoute, ...replyRoutes(true, ["Sono qui."]) })
    renderChat()
    await userEvent.type(await screen.findByRole("textbox", { name: /messaggio/i }), `${CRISIS}{Enter}`)
    const panel = await screen.findByRole("region", { name: PANEL })
    for (const [name, dial] of [
      ["Chiama Numero unico di emergenza 112", "112"],
      ["Chiama Telefono Amico 02 2327 2327", "0223272327"],
      ["Chiama Telefono Azzurro 19696", "19696"],
      ["Chiama Antiviolenza e stalking 1522", "1522"],
      ["Chiama Marta +39 333 1234567", "+393331234567"],
    ] as const)
      expect(within(panel).getByRole("link", { name })).toHaveAttribute("href", `tel:${dial}`)
    expect(within(panel).queryByText(/Il tuo contatto di emergenza/)).not.toBeVisible()
    await userEvent.click(within(panel).getByRole("button", { name: "Numeri e orari" }))
    expect(within(panel).getByRole("button", { name: "Numeri e orari" })).toHaveAttribute(
      "aria-expanded",
      "true",
    )
    expect(within(panel).getByText(/Il tuo contatto di emergenza: Marta \(familiare\)/)).toBeVisible()
    expect(within(panel).getByRole("list", { name: "Chi risponde e quando" })).toHaveTextContent("Ascolto.")
  })

  it("makes the numbers a reply names tap-to-call links too", async () => {
    serve({
      ...chatRoutes([]),
      ...crisisCardRoute,
      ...replyRoutes(true, ["Puoi chiamare il 112 ", "o Telefono Amico (02 2327 2327)."]),
    })
    renderChat()
    await userEvent.type(await screen.findByRole("textbox", { name: /messaggio/i }), `${CRISIS}{Enter}`)
    const list = screen.getByRole("list", { name: "Messaggi" })
    await waitFor(() =>
      expect(within(list).getByRole("link", { name: "112" })).toHaveAttribute("href", "tel:112"),
    )
    expect(within(list).getByRole("link", { name: "02 2327 2327" })).toHaveAttribute("href", "tel:0223272327")
  })

  it("stays one panel, updated, however many messages raise it", async () => {
    let n = 0
    serve({
      ...chatRoutes([]),
      ...crisisCardRoute,
      ...storedReplyRoute,
      "POST /chats/c1/messages": () => {
        n += 1
        const frames = replyFrames(true, [`Sono qui ${n}.`])
        return sse(frames.map(([event, data]) => [event, { ...(data as object), reply_id: `r-${n}` }]))
      },
    })
    renderChat()
    for (let i = 1; i <= 4; i++) {
      await userEvent.type(
        await screen.findByRole("textbox", { name: /messaggio/i }),
        `${CRISIS} ${i}{Enter}`,
      )
      await screen.findByText(`Sono qui ${i}.`)
      await waitFor(() => expect(screen.getByRole("button", { name: "Invia" })).toBeInTheDocument())
    }
    expect(panels()).toHaveLength(1)
  })

  it("comes back after a reload, once, from the replies' ciphertext, and keeps the session open", async () => {
    serve({
      ...chatRoutes([
        { role: "user", text: "Ciao" },
        {
          role: "assistant",
          text: sealReply({ text: "Ciao, come stai?", crisis: false, interrupted: false }),
        },
        { role: "user", text: CRISIS },
        { role: "assistant", text: sealReply({ text: "Sono qui con te.", crisis: true, interrupted: true }) },
        { role: "user", text: "Ancora peggio, voglio morire" },
        { role: "assistant", text: sealReply({ text: "Ti ascolto.", crisis: true, interrupted: false }) },
      ]),
      ...crisisCardRoute,
      ...replyRoutes(false, ["Ti ascolto ancora."]),
    })
    renderChat()
    const panel = await screen.findByRole("region", { name: PANEL })
    expect(within(panel).getByRole("link", { name: /112/ })).toHaveAttribute("href", "tel:112")
    const texts = Array.from(
      screen.getByRole("list", { name: "Messaggi" }).children,
      (item) => item.textContent ?? "",
    )
    expect(texts).toHaveLength(6)
    expect(texts[3]).toContain("Sono qui con te.")
    expect(texts[3]).toContain("Risposta interrotta")
    expect(panels()).toHaveLength(1)
    expect(screen.getByRole("note")).toHaveTextContent(KEPT_OPEN_NOTE)

    await userEvent.type(input(), "grazie{Enter}")
    await screen.findByText("Ti ascolto ancora.")
    const sent = calls.find((call) => call.path === "/chats/c1/messages")?.body as Record<string, unknown>
    expect(sent["crisis_context"]).toBe("Ancora peggio, voglio morire")
    expect(sent["history"]).toContainEqual({ role: "assistant", content: "Sono qui con te." })
  })
})
