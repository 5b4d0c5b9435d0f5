import { screen, waitFor, within } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import { describe, expect, it, vi } from "vitest"

import { replyKeyStore } from "../../../lib/crypto/reply-key-store.ts"
import {
  calls,
  renderChat,
  replyFrames,
  serve,
  sse,
  useChatTestSetup,
} from "../../../../test/support/client/chat-session.tsx"
import { chatRoutes, crisisCardRoute, storedReplyRoute } from "../../../../test/support/client/chat-routes.ts"
import { HELP_LINE } from "./help-line.tsx"

useChatTestSetup()

const PANEL = "Non devi affrontarlo in solitudine"

const answered = (
  words: ReadonlyArray<string>,
  meta: {
    readonly crisis: boolean
    readonly risk?: "none" | "possible" | "high"
    readonly recorded?: boolean
  },
) => ({
  ...chatRoutes([]),
  ...crisisCardRoute,
  ...storedReplyRoute,
  "POST /chats/c1/messages": () => sse(replyFrames(meta.crisis, words, meta)),
})

const send = async (text: string) =>
  userEvent.type(await screen.findByRole("textbox", { name: /messaggio/i }), `${text}{Enter}`)

describe("risk short of a crisis, and a message heard without being recorded", () => {
  it("given possible risk, then no panel: one calm line opens the numbers with a tap", async () => {
    serve(answered(["Mi sembra pesante. Ti va di dirmi di più?"], { crisis: false, risk: "possible" }))
    renderChat()
    await send("Non so più che senso abbia tutto questo")
    const line = await screen.findByRole("button", { name: HELP_LINE })
    expect(screen.queryByRole("region", { name: PANEL })).not.toBeInTheDocument()
    expect(screen.queryByRole("link", { name: /Chiama Telefono Amico/ })).not.toBeInTheDocument()
    await userEvent.click(line)
    expect(line).toHaveAttribute("aria-expanded", "true")
    expect(screen.getByRole("link", { name: /Chiama Telefono Amico/ })).toHaveAttribute(
      "href",
      "tel:0223272327",
    )
  })

  it("given possible risk, then high, then the panel takes the line's place (never both)", async () => {
    let n = 0
    serve({
      ...answered([], { crisis: false }),
      "POST /chats/c1/messages": () => {
        n += 1
        const high = n > 1
        const frames = replyFrames(high, [`Risposta ${n}.`], { risk: high ? "high" : "possible" })
        return sse(frames.map(([event, data]) => [event, { ...(data as object), reply_id: `r-${n}` }]))
      },
    })
    renderChat()
    await send("Sono stanco di tutto")
    await screen.findByRole("button", { name: HELP_LINE })
    await screen.findByText("Risposta 1.")
    await waitFor(() => expect(screen.getByRole("button", { name: "Invia" })).toBeInTheDocument())
    await send("Voglio morire")
    await screen.findByRole("region", { name: PANEL })
    expect(screen.queryByRole("button", { name: HELP_LINE })).not.toBeInTheDocument()
  })

  it("given a message heard but not recorded, then the reply shows, is not stored, and says so gently", async () => {
    const forget = vi.spyOn(replyKeyStore, "forget")
    serve(answered(["Sono qui con te."], { crisis: true, recorded: false }))
    renderChat()
    await send("Voglio farla finita")
    const reply = (await screen.findByText("Sono qui con te.")).closest("li")
    expect(reply).not.toBeNull()
    await waitFor(() => expect(screen.getByRole("button", { name: "Invia" })).toBeInTheDocument())
    expect(within(reply as HTMLElement).getByText(/non resta salvato in questa chat/)).toBeInTheDocument()
    expect(within(reply as HTMLElement).getByRole("link", { name: "dashboard" })).toHaveAttribute(
      "href",
      "/dashboard",
    )
    expect(screen.getByRole("region", { name: PANEL })).toBeInTheDocument()
    expect(calls.some((call) => call.path === "/chats/c1/replies")).toBe(false)
    // nothing is left to store later either: the reply's key goes
    expect(forget).toHaveBeenCalledWith("m-new")
    forget.mockRestore()
  })
})
