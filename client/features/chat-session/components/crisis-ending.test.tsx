import { screen, waitFor, within } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import { describe, expect, it, vi } from "vitest"

import { notify } from "../../../lib/notify.ts"

import {
  calls,
  chat,
  json,
  renderChat,
  serve,
  status,
  useChatTestSetup,
  user,
} from "../../../../test/support/client/chat-session.tsx"
import { chatRoutes, crisisCardRoute, replyRoutes } from "../../../../test/support/client/chat-routes.ts"
import { sealReply } from "../../../lib/crypto/reply-envelope.ts"
import { CHECK_IN_TEXT } from "./check-in-note.tsx"
import { CRISIS_PAUSE_TEXT } from "./crisis-pause.tsx"

useChatTestSetup()

const CRISIS = "Non ce la faccio più, voglio farla finita"
const crisisHistory = [
  { role: "user", text: CRISIS },
  { role: "assistant", text: sealReply({ text: "Sono qui con te.", crisis: true, interrupted: false }) },
]
const threeFree = {
  "GET /user/session-info": () =>
    json({
      free_sessions_remaining: 3,
      subscription_sessions_remaining: 0,
      purchased_sessions_remaining: 0,
      total_sessions_available: 3,
      has_active_subscription: false,
      subscription_expires_at: null,
      has_unlimited_sessions: false,
      unlimited_expires_at: null,
    }),
}
const completion = {
  "POST /sessions/c1/complete": () =>
    json({ sessions_decremented: true, sessions_remaining: 0, has_unlimited_sessions: false }),
}

describe("the end of a session that raised the crisis panel", () => {
  it("given it went quiet, then it pauses: the conversation stays, numbers and plan first, no clock, no count", async () => {
    const info = vi.spyOn(notify, "info").mockImplementation(() => {})
    let resumed = false
    serve({
      ...chatRoutes(crisisHistory, () => status(resumed ? "active" : "completed")),
      ...completion,
      ...crisisCardRoute,
      ...replyRoutes(true, ["Sono ancora qui."]),
    })
    renderChat()
    expect(await screen.findByText(CRISIS_PAUSE_TEXT)).toBeInTheDocument()
    expect(screen.queryByText(/30 minuti sono scaduti|La sessione è terminata/)).not.toBeInTheDocument()
    expect(screen.queryByText(/Ti restano|Non ti restano/)).not.toBeInTheDocument()
    expect(info).not.toHaveBeenCalledWith(expect.stringMatching(/Sessione conclusa/), expect.anything())
    expect(screen.queryByRole("button", { name: "Nuova Sessione" })).not.toBeInTheDocument()
    expect(screen.getByRole("timer")).toHaveTextContent("In pausa")
    const panel = screen.getByRole("region", { name: "Non devi affrontarlo in solitudine" })
    expect(within(panel).getByRole("link", { name: /Chiama Telefono Amico/ })).toBeVisible()
    // the summary and the mood wait behind one tap, after the panel
    const later = screen.getByRole("button", { name: /il riassunto e come ti senti/ })
    expect(later).toHaveAttribute("aria-expanded", "false")
    expect(panel.compareDocumentPosition(later) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()

    // the person writes again: the session opens once more
    const input = screen.getByRole("textbox", { name: /messaggio/i })
    expect(input).toBeEnabled()
    resumed = true
    await userEvent.type(input, "sono ancora qui{Enter}")
    await screen.findByText("Sono ancora qui.")
    await waitFor(() => expect(screen.queryByText(CRISIS_PAUSE_TEXT)).not.toBeInTheDocument())
    await waitFor(() => expect(screen.getByRole("timer")).toHaveTextContent("Aperta finché scrivi"))
    info.mockRestore()
  })

  it("given the session before this one raised the panel, then this one opens with a gentle check-in", async () => {
    const earlier = { ...(await chat(crisisHistory)), id: "c0" }
    const summary = (id: string, created_at: string, message_count: number) => ({
      id,
      title: null,
      therapeutic_approach: "gpt",
      created_at,
      updated_at: created_at,
      message_count,
      session_status: message_count > 0 ? "completed" : "pending",
    })
    serve({
      ...chatRoutes([], status("pending")),
      ...crisisCardRoute,
      ...threeFree,
      "GET /chats": () =>
        json([summary("c1", "2026-11-22T08:00:00Z", 0), summary("c0", "2026-11-21T08:00:00Z", 2)]),
      "GET /chats/c0": () => json(earlier),
      "GET /journey": () => json({ memory_enabled: false, summaries: [], moods: [], visit_note: null }),
    })
    renderChat()
    expect(await screen.findByText(CHECK_IN_TEXT)).toBeInTheDocument()
    // one question (issue 27): the opening mood scale is its answer, and asks nothing of its own
    const answer = await screen.findByRole("region", { name: CHECK_IN_TEXT })
    expect(within(answer).getByRole("radio", { name: /^3/ })).toBeInTheDocument()
    expect(screen.queryByText(/Come ti senti adesso, prima di iniziare\?/)).not.toBeInTheDocument()
    expect(screen.getAllByText(/Come (stai|ti senti)/)).toHaveLength(1)
    expect(screen.getByRole("link", { name: "una persona con cui parlare" })).toHaveAttribute(
      "href",
      "/parla-con-una-persona",
    )
    // no cost beside it (the session info is in: the note would show by now)
    await waitFor(() => expect(calls.some((call) => call.path === "/user/session-info")).toBe(true))
    expect(screen.queryByText(/sessione gratuita|9,99/)).not.toBeInTheDocument()
    expect(screen.getByText(`${user.ai_name} · assistente AI offline`)).toBeInTheDocument()
    await userEvent.click(screen.getByRole("button", { name: "I numeri di aiuto" }))
    expect(screen.getByRole("link", { name: /Chiama Numero unico di emergenza 112/ })).toHaveAttribute(
      "href",
      "tel:112",
    )
    // nothing of it reached the server but the two reads
    expect(screen.queryByRole("region", { name: "Non devi affrontarlo in solitudine" })).toBeNull()
  })

  it("given the session before this one was an ordinary one, then no check-in", async () => {
    const earlier = {
      ...(await chat([
        { role: "user", text: "Ciao" },
        { role: "assistant", text: sealReply({ text: "Ciao!", crisis: false, interrupted: false }) },
      ])),
      id: "c0",
    }
    serve({
      ...chatRoutes([], status("pending")),
      ...threeFree,
      "GET /chats": () =>
        json([
          { id: "c1", created_at: "2026-11-22T08:00:00Z", message_count: 0 },
          { id: "c0", created_at: "2026-11-21T08:00:00Z", message_count: 2 },
        ]),
      "GET /chats/c0": () => json(earlier),
    })
    renderChat()
    await screen.findByText("Di cosa vorresti parlare?")
    await waitFor(() => expect(screen.getByRole("timer")).toHaveTextContent("In attesa del primo messaggio"))
    expect(await screen.findByText(/usa una sessione gratuita/)).toBeInTheDocument()
    expect(screen.queryByText(CHECK_IN_TEXT)).not.toBeInTheDocument()
  })
})
