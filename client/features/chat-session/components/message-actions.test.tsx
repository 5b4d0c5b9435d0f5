import { act, cleanup, fireEvent, render, screen } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import { afterEach, describe, expect, it, vi } from "vitest"

import type { ViewMessage } from "../state/conversation.ts"
import { MessageBubble } from "./message-bubble.tsx"
import { MessageComposer } from "./message-composer.tsx"

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const reply = (over: Partial<ViewMessage> = {}): ViewMessage => ({
  id: "r-1",
  role: "assistant",
  timestamp: "2026-11-21T08:00:00Z",
  image: null,
  ciphertext: "cifrato",
  text: "Prova a **respirare** piano.",
  state: "stored",
  crisis: false,
  errorDetail: null,
  ...over,
})

const renderBubble = (message: ViewMessage) =>
  render(
    <ul>
      <MessageBubble
        message={message}
        senderLabel="Luna · assistente AI"
        renderImage={undefined}
        onRetry={() => {}}
        retryDisabled={false}
      />
    </ul>,
  )

describe("copy a message", () => {
  it("given a reply, when Copia is pressed, then its text is on the clipboard and it says Copiato", async () => {
    const user = userEvent.setup()
    const writeText = vi.spyOn(navigator.clipboard, "writeText")
    renderBubble(reply())
    await user.click(screen.getByRole("button", { name: "Copia la risposta" }))
    expect(writeText).toHaveBeenCalledWith("Prova a **respirare** piano.")
    expect(await navigator.clipboard.readText()).toBe("Prova a **respirare** piano.")
    expect(screen.getByRole("status")).toHaveTextContent("Copiato")
    expect(screen.getByRole("button", { name: "Copia la risposta" })).toHaveTextContent("Copiato")
  })

  it("given the user's own message, then its action is labelled for it", () => {
    renderBubble(reply({ id: "m-1", role: "user", text: "Sono stanca" }))
    expect(screen.getByRole("button", { name: "Copia quello che hai scritto" })).toBeInTheDocument()
  })

  it("given a clipboard that refuses, then it says so", async () => {
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValueOnce(new Error("denied"))
    renderBubble(reply())
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Copia la risposta" }))
    })
    expect(screen.getByRole("status")).toHaveTextContent("Copia non riuscita")
  })

  it("given a reply still arriving or a locked one, then there is nothing to copy", () => {
    renderBubble(reply({ state: "streaming", text: "Prova" }))
    expect(screen.queryByRole("button", { name: /Copia/ })).toBeNull()
    cleanup()
    renderBubble(reply({ text: null }))
    expect(screen.queryByRole("button", { name: /Copia/ })).toBeNull()
  })

  it("renders a finished reply as Markdown", () => {
    renderBubble(reply())
    expect(screen.getByText("respirare").tagName).toBe("STRONG")
  })
})

const renderComposer = (busy: boolean, onStop: () => void) =>
  render(
    <MessageComposer
      value=""
      onChange={() => {}}
      image={null}
      onRemoveImage={() => {}}
      onSubmit={() => {}}
      onStop={onStop}
      disabled={false}
      disabledReason={null}
      busy={busy}
    />,
  )

describe("Esc stops a reply", () => {
  it("given a reply arriving, when Esc is pressed, then it stops like the Stop button", async () => {
    const user = userEvent.setup()
    const onStop = vi.fn()
    renderComposer(true, onStop)
    expect(screen.getByText("Esc per fermare la risposta")).toBeInTheDocument()
    await user.keyboard("{Escape}")
    expect(onStop).toHaveBeenCalledTimes(1)
  })

  it("given no reply arriving, then Esc does nothing", async () => {
    const user = userEvent.setup()
    const onStop = vi.fn()
    renderComposer(false, onStop)
    await user.keyboard("{Escape}")
    expect(onStop).not.toHaveBeenCalled()
  })

  it("given a dialog open, then Esc is left to the dialog", async () => {
    const user = userEvent.setup()
    const onStop = vi.fn()
    renderComposer(true, onStop)
    const dialog = document.createElement("div")
    dialog.setAttribute("role", "dialog")
    document.body.append(dialog)
    try {
      await user.keyboard("{Escape}")
      expect(onStop).not.toHaveBeenCalled()
    } finally {
      dialog.remove()
    }
  })
})
