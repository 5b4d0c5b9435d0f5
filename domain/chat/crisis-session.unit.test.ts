import { describe, expect, it } from "vitest"
import { Result } from "effect"
import { foldEvents } from "../shared/decider.ts"
import { expectOutcome } from "../../test/support/domain/given-when-then.ts"
import { walletDecider } from "../wallet/wallet-decider.ts"
import type { WalletEvent } from "../wallet/wallet-events.ts"
import {
  consumed,
  freeGranted,
  purchased,
  released,
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
  endsAt,
  message,
  minute,
  started,
  userId,
} from "../../test/support/domain/chat-fixtures.ts"
import { sessionClock } from "./session-clock.ts"
import {
  completeSession,
  sendUserMessage,
  type SessionDecision,
  type SendUserMessage,
} from "./session-lifecycle.ts"

const noCredits: ReadonlyArray<WalletEvent> = [freeGranted, ...usedFree(3)]
const chat = (events: ReadonlyArray<ChatEvent>) => foldEvents(chatDecider, events)
const wallet = (events: ReadonlyArray<WalletEvent>) => foldEvents(walletDecider, events)
const both = (decision: SessionDecision) => [...decision.wallet, ...decision.chat]

const write = (at: number, fields: Partial<SendUserMessage> = {}): SendUserMessage => ({
  _tag: "RecordMessage",
  chatId,
  userId,
  messageId: `m-${at}`,
  ciphertext: `cipher-m-${at}`,
  image: null,
  now: minute(at),
  ...fields,
})
const recorded = (at: number): ChatEvent => message(`m-${at}`, "user", minute(at))
const startedAt = (at: number, creditSource: "waived" | "free" | "purchased"): ChatEvent => ({
  _tag: "SessionStarted",
  schemaVersion: 1,
  chatId,
  startedAt: minute(at),
  endsAt: minute(at + 30),
  creditSource,
})
const kept = (at: number, untilMinute: number, minutes: number): ChatEvent => ({
  _tag: "SessionExtended",
  schemaVersion: 1,
  chatId,
  minutes,
  reason: "continuation",
  newEndsAt: minute(untilMinute),
  at: minute(at),
})
const resumed = (at: number): ChatEvent => ({
  _tag: "SessionResumed",
  schemaVersion: 1,
  chatId,
  newEndsAt: minute(at + 10),
  at: minute(at),
})
const waived = (chat = chatId, at = 0): WalletEvent => ({
  _tag: "CreditReserved",
  schemaVersion: 1,
  userId,
  chatId: chat,
  source: "waived",
  at: minute(at),
})

