import { describe, expect, it } from "vitest"
import { given as givenFor } from "../../test/support/domain/given-when-then.ts"
import type { SupersedeExchange } from "./chat-commands.ts"
import { chatDecider } from "./chat-decider.ts"
import {
  chatId,
  completed,
  created,
  deleted,
  message,
  minute,
  started,
  superseded,
  userId,
} from "../../test/support/domain/chat-fixtures.ts"
import { evolveChat, initialChatState } from "./chat-state.ts"

const given = givenFor(chatDecider)

const supersede = (messageId: string, reason: "regenerate" | "edit", now = minute(5)): SupersedeExchange => ({
  _tag: "SupersedeExchange",
  chatId,
  userId,
  messageId,
  reason,
  now,
})

/** Two exchanges: q1 → r1, then q2 → r2. */
const twoExchanges = [
  created,
  started(),
  message("q1"),
  message("r1", "assistant"),
  message("q2"),
  message("r2", "assistant"),
]

describe("Rigenera and Modifica: the last exchange replaced", () => {
  it("regenerate supersedes the last reply only; its question stays", () =>
    given(twoExchanges)
      .when(supersede("r2", "regenerate"))
      .then([superseded(["r2"], "regenerate", minute(5))]))

  it("edit supersedes the last user message and its reply", () =>
    given(twoExchanges)
      .when(supersede("q2", "edit"))
      .then([superseded(["q2", "r2"], "edit", minute(5))]))

  it("an earlier reply or message cannot be replaced", () => {
    given(twoExchanges).when(supersede("r1", "regenerate")).thenFails("ExchangeNotReplaceable")
    const refusal = given(twoExchanges).when(supersede("q1", "edit")).thenFails("ExchangeNotReplaceable")
    expect(refusal["reason"]).toBe("not_last")
  })

  it("a user message cannot be 'regenerated', nor a reply 'edited'", () => {
    given(twoExchanges).when(supersede("q2", "regenerate")).thenFails("ExchangeNotReplaceable")
    given(twoExchanges).when(supersede("r2", "edit")).thenFails("ExchangeNotReplaceable")
  })

  it("not while the last message still waits for its reply", () => {
    const waiting = [...twoExchanges, message("q3")]
    const refusal = given(waiting).when(supersede("q3", "edit")).thenFails("ExchangeNotReplaceable")
    expect(refusal["reason"]).toBe("reply_pending")
    given(waiting).when(supersede("r2", "regenerate")).thenFails("ExchangeNotReplaceable")
  })

  it("not after the session ended, by the clock or by the user", () => {
    const late = given(twoExchanges).when(supersede("r2", "regenerate", minute(31)))
    expect(late.thenFails("ExchangeNotReplaceable")["reason"]).toBe("ended")
    given([...twoExchanges, completed("client", minute(10))])
      .when(supersede("q2", "edit", minute(11)))
      .thenFails("ExchangeNotReplaceable")
  })

  it("asking again for messages already superseded changes nothing", () =>
    given([...twoExchanges, superseded(["r2"], "regenerate")])
      .when(supersede("r2", "regenerate"))
      .thenNothingHappened())

  it("after a regenerate, the new reply is the last one and can be regenerated in its turn", () =>
    given([...twoExchanges, superseded(["r2"], "regenerate"), message("r2b", "assistant")])
      .when(supersede("r2b", "regenerate"))
      .then([superseded(["r2b"], "regenerate", minute(5))]))

  it("after an edit, the last exchange is the last one shown; the superseded one cannot come back", () => {
    const edited = [
      ...twoExchanges,
      superseded(["q2", "r2"], "edit"),
      message("q2b"),
      message("r2b", "assistant"),
    ]
    given(edited).when(supersede("r1", "regenerate")).thenFails("ExchangeNotReplaceable")
    given(edited)
      .when(supersede("q2b", "edit"))
      .then([superseded(["q2b", "r2b"], "edit", minute(5))])
    given(edited).when(supersede("q2", "edit")).thenNothingHappened()
  })

  it("refuses before the session started, and hides a deleted chat", () => {
    given([created]).when(supersede("q1", "edit")).thenFails("SessionNotStarted")
    given([...twoExchanges, deleted()])
      .when(supersede("r2", "regenerate"))
      .thenFails("ChatNotFound")
  })

  it("the state keeps every id (a superseded one is never recorded again) but shows only the rest", () => {
    const state = [...twoExchanges, superseded(["q2", "r2"], "edit")].reduce(evolveChat, initialChatState)
    if (state.status !== "open") throw new Error("expected an open chat")
    expect(state.messageIds).toEqual(["q1", "r1", "q2", "r2"])
    expect(state.visible).toEqual([
      { id: "q1", role: "user" },
      { id: "r1", role: "assistant" },
    ])
  })
})
