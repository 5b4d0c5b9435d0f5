import { cleanup, screen, waitFor } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import { describe, expect, it, vi } from "vitest"

import { notify } from "../../../lib/notify.ts"
import {
  json,
  renderChat,
  replyFrames,
  serve,
  status,
  useChatTestSetup,
} from "../../../../test/support/client/chat-session.tsx"
import { chatRoutes, storedReplyRoute } from "../../../../test/support/client/chat-routes.ts"
import { HALFWAY_TOAST } from "../state/session-lifecycle.ts"

useChatTestSetup()

/** A reply that sends its first words and then waits, as a slow model would, until `finish` is called. */
const slowReply = () => {
  let finish = () => {}
  const [meta, firstWord, ...rest] = replyFrames(false, ["Ti ", "ascolto."])
  const frame = ([event, data]: [string, unknown]) =>
    new TextEncoder().encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)
  const response = new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(frame(meta!))
        controller.enqueue(frame(firstWord!))
        finish = () => {
          for (const next of rest) controller.enqueue(frame(next))
          controller.close()
        }
      },
    }),
    { status: 200, headers: { "Content-Type": "text/event-stream" } },
  )
  return { response, finish: () => finish() }
}

/** Chat c1 with no message yet: its session pending until the first message, then active, answered by `reply`. */
const firstMessageRoutes = (reply: ReturnType<typeof slowReply>) => {
  let sent = false
  const routes = {
    ...chatRoutes([], () => status(sent ? "active" : "pending")),
    "POST /chats/c1/messages": () => {
      sent = true
      return reply.response
    },
    ...storedReplyRoute,
  }
  return { routes, sent: () => sent }
}

describe("chat notices", () => {
  it("given the halfway toast was shown, when the chat is opened again, then it is not shown again", async () => {
    const info = vi.spyOn(notify, "info").mockImplementation(() => {})
    serve({
      ...chatRoutes([{ role: "user", text: "Ciao" }], status("halfway")),
    })
    renderChat()
    await waitFor(() => expect(info).toHaveBeenCalledWith(HALFWAY_TOAST))
    cleanup()
    info.mockClear()
    renderChat()
    await screen.findByText("Ciao")
    await waitFor(() => expect(screen.getByRole("timer")).toHaveTextContent(/\d\d:\d\d/))
    expect(info).not.toHaveBeenCalled()
  })

  it("given a first message, then the countdown shows while the first reply is still arriving", async () => {
    const reply = slowReply()
    serve(firstMessageRoutes(reply).routes)
    renderChat()
    await waitFor(() => expect(screen.getByRole("timer")).toHaveTextContent("In attesa del primo messaggio"))
    await userEvent.type(screen.getByLabelText("Il tuo messaggio"), "Oggi sono in ansia{Enter}")
    expect(await screen.findByText("Ti")).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole("timer")).toHaveTextContent(/\d\d:\d\d/))
    expect(screen.getByText("Tempo rimanente")).toBeInTheDocument()
    reply.finish()
    expect(await screen.findByText("Ti ascolto.")).toBeInTheDocument()
  })

  it("given no message yet, then it says what the first message will use, and no more once it is sent", async () => {
    const reply = slowReply()
    const { routes, sent } = firstMessageRoutes(reply)
    serve({
      "GET /user/session-info": () =>
        json({
          free_sessions_remaining: sent() ? 1 : 2,
          subscription_sessions_remaining: 0,
          purchased_sessions_remaining: 0,
          total_sessions_available: sent() ? 1 : 2,
          has_active_subscription: false,
          subscription_expires_at: null,
          has_unlimited_sessions: false,
          unlimited_expires_at: null,
        }),
      ...routes,
    })
    renderChat()
    const note = "Il primo messaggio apre la sessione e usa una sessione gratuita: ne hai ancora 2."
    expect(await screen.findByRole("note")).toHaveTextContent(note)
    await waitFor(() => expect(screen.getByRole("timer")).toHaveTextContent("In attesa del primo messaggio"))
    await userEvent.type(screen.getByLabelText("Il tuo messaggio"), "Oggi sono in ansia{Enter}")
    expect(await screen.findByText("Ti")).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByText(note)).toBeNull())
    reply.finish()
    expect(await screen.findByText("Ti ascolto.")).toBeInTheDocument()
  })
})
