import { screen, waitFor } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import { describe, expect, it } from "vitest"

import {
  calls,
  json,
  renderChat,
  replyFrames,
  serve,
  sse,
  status,
  useChatTestSetup,
  user,
} from "../../../../test/support/client/chat-session.tsx"
import { chatRoutes, crisisCardRoute, storedReplyRoute } from "../../../../test/support/client/chat-routes.ts"

useChatTestSetup()

const VERIFY_FIRST =
  "Prima di iniziare la tua prima sessione conferma il tuo indirizzo email: ti abbiamo inviato un link. " +
  "Non lo trovi? Puoi chiederne uno nuovo dalla dashboard."

describe("an address not verified yet", () => {
  it("given an ordinary first message, then it waits for the address: the words, a new link, the text kept", async () => {
    let crisis = false
    serve({
      ...chatRoutes([], status("pending")),
      ...crisisCardRoute,
      ...storedReplyRoute,
      "GET /user/me": () => json({ ...user, is_verified: false }),
      "POST /auth/resend-verification": () => json({ message: "ok" }),
      "POST /chats/c1/messages": () =>
        crisis
          ? sse(replyFrames(true, ["Sono qui con te."]))
          : json({ detail: VERIFY_FIRST, code: "EMAIL_NOT_VERIFIED" }, 403),
    })
    renderChat()
    const input = await screen.findByLabelText("Il tuo messaggio")
    await userEvent.type(input, "Vorrei parlare{Enter}")
    const notice = await screen.findByText("Conferma il tuo indirizzo email")
    expect(notice.parentElement).toHaveTextContent(VERIFY_FIRST)
    expect(notice.parentElement).toHaveTextContent("anna@example.it")
    expect(screen.queryByText(/La sessione è terminata/)).not.toBeInTheDocument()
    expect(input).toBeEnabled()
    expect(input).toHaveValue("Vorrei parlare")
    await userEvent.click(screen.getByRole("button", { name: "Invia di nuovo il link" }))
    await waitFor(() => expect(calls.some((call) => call.path === "/auth/resend-verification")).toBe(true))

    // a crisis message is answered all the same, and the notice goes
    crisis = true
    await userEvent.clear(input)
    await userEvent.type(input, "Non ce la faccio più, voglio morire{Enter}")
    await screen.findByText("Sono qui con te.")
    expect(screen.getByRole("region", { name: "Non devi affrontarlo in solitudine" })).toBeInTheDocument()
    expect(screen.queryByText("Conferma il tuo indirizzo email")).not.toBeInTheDocument()
  })
})
