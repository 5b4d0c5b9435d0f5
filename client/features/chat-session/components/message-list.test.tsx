import { cleanup, render, screen, within } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import { afterEach, describe, expect, it } from "vitest"

import type { ViewMessage } from "../state/conversation.ts"
import { MESSAGE_PAGE, MessageList } from "./message-list.tsx"

const stored = (count: number): ViewMessage[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `m-${i + 1}`,
    role: i % 2 === 0 ? "user" : "assistant",
    timestamp: "2026-11-21T08:00:00Z",
    image: null,
    ciphertext: "cifrato",
    text: `Messaggio ${i + 1}`,
    state: "stored",
    crisis: false,
    errorDetail: null,
  }))

const renderList = (messages: ReadonlyArray<ViewMessage>, historyReady = true) =>
  render(
    <MessageList
      messages={messages}
      historyReady={historyReady}
      phase="idle"
      aiName="Luna"
      senderLabel="Luna · assistente AI"
      canSendTopic
      onTopic={() => {}}
      onRetry={() => {}}
      renderImage={undefined}
    />,
  )

afterEach(cleanup)

const items = () => within(screen.getByRole("list", { name: "Messaggi" })).getAllByRole("listitem")

describe("message list", () => {
  it("opens a long conversation on its latest page, in order, and adds earlier pages on request", async () => {
    renderList(stored(150))
    expect(items()).toHaveLength(MESSAGE_PAGE)
    expect(items()[0]).toHaveTextContent("Messaggio 91")
    expect(items().at(-1)).toHaveTextContent("Messaggio 150")

    await userEvent.click(
      screen.getByRole("button", { name: "Mostra i messaggi precedenti (90 non mostrati)" }),
    )
    expect(items()).toHaveLength(2 * MESSAGE_PAGE)
    expect(items()[0]).toHaveTextContent("Messaggio 31")

    await userEvent.click(
      screen.getByRole("button", { name: "Mostra i messaggi precedenti (30 non mostrati)" }),
    )
    expect(items()).toHaveLength(150)
    expect(items()[0]).toHaveTextContent("Messaggio 1")
    expect(screen.queryByRole("button", { name: /messaggi precedenti/ })).not.toBeInTheDocument()
  })

  it("shows a short conversation whole, with no button", () => {
    renderList(stored(2))
    expect(items()).toHaveLength(2)
    expect(screen.queryByRole("button", { name: /messaggi precedenti/ })).not.toBeInTheDocument()
  })

  it("waits for the history to be decrypted before rendering it, and says so", () => {
    renderList(stored(10), false)
    expect(screen.getByRole("status")).toHaveTextContent("Decifratura della conversazione…")
    expect(screen.queryByText("Messaggio 10")).not.toBeInTheDocument()
  })

  it("shows a message it could not decrypt as locked", () => {
    renderList([{ ...stored(1)[0]!, text: null }])
    expect(screen.getByText("Messaggio cifrato non disponibile")).toBeInTheDocument()
  })
})
