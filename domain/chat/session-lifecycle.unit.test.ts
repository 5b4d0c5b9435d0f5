import { describe, expect, it } from "vitest"
import { foldEvents } from "../shared/decider.ts"
import { expectOutcome } from "../../test/support/domain/given-when-then.ts"
import { walletDecider } from "../wallet/wallet-decider.ts"
import type { WalletEvent } from "../wallet/wallet-events.ts"
import {
  codeRedeemed,
  consumed,
  freeGranted,
  reserved,
  usedFree,
} from "../../test/support/domain/wallet-fixtures.ts"
import { chatDecider } from "./chat-decider.ts"
import type { ChatEvent } from "./chat-events.ts"
import {
  chatId,
  completed,
  created,
  deleted,
  message,
  minute,
  started,
  userId,
} from "../../test/support/domain/chat-fixtures.ts"
import {
  completeSession,
  deleteChatSession,
  sendUserMessage,
  sessionsDecremented,
  startSession,
  type SessionDecision,
} from "./session-lifecycle.ts"

const wallet = (events: ReadonlyArray<WalletEvent>) => foldEvents(walletDecider, events)
const chat = (events: ReadonlyArray<ChatEvent>) => foldEvents(chatDecider, events)
const both = (decision: SessionDecision) => [...decision.wallet, ...decision.chat]
const forever = codeRedeemed("VIPFOREVER", { _tag: "Unlimited", until: null })
const running = [created, started(), message("m1")]
const firstMessage = {
  _tag: "RecordMessage" as const,
  chatId,
  userId,
  messageId: "m1",
  ciphertext: "cipher-m1",
  image: null,
  now: minute(0),
}

describe("startSession", () => {
  it("reserves a credit and starts the chat in one decision", () =>
    expectOutcome(
      startSession({ chatId, userId, now: minute(0) }, wallet([freeGranted]), chat([created])),
      both,
    ).then([reserved(chatId, "free", minute(0)), started("free")]))

  it("records where the credit came from", () =>
    expectOutcome(
      startSession({ chatId, userId, now: minute(0) }, wallet([forever]), chat([created])),
      both,
    ).then([reserved(chatId, "unlimited", minute(0)), started("unlimited")]))

  it("refuses without a credit, starting nothing", () =>
    expectOutcome(
      startSession(
        { chatId, userId, now: minute(0) },
        wallet([freeGranted, ...usedFree(3)]),
        chat([created]),
      ),
    ).thenFails("NoCreditsAvailable"))

  it("refuses another user's chat before reserving", () =>
    expectOutcome(
      startSession({ chatId, userId: "user-2", now: minute(0) }, wallet([freeGranted]), chat([created])),
    ).thenFails("ChatNotFound"))

  it("refuses a started session", () =>
    expectOutcome(
      startSession({ chatId, userId, now: minute(1) }, wallet([freeGranted]), chat(running)),
    ).thenFails("SessionAlreadyStarted"))
})

describe("sendUserMessage", () => {
  it("starts the session with the first message", () =>
    expectOutcome(sendUserMessage(firstMessage, wallet([freeGranted]), chat([created])), both).then([
      reserved(chatId, "free", minute(0)),
      started("free"),
      message("m1", "user", minute(0)),
    ]))

  it("only records later messages", () =>
    expectOutcome(
      sendUserMessage(
        { ...firstMessage, messageId: "m2", ciphertext: "cipher-m2", now: minute(5) },
        wallet([freeGranted]),
        chat(running),
      ),
      both,
    ).then([message("m2", "user", minute(5))]))

  it("refuses a message after the end", () =>
    expectOutcome(
      sendUserMessage(
        { ...firstMessage, messageId: "m2", now: minute(31) },
        wallet([freeGranted]),
        chat(running),
      ),
    ).thenFails("SessionEnded"))

  it("refuses the first message without a credit", () =>
    expectOutcome(sendUserMessage(firstMessage, wallet([]), chat([created]))).thenFails("NoCreditsAvailable"))

  const titled = (titleCiphertext: string, at: string): ChatEvent => ({
    _tag: "ChatTitled",
    schemaVersion: 1,
    chatId,
    titleCiphertext,
    at,
  })

  it("names the chat with the first message that carries a title", () =>
    expectOutcome(
      sendUserMessage(
        { ...firstMessage, titleCiphertext: "title-1" },
        wallet([freeGranted]),
        chat([created]),
      ),
      both,
    ).then([
      reserved(chatId, "free", minute(0)),
      started("free"),
      message("m1", "user", minute(0)),
      titled("title-1", minute(0)),
    ]))

  it("keeps the first title: a later one is not recorded", () =>
    expectOutcome(
      sendUserMessage(
        {
          ...firstMessage,
          messageId: "m2",
          ciphertext: "cipher-m2",
          titleCiphertext: "title-2",
          now: minute(5),
        },
        wallet([freeGranted]),
        chat([...running, titled("title-1", minute(0))]),
      ),
      both,
    ).then([message("m2", "user", minute(5))]))
})

describe("completeSession", () => {
  const held = [freeGranted, reserved(chatId, "free", minute(0))]
  const complete = { chatId, userId, by: "client" as const, now: minute(30) }

  it("completes and consumes the credit", () => {
    const decision = completeSession(complete, wallet(held), chat(running))
    expectOutcome(decision, both).then([
      consumed(chatId, "free", minute(30)),
      completed("client", minute(30)),
    ])
    expect(decision._tag === "Success" && sessionsDecremented(decision.success)).toBe(true)
  })

  it("does nothing the second time, whoever asks", () =>
    expectOutcome(
      completeSession(
        { ...complete, by: "expiry", now: minute(31) },
        wallet([...held, consumed(chatId, "free", minute(30))]),
        chat([...running, completed("client", minute(30))]),
      ),
      both,
    ).thenNothingHappened())

  it("consumes nothing with unlimited access", () => {
    const decision = completeSession(
      complete,
      wallet([forever, reserved(chatId, "unlimited")]),
      chat([created, started("unlimited")]),
    )
    expectOutcome(decision, both).then([completed("client", minute(30))])
    expect(decision._tag === "Success" && sessionsDecremented(decision.success)).toBe(false)
  })

  it("refuses a session that never started", () =>
    expectOutcome(completeSession(complete, wallet([freeGranted]), chat([created]))).thenFails(
      "SessionNotStarted",
    ))
})

describe("deleteChatSession", () => {
  const remove = { chatId, userId, now: minute(10) }

  it("releases nothing for a chat that never started", () =>
    expectOutcome(deleteChatSession(remove, wallet([freeGranted]), chat([created])), both).then([
      deleted(minute(10)),
    ]))

  it("completes and consumes a running session", () =>
    expectOutcome(
      deleteChatSession(remove, wallet([freeGranted, reserved(chatId, "free", minute(0))]), chat(running)),
      both,
    ).then([consumed(chatId, "free", minute(10)), completed("deletion", minute(10)), deleted(minute(10))]))

  it("consumes nothing more for a completed session", () =>
    expectOutcome(
      deleteChatSession(
        remove,
        wallet([freeGranted, reserved(chatId, "free", minute(0)), consumed(chatId, "free", minute(30))]),
        chat([...running, completed()]),
      ),
      both,
    ).then([deleted(minute(10))]))

  it("hides another user's chat", () =>
    expectOutcome(deleteChatSession({ ...remove, userId: "user-2" }, wallet([]), chat(running))).thenFails(
      "ChatNotFound",
    ))
})
