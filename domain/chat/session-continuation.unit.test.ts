import { describe, expect, it } from "vitest"
import { foldEvents } from "../shared/decider.ts"
import { expectOutcome, given } from "../../test/support/domain/given-when-then.ts"
import { walletDecider } from "../wallet/wallet-decider.ts"
import { consumed, freeGranted, reserved } from "../../test/support/domain/wallet-fixtures.ts"
import type { ContinueSession } from "./chat-commands.ts"
import { chatDecider } from "./chat-decider.ts"
import type { ChatEvent } from "./chat-events.ts"
import {
  chatId,
  completed,
  created,
  message,
  minute,
  started,
  userId,
} from "../../test/support/domain/chat-fixtures.ts"
import { sessionClock } from "./session-clock.ts"
import { completeSession, sendUserMessage, type SessionDecision } from "./session-lifecycle.ts"

const running = [created, started(), message("m1")]
const keepGoing = (at: number): ContinueSession => ({
  _tag: "ContinueSession",
  chatId,
  userId,
  now: minute(at),
})
const keptOpen = (at: number, untilMinute: number, minutes: number): ChatEvent => ({
  _tag: "SessionExtended",
  schemaVersion: 1,
  chatId,
  minutes,
  reason: "continuation",
  newEndsAt: minute(untilMinute),
  at: minute(at),
})
const chat = (events: ReadonlyArray<ChatEvent>) => foldEvents(chatDecider, events)
const wallet = foldEvents(walletDecider, [freeGranted, reserved(chatId, "free", minute(0))])
const both = (decision: SessionDecision) => [...decision.wallet, ...decision.chat]
/** The user's message m2 at minute 29 in the running session (`crisis`: it holds crisis language). */
const sendSecondMessage = (crisis: { crisis?: true }) =>
  expectOutcome(
    sendUserMessage(
      {
        _tag: "RecordMessage",
        chatId,
        userId,
        messageId: "m2",
        ciphertext: "cipher-m2",
        image: null,
        now: minute(29),
        ...crisis,
      },
      wallet,
      chat(running),
    ),
    both,
  )

describe("continuing a session while the user keeps writing (no cut-off in crisis)", () => {
  it("moves an end less than 10 minutes away to 10 minutes after the message", () =>
    given(chatDecider)(running)
      .when(keepGoing(25))
      .then([keptOpen(25, 35, 5)]))

  it("leaves an end further away than 10 minutes alone", () =>
    given(chatDecider)(running).when(keepGoing(12)).thenNothingHappened())

  it("keeps moving it with each message, past any number of 30 minutes", () =>
    given(chatDecider)([...running, keptOpen(25, 35, 5)])
      .when(keepGoing(34))
      .then([keptOpen(34, 44, 9)]))

  it("cannot reopen a session the clock or the user already ended", () => {
    given(chatDecider)(running).when(keepGoing(30)).thenFails("SessionEnded")
    given(chatDecider)([...running, completed("client", minute(20))])
      .when(keepGoing(21))
      .thenFails("SessionEnded")
  })

  it("shows the session as running past its time, with no +2 extension or ending-soon prompt to offer", () => {
    const kept = chat([...running, keptOpen(29, 39, 9)])
    expect(sessionClock(kept, minute(36))).toEqual({
      session_status: "extended",
      remaining_minutes: 3,
      is_extended: true,
      can_extend: false,
    })
    given(chatDecider)([...running, keptOpen(29, 39, 9)])
      .when({ _tag: "ExtendSession", chatId, userId, reason: "requested", now: minute(36) })
      .thenFails("SessionNotExtendable")
  })

  it("without crisis (no crisis language), records the message and leaves the clock alone", () =>
    sendSecondMessage({}).then([message("m2", "user", minute(29))]))

  it("with crisis, appends the continuation after the message and nothing to the wallet", () =>
    sendSecondMessage({ crisis: true }).then([message("m2", "user", minute(29)), keptOpen(29, 39, 9)]))

  it("lets the expiry job end it only after 10 quiet minutes, consuming the session's one credit once", () => {
    const kept = chat([...running, keptOpen(29, 39, 9)])
    expectOutcome(completeSession({ chatId, userId, now: minute(35), by: "expiry" }, wallet, kept)).thenFails(
      "SessionNotExpired",
    )
    const ended = completeSession({ chatId, userId, now: minute(39), by: "expiry" }, wallet, kept)
    expectOutcome(ended, both).then([consumed(chatId, "free", minute(39)), completed("expiry", minute(39))])
  })
})
