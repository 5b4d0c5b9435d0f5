import { describe, it } from "vitest"
import { given as givenFor } from "../../test/support/domain/given-when-then.ts"
import { at } from "../../test/support/domain/test-instants.ts"
import type { ChatCommand, RecordMessage } from "./chat-commands.ts"
import { chatDecider } from "./chat-decider.ts"
import {
  chatId,
  completed,
  created,
  deleted,
  extended,
  message,
  minute,
  started,
  userId,
} from "../../test/support/domain/chat-fixtures.ts"

const given = givenFor(chatDecider)
const running = [created, started(), message("m1")]

describe("Chat", () => {
  describe("creation", () => {
    it("creates a chat with an approach", () =>
      given([])
        .when({ _tag: "CreateChat", chatId, userId, approach: "claude", now: at("08:59") })
        .then([created]))

    it("refuses to create it twice", () =>
      given([created])
        .when({ _tag: "CreateChat", chatId, userId, approach: "gpt", now: at("09:00") })
        .thenFails("ChatAlreadyExists"))
  })

  describe("ownership", () => {
    it("hides another user's chat", () =>
      given(running)
        .when({ ...recordUser("m2", minute(1)), userId: "user-2" })
        .thenFails("ChatNotFound"))

    it("hides a missing chat", () =>
      given([])
        .when(recordUser("m1", minute(1)))
        .thenFails("ChatNotFound"))

    it("hides a deleted chat", () =>
      given([created, deleted()]).when(changeApproach("gpt")).thenFails("ChatNotFound"))
  })

  describe("messages", () => {
    it("records a user message while the session runs", () =>
      given(running)
        .when(recordUser("m2", minute(29)))
        .then([message("m2", "user", minute(29))]))

    it("refuses a user message before the session started", () =>
      given([created])
        .when(recordUser("m1", minute(0)))
        .thenFails("SessionNotStarted"))

    it("refuses a user message after the 30 minutes", () =>
      given(running)
        .when(recordUser("m2", minute(30)))
        .thenFails("SessionEnded"))

    it("refuses a user message after completion", () =>
      given([...running, completed("client", minute(10))])
        .when(recordUser("m2", minute(11)))
        .thenFails("SessionEnded"))

    it("accepts a user message in the extended time", () =>
      given([...running, extended])
        .when(recordUser("m2", minute(31)))
        .then([message("m2", "user", minute(31))]))

    it("records the assistant's reply even when the clock ran out meanwhile", () =>
      given(running)
        .when({ ...recordUser("m2", minute(30.2)), role: "assistant" })
        .then([message("m2", "assistant", minute(30.2))]))

    it("records a message id only once", () =>
      given(running)
        .when(recordUser("m1", minute(1)))
        .thenNothingHappened())
  })

  describe("starting", () => {
    it("starts the 30-minute clock", () =>
      given([created])
        .when({ _tag: "StartSession", chatId, userId, creditSource: "free", now: minute(0) })
        .then([started()]))

    it("starts only once", () =>
      given(running)
        .when({ _tag: "StartSession", chatId, userId, creditSource: "free", now: minute(1) })
        .thenFails("SessionAlreadyStarted"))
  })

  describe("approach and title", () => {
    it("changes the approach", () =>
      given(running)
        .when(changeApproach("gemini"))
        .then([{ _tag: "ApproachChanged", schemaVersion: 1, chatId, approach: "gemini", at: minute(1) }]))

    it("ignores a change to the same approach", () =>
      given(running).when(changeApproach("claude")).thenNothingHappened())
  })

  describe("extension", () => {
    it("extends by 2 minutes for scheduling while ending soon", () =>
      given(running)
        .when(extend(minute(26)))
        .then([extended]))

    it("extends on request while ending soon", () =>
      given(running)
        .when({ ...extend(minute(26)), reason: "requested" })
        .then([{ ...extended, reason: "requested" }]))

    it("refuses before the last 5 minutes", () =>
      given(running)
        .when(extend(minute(24)))
        .thenFails("SessionNotExtendable"))

    it("refuses a second extension", () =>
      given([...running, extended])
        .when(extend(minute(27)))
        .thenFails("SessionNotExtendable"))

    it("refuses after the end", () =>
      given(running)
        .when(extend(minute(30)))
        .thenFails("SessionNotExtendable"))

    it("refuses before the start", () =>
      given([created])
        .when(extend(minute(0)))
        .thenFails("SessionNotExtendable"))
  })

  describe("scheduling the next session", () => {
    it("records the notes, trimmed", () =>
      given(running)
        .when(schedule(" Parlare del lavoro "))
        .then([
          {
            _tag: "NextSessionScheduled",
            schemaVersion: 1,
            chatId,
            notes: "Parlare del lavoro",
            at: minute(26),
          },
        ]))

    it("ignores the same notes twice", () =>
      given([
        ...running,
        { _tag: "NextSessionScheduled", schemaVersion: 1, chatId, notes: "Lavoro", at: minute(26) },
      ])
        .when(schedule("Lavoro"))
        .thenNothingHappened())

    it("refuses notes over 200 characters", () =>
      given(running)
        .when(schedule("x".repeat(201)))
        .thenFails("NextSessionNotesTooLong"))

    it("refuses before the session started", () =>
      given([created]).when(schedule("ok")).thenFails("SessionNotStarted"))
  })

  describe("completion", () => {
    it("completes on the client's call", () =>
      given(running)
        .when(complete("client", minute(30)))
        .then([completed("client", minute(30))]))

    it("completes by expiry at the end", () =>
      given(running)
        .when(complete("expiry", minute(30)))
        .then([completed("expiry", minute(30))]))

    it("completes only once", () =>
      given([...running, completed("expiry")])
        .when(complete("client", minute(31)))
        .thenNothingHappened())

    it("refuses an expiry before the extended end", () =>
      given([...running, extended])
        .when(complete("expiry", minute(30)))
        .thenFails("SessionNotExpired"))

    it("refuses to complete a session that never started", () =>
      given([created])
        .when(complete("client", minute(1)))
        .thenFails("SessionNotStarted"))
  })

  describe("deletion", () => {
    const remove: ChatCommand = { _tag: "DeleteChat", chatId, userId, now: at("10:00") }

    it("deletes a chat that never started", () => given([created]).when(remove).then([deleted()]))

    it("completes a running session before deleting", () =>
      given(running)
        .when({ ...remove, now: minute(10) })
        .then([completed("deletion", minute(10)), deleted(minute(10))]))

    it("deletes a completed chat without completing it again", () =>
      given([...running, completed()])
        .when(remove)
        .then([deleted()]))

    it("deletes only once", () => given([created, deleted()]).when(remove).thenNothingHappened())
  })
})

function recordUser(messageId: string, now: string): RecordMessage {
  return {
    _tag: "RecordMessage",
    chatId,
    userId,
    messageId,
    role: "user",
    ciphertext: `cipher-${messageId}`,
    image: null,
    now,
  }
}
function changeApproach(approach: "claude" | "gpt" | "gemini"): ChatCommand {
  return { _tag: "ChangeApproach", chatId, userId, approach, now: minute(1) }
}
function extend(now: string): ChatCommand & { _tag: "ExtendSession" } {
  return { _tag: "ExtendSession", chatId, userId, reason: "scheduling", now }
}
function schedule(notes: string): ChatCommand {
  return { _tag: "ScheduleNextSession", chatId, userId, notes, now: minute(26) }
}
function complete(by: "client" | "expiry", now: string): ChatCommand {
  return { _tag: "CompleteSession", chatId, userId, by, now }
}
