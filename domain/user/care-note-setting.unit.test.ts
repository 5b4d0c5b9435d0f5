import { describe, expect, it } from "vitest"
import { foldEvents } from "../shared/decider.ts"
import { given as givenFor } from "../../test/support/domain/given-when-then.ts"
import { at } from "../../test/support/domain/test-instants.ts"
import { registered, userId } from "../../test/support/domain/user-fixtures.ts"
import { userDecider } from "./user-decider.ts"
import type { UserEvent } from "./user-events.ts"

/* The account page's switch for the care note (issue 27): on from sign-up, until the person turns it off. */

const given = givenFor(userDecider)
const set = (enabled: boolean, when = at("09:00")) => ({ _tag: "SetCareNote", enabled, now: when }) as const
const careNoteSet = (enabled: boolean, when = at("09:00")): UserEvent => ({
  _tag: "CareNoteSet",
  schemaVersion: 1,
  userId,
  enabled,
  at: when,
})

describe("the care note setting", () => {
  it("given a new account, then the note is on; turning it on again changes nothing", () => {
    const state = foldEvents(userDecider, [registered])
    expect(state.status === "registered" && state.careNote).toBe(true)
    given([registered]).when(set(true)).thenNothingHappened()
  })

  it("given the note on, when turned off, then it is off; turned on again, it is on", () => {
    given([registered])
      .when(set(false))
      .then([careNoteSet(false)])
    const off = foldEvents(userDecider, [registered, careNoteSet(false)])
    expect(off.status === "registered" && off.careNote).toBe(false)
    given([registered, careNoteSet(false)])
      .when(set(false, at("10:00")))
      .thenNothingHappened()
    given([registered, careNoteSet(false)])
      .when(set(true, at("10:00")))
      .then([careNoteSet(true, at("10:00"))])
  })

  it("given a deleted account, when the note is set, then the user is not found", () =>
    given([registered, { _tag: "UserDeleted", schemaVersion: 1, userId, at: at("08:00"), by: userId }])
      .when(set(false))
      .thenFails("UserNotFound"))
})
