import { describe, expect, it } from "vitest"
import { foldEvents } from "../shared/decider.ts"
import { chatDecider } from "./chat-decider.ts"
import type { ChatEvent } from "./chat-events.ts"
import {
  completed,
  created,
  deleted,
  extended,
  minute,
  started,
} from "../../test/support/domain/chat-fixtures.ts"
import { sessionClock } from "./session-clock.ts"

const clockAfter = (events: ReadonlyArray<ChatEvent>, now: string) =>
  sessionClock(foldEvents(chatDecider, events), now)
const running = [created, started()]

describe("session clock", () => {
  it("is pending until the first message", () =>
    expect(clockAfter([created], minute(0))).toEqual({
      session_status: "pending",
      remaining_minutes: 30,
      is_extended: false,
      can_extend: false,
    }))

  it("is active with more than 15 minutes left", () => {
    expect(clockAfter(running, minute(0))).toEqual({
      session_status: "active",
      remaining_minutes: 30,
      is_extended: false,
      can_extend: false,
    })
    expect(clockAfter(running, minute(14.9)).session_status).toBe("active")
  })

  it("rounds the minutes left up", () => expect(clockAfter(running, minute(0.5)).remaining_minutes).toBe(30))

  it("is halfway with 15 minutes left", () => {
    expect(clockAfter(running, minute(15))).toEqual({
      session_status: "halfway",
      remaining_minutes: 15,
      is_extended: false,
      can_extend: false,
    })
    expect(clockAfter(running, minute(24.9)).session_status).toBe("halfway")
  })

  it("is ending soon with 5 minutes left, and offers the extension", () =>
    expect(clockAfter(running, minute(25))).toEqual({
      session_status: "ending_soon",
      remaining_minutes: 5,
      is_extended: false,
      can_extend: true,
    }))

  it("is extended after the extension, without offering another", () =>
    expect(clockAfter([...running, extended], minute(29))).toEqual({
      session_status: "extended",
      remaining_minutes: 3,
      is_extended: true,
      can_extend: false,
    }))

  it("is completed at 0 minutes left", () =>
    expect(clockAfter(running, minute(30))).toEqual({
      session_status: "completed",
      remaining_minutes: 0,
      is_extended: false,
      can_extend: false,
    }))

  it("is completed when the extended time runs out", () =>
    expect(clockAfter([...running, extended], minute(32)).session_status).toBe("completed"))

  it("is completed once completed, even before the end", () =>
    expect(clockAfter([...running, completed("client", minute(10))], minute(11)).session_status).toBe(
      "completed",
    ))

  it("is completed once the chat is deleted", () =>
    expect(clockAfter([created, deleted()], minute(1)).session_status).toBe("completed"))
})