describe("help is never behind a paywall (issue 22)", () => {
  it("given no credits left, when a crisis message opens a chat, then a waived session starts and it is heard", () =>
    expectOutcome(sendUserMessage(write(0, { crisis: true }), wallet(noCredits), chat([created])), both).then(
      [waived(), startedAt(0, "waived"), recorded(0)],
    ))

  it("given credits, when a crisis message opens a chat, then no credit is spent either", () => {
    const result = sendUserMessage(write(0, { crisis: true }), wallet([freeGranted]), chat([created]))
    expectOutcome(result, both).then([waived(), startedAt(0, "waived"), recorded(0)])
  })

  it("given no credits, when an ordinary message opens a chat, then the price list answers as before", () =>
    expectOutcome(sendUserMessage(write(0), wallet(noCredits), chat([created])), both).thenFails(
      "NoCreditsAvailable",
    ))

  it("given an unverified address, when a crisis message opens a chat, then it starts; an ordinary one does not", () => {
    expectOutcome(
      sendUserMessage(write(0, { crisis: true, verified: false }), wallet([freeGranted]), chat([created])),
      both,
    ).then([waived(), startedAt(0, "waived"), recorded(0)])
    expectOutcome(
      sendUserMessage(write(0, { verified: false }), wallet([freeGranted]), chat([created])),
      both,
    ).thenFails("AddressNotVerified")
  })

  it("given a session whose clock ran out, when a crisis message comes, then it resumes for 10 quiet minutes", () =>
    expectOutcome(
      sendUserMessage(
        write(45, { crisis: true }),
        wallet([freeGranted, reserved(chatId, "free")]),
        chat([created, started()]),
      ),
      both,
    ).then([resumed(45), recorded(45)]))

  it("given a completed session, when a crisis message comes, then it resumes and its credit is not touched again", () => {
    const history = [created, started(), completed("client", endsAt)]
    const credits = wallet([freeGranted, reserved(chatId, "free"), consumed(chatId, "free")])
    const decision = sendUserMessage(write(40, { crisis: true }), credits, chat(history))
    expectOutcome(decision, both).then([resumed(40), recorded(40)])
    if (Result.isFailure(decision)) return
    const after = chat([...history, ...decision.success.chat])
    expect(sessionClock(after, minute(41)).session_status).toBe("extended")
    // the clock ends it again later: completed once more, nothing consumed twice
    expectOutcome(
      completeSession({ chatId, userId, now: minute(50), by: "expiry" }, credits, after),
      (d) => d.wallet,
    ).then([])
  })

  it("given a session that ended, when an ordinary message comes, then it is refused as before", () =>
    expectOutcome(
      sendUserMessage(write(45), wallet([freeGranted, reserved(chatId, "free")]), chat([created, started()])),
      both,
    ).thenFails("SessionEnded"))

  it("given a running crisis session, when the person writes again, then it is recorded and kept open, free", () =>
    expectOutcome(
      sendUserMessage(
        write(29, { crisis: true }),
        wallet([...noCredits, waived()]),
        chat([created, startedAt(0, "waived")]),
      ),
      both,
    ).then([recorded(29), kept(29, 39, 9)]))

  it("given the chat was deleted in another tab, when a crisis message comes, then it is heard but not recorded", () => {
    const decision = sendUserMessage(
      write(5, { crisis: true }),
      wallet(noCredits),
      chat([created, started(), deleted()]),
    )
    expectOutcome(decision, both).thenNothingHappened()
    expect(Result.isSuccess(decision) && decision.success.recorded).toBe(false)
    expectOutcome(sendUserMessage(write(5), wallet(noCredits), chat([created, deleted()])), both).thenFails(
      "ChatNotFound",
    )
  })

  it("given another user's chat, when a crisis message comes, then it is not found (nothing leaks)", () =>
    expectOutcome(
      sendUserMessage(write(0, { crisis: true, userId: "someone-else" }), wallet(noCredits), chat([created])),
      both,
    ).thenFails("ChatNotFound"))
})

describe("one free crisis conversation open at a time", () => {
  const otherOpen = [...noCredits, waived("chat-other")]

  it("given a waived session open elsewhere and no credit, when a crisis message opens a chat, then it is heard, unrecorded", () => {
    const decision = sendUserMessage(write(0, { crisis: true }), wallet(otherOpen), chat([created]))
    expectOutcome(decision, both).thenNothingHappened()
    expect(Result.isSuccess(decision) && decision.success.recorded).toBe(false)
  })

  it("given a waived session open elsewhere and a credit, when a crisis message opens a chat, then the credit is used", () =>
    expectOutcome(
      sendUserMessage(write(0, { crisis: true }), wallet([...otherOpen, purchased("co-1")]), chat([created])),
      both,
    ).then([
      { _tag: "CreditReserved", schemaVersion: 1, userId, chatId, source: "purchased", at: minute(0) },
      startedAt(0, "purchased"),
      recorded(0),
    ]))

  it("given the earlier waived session ended, when a crisis message opens a chat, then a new one is waived", () =>
    expectOutcome(
      sendUserMessage(
        write(0, { crisis: true }),
        wallet([...otherOpen, released("chat-other", "waived")]),
        chat([created]),
      ),
      both,
    ).then([waived(), startedAt(0, "waived"), recorded(0)]))

  it("given a waived session, when it completes, then the ledger releases it (nothing spent) and says so", () =>
    expectOutcome(
      completeSession(
        { chatId, userId, now: minute(30), by: "expiry" },
        wallet([...noCredits, waived()]),
        chat([created, startedAt(0, "waived")]),
      ),
      both,
    ).then([
      { _tag: "CreditReleased", schemaVersion: 1, userId, chatId, source: "waived", at: minute(30) },
      { _tag: "SessionCompleted", schemaVersion: 1, chatId, at: minute(30), by: "expiry" },
    ]))
})
