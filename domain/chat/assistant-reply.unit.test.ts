import { describe, expect, it } from "vitest"
import { given as givenFor } from "../../test/support/domain/given-when-then.ts"
import type { ChatEvent } from "./chat-events.ts"
import type { RecordMessage } from "./chat-commands.ts"
import { chatDecider } from "./chat-decider.ts"
import { REPLY_GRACE_MINUTES } from "./assistant-reply.ts"
import {
  chatId,
  completed,
  created,
  message,
  minute,
  started,
  superseded,
  userId,
} from "../../test/support/domain/chat-fixtures.ts"

/*
 * Storing the assistant's reply (issue 24): one reply per user message waiting for one, while the session
 * runs or within a short grace after it ended; later only a reply the server relayed in time, or one in a
 * conversation held open for a crisis.
 */
const given = givenFor(chatDecider)
const asked = [created, started(), message("q1", "user", minute(1))]
const answered = [...asked, message("r1", "assistant", minute(2))]

const reply = (messageId: string, now: string, relayed?: boolean): RecordMessage => ({
  _tag: "RecordMessage",
  chatId,
  userId,
  messageId,
  role: "assistant",
  ciphertext: `cipher-${messageId}`,
  image: null,
  now,
  ...(relayed === undefined ? {} : { relayed }),
})

const continued: ChatEvent = {
  _tag: "SessionExtended",
  schemaVersion: 1,
  chatId,
  minutes: 3,
  reason: "continuation",
  newEndsAt: minute(33),
  at: minute(23),
}

describe("the assistant's reply", () => {
  describe("answers a message waiting for one", () => {
    it("is stored after the user's message", () =>
      given(asked)
        .when(reply("r1", minute(2)))
        .then([message("r1", "assistant", minute(2))]))

    it("is refused when every message already has its reply", () =>
      given(answered)
        .when(reply("r2", minute(3)))
        .thenFails("ReplyNotExpected"))

    it("is refused in a chat whose session started with no message yet", () =>
      given([created, started()])
        .when(reply("r1", minute(1)))
        .thenFails("ReplyNotExpected"))

    it("is refused before the session started", () =>
      given([created])
        .when(reply("r1", minute(0)))
        .thenFails("SessionNotStarted"))

    it("answers the second of two messages sent before the first reply was stored", () =>
      given([...asked, message("q2", "user", minute(2)), message("r1", "assistant", minute(3))])
        .when(reply("r2", minute(4)))
        .then([message("r2", "assistant", minute(4))]))

    it("is stored again after Rigenera took the last reply away", () =>
      given([...answered, superseded(["r1"], "regenerate", minute(3))])
        .when(reply("r1b", minute(4)))
        .then([message("r1b", "assistant", minute(4))]))

    it("stored again under its own id changes nothing (a retried request)", () =>
      given(answered)
        .when(reply("r1", minute(3)))
        .thenNothingHappened())
  })

  describe("after the session ended", () => {
    it("is stored within the grace after the clock ran out", () =>
      given(asked)
        .when(reply("r1", minute(30 + REPLY_GRACE_MINUTES - 0.1)))
        .then([message("r1", "assistant", minute(30 + REPLY_GRACE_MINUTES - 0.1))]))

    it("is refused once the grace has passed", () => {
      const refusal = given(asked)
        .when(reply("r1", minute(30 + REPLY_GRACE_MINUTES)))
        .thenFails("SessionEnded")
      expect(refusal["endedAt"]).toBe(minute(30))
    })

    it("counts the grace from a completion by the person", () =>
      given([...asked, completed("client", minute(10))])
        .when(reply("r1", minute(10 + REPLY_GRACE_MINUTES)))
        .thenFails("SessionEnded"))

    it("is stored at any time when the server relayed it in time", () =>
      given(asked)
        .when(reply("r1", minute(24 * 60), true))
        .then([message("r1", "assistant", minute(24 * 60))]))

    it("is stored at any time in a session kept open for a crisis", () =>
      given([...asked, continued])
        .when(reply("r1", minute(120)))
        .then([message("r1", "assistant", minute(120))]))

    it("is stored at any time in a session that started without a credit (waived, for a crisis)", () =>
      given([created, started("waived"), message("q1", "user", minute(1))])
        .when(reply("r1", minute(120)))
        .then([message("r1", "assistant", minute(120))]))

    it("even relayed, needs a message waiting for it", () =>
      given(answered)
        .when(reply("r2", minute(24 * 60), true))
        .thenFails("ReplyNotExpected"))
  })
})
