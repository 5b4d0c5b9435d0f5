import { screen, waitFor, within } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import { describe, expect, it, vi } from "vitest"

import { decryptText } from "../../../lib/crypto/message-crypto.ts"
import {
  calls,
  json,
  keyring,
  renderChat,
  serve,
  status,
  useChatTestSetup,
  user,
} from "../../../../test/support/client/chat-session.tsx"
import { chatRoutes, crisisCardRoute, replyRoutes } from "../../../../test/support/client/chat-routes.ts"
import { openReply } from "../../../lib/crypto/reply-envelope.ts"
import { notify } from "../../../lib/notify.ts"
import { seenOnce } from "../../../lib/seen-once.ts"

useChatTestSetup()

describe("chat screen", () => {
  it("decrypts the history, streams a reply, and stores only ciphertext", async () => {
    serve({
      ...chatRoutes([
        { role: "user", text: "Ieri ho litigato con mia sorella" },
        { role: "assistant", text: null },
      ]),
      ...replyRoutes(false, ["Ti ", "ascolto ", "con ", "calma."]),
    })
    renderChat()
    expect(await screen.findByText("Ieri ho litigato con mia sorella")).toBeInTheDocument()
    expect(screen.getByText("Messaggio cifrato non disponibile")).toBeInTheDocument()
    // this browser opens the other messages: the locked one was sealed with an older key, and it says why
    expect(screen.getByRole("note")).toHaveTextContent(/cifrati con una chiave che il tuo account non ha più/)
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Luna · assistente AI")
    expect(screen.getAllByText(/Assistente offline \(locale\)/).length).toBeGreaterThan(0)

    const input = screen.getByLabelText("Il tuo messaggio")
    await userEvent.type(input, "Oggi va meglio{Shift>}{Enter}{/Shift}ma sono stanca")
    expect(input).toHaveValue("Oggi va meglio\nma sono stanca")
    await userEvent.keyboard("{Enter}")

    expect(await screen.findByText("Ti ascolto con calma.")).toBeInTheDocument()
    await waitFor(() => expect(input).toHaveValue(""))
    expect(screen.getByText("Luna ha risposto: Ti ascolto con calma.")).toBeInTheDocument()

    const send = calls.find((call) => call.path === "/chats/c1/messages")
    const body = send?.body as Record<string, unknown>
    expect(send?.headers.get("Accept")).toBe("text/event-stream")
    expect(send?.headers.get("Authorization")).toBe("Bearer t-1")
    expect(body["content"]).toBe("Oggi va meglio\nma sono stanca")
    expect(body["message_id"]).toMatch(/^[0-9a-f-]{36}$/)
    await expect(decryptText(keyring, body["ciphertext"] as string)).resolves.toBe(
      "Oggi va meglio\nma sono stanca",
    )
    await expect(decryptText(keyring, body["title"] as string)).resolves.toBe("Oggi va meglio ma sono stanca")
    // The locked turn is left out; the readable one travels in plaintext.
    expect(body["history"]).toEqual([{ role: "user", content: "Ieri ho litigato con mia sorella" }])

    await waitFor(() => expect(calls.some((call) => call.path === "/chats/c1/replies")).toBe(true))
    const stored = calls.find((call) => call.path === "/chats/c1/replies")?.body as Record<string, string>
    expect(stored["reply_id"]).toBe("11111111-1111-4111-8111-111111111111")
    const sealed = await decryptText(keyring, stored["ciphertext"] ?? "")
    expect(openReply(sealed)).toEqual({ text: "Ti ascolto con calma.", crisis: false, interrupted: false })
    // The status is read again after the reply.
    await waitFor(() =>
      expect(calls.filter((call) => call.path === "/sessions/status/c1").length).toBeGreaterThan(1),
    )
  })

  it("raises the crisis panel above the input, with the user's own contact to call", async () => {
    serve({
      ...chatRoutes([], status("pending")),
      ...crisisCardRoute,
      ...replyRoutes(true, ["Sono ", "qui."]),
    })
    renderChat()
    await waitFor(() => expect(screen.getByRole("timer")).toHaveTextContent("In attesa del primo messaggio"))
    await userEvent.click(screen.getByRole("button", { name: "Stress e ansia" }))
    const card = await screen.findByRole("region", { name: "Non devi affrontarlo in solitudine" })
    for (const [label, dial] of [
      ["112", "112"],
      ["02 2327 2327", "0223272327"],
      ["19696", "19696"],
      ["1522", "1522"],
    ] as const) {
      expect(within(card).getByRole("link", { name: new RegExp(label) })).toHaveAttribute(
        "href",
        `tel:${dial}`,
      )
    }
    expect(within(card).getByRole("link", { name: "Chiama Marta +39 333 1234567" })).toHaveAttribute(
      "href",
      "tel:+393331234567",
    )
    expect(card).toHaveTextContent("Il tuo contatto di emergenza: Marta (familiare) — +39 333 1234567")
    expect(await screen.findByText("Sono qui.")).toBeInTheDocument()
    const sent = calls.find((call) => call.path === "/chats/c1/messages")?.body as Record<string, unknown>
    expect(sent["content"]).toBe("Ultimamente mi sento sotto stress e in ansia. Vorrei parlarne.")
  })

  it("keeps the typed text when the session refuses it, and disables the input", async () => {
    serve({
      ...chatRoutes([{ role: "user", text: "Ciao" }], status("active"), "titolo"),
      "POST /chats/c1/messages": () =>
        json({ detail: "⏰ La sessione è terminata. I 30 minuti sono scaduti.", code: "SESSION_ENDED" }, 403),
    })
    renderChat()
    const input = await screen.findByLabelText("Il tuo messaggio")
    await userEvent.type(input, "Un'ultima cosa{Enter}")
    expect(await screen.findByRole("button", { name: "Nuova Sessione" })).toBeInTheDocument()
    expect(input).toHaveValue("Un'ultima cosa")
    expect(input).toBeDisabled()
    await userEvent.click(screen.getByRole("button", { name: "Nuova Sessione" }))
    expect(input).toBeEnabled()
    expect(input).toHaveValue("Un'ultima cosa")
  })

  it("near the end offers to organise the next session and the 2-minute extension", async () => {
    serve({
      ...chatRoutes(
        [{ role: "user", text: "Ciao" }],
        status("ending_soon", { remaining_minutes: 4 }),
        "titolo",
      ),
    })
    renderChat()
    expect(await screen.findByText("Mancano 5 minuti alla fine della sessione.")).toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Organizza la prossima sessione" })).toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Estendi di 2 minuti" })).toBeInTheDocument()
    expect(screen.getByRole("timer")).toHaveTextContent(/Mancano \d+ minuti/)
  })

  it("after a reload near the end (the prompt already seen), still offers to organise the next session until Non ora", async () => {
    seenOnce.mark("ending-soon", "c1")
    seenOnce.mark("halfway", "c1")
    serve({
      ...chatRoutes(
        [{ role: "user", text: "Ciao" }],
        status("ending_soon", { remaining_minutes: 4 }),
        "titolo",
      ),
    })
    renderChat()
    expect(await screen.findByRole("button", { name: "Organizza la prossima sessione" })).toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Estendi di 2 minuti" })).toBeInTheDocument()
    await userEvent.click(screen.getByRole("button", { name: "Non ora" }))
    expect(screen.queryByRole("button", { name: "Organizza la prossima sessione" })).toBeNull()
    expect(screen.getByRole("button", { name: "Estendi di 2 minuti" })).toBeInTheDocument()
  })

  it("once extended, still offers to organise the next session (without a second extension)", async () => {
    seenOnce.mark("ending-soon", "c1")
    serve({
      ...chatRoutes(
        [{ role: "user", text: "Ciao" }],
        status("extended", { remaining_minutes: 3, is_extended: true, can_extend: false }),
        "titolo",
      ),
    })
    renderChat()
    expect(await screen.findByRole("button", { name: "Organizza la prossima sessione" })).toBeInTheDocument()
    expect(screen.queryByRole("button", { name: "Estendi di 2 minuti" })).toBeNull()
    expect(
      screen.getByText("Vuoi organizzare la prossima sessione? Puoi farlo anche dalla dashboard."),
    ).toBeInTheDocument()
  })

  it("completes a session whose time is over and says what is left", async () => {
    serve({
      ...chatRoutes(
        [{ role: "user", text: "Ciao" }],
        status("completed", { ends_at: null, remaining_minutes: 0 }),
        "titolo",
      ),
      "POST /sessions/c1/complete": () =>
        json({ sessions_decremented: true, sessions_remaining: 2, has_unlimited_sessions: false }),
    })
    const info = vi.spyOn(notify, "info")
    renderChat()
    expect(await screen.findByText("Ti restano 2 sessioni.")).toBeInTheDocument()
    // the banner says it: no toast repeats it over the banner (issue 28)
    expect(info).not.toHaveBeenCalledWith(expect.stringMatching(/Sessione conclusa/), expect.anything())
    // (sonner keeps toasts across tests, so look at the banner itself)
    expect(
      screen.getByText("La sessione è terminata. I 30 minuti sono scaduti.", { selector: "strong" }),
    ).toBeInTheDocument()
    expect(screen.getByLabelText("Il tuo messaggio")).toBeDisabled()
    expect(calls.filter((call) => call.path === "/sessions/c1/complete")).toHaveLength(1)
  })

  it("goes back to the dashboard when the chat cannot be loaded", async () => {
    serve({
      "GET /user/me": () => json(user),
      "GET /sessions/status/c1": () => json(status("pending")),
      "GET /chats": () => json([]),
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
    })
    const location = renderChat()
    await waitFor(() => expect(location.history.at(-1)).toBe("/dashboard"))
    expect(await screen.findByText("Errore nel caricamento della chat")).toBeInTheDocument()
  })
})
