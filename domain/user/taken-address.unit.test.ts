import { describe, expect, it } from "vitest"
import { foldEvents } from "../shared/decider.ts"
import { at } from "../../test/support/domain/test-instants.ts"
import { replyToTakenAddress } from "./taken-address.ts"
import { userDecider } from "./user-decider.ts"
import type { UserEvent } from "./user-events.ts"
import { registered, userId } from "../../test/support/domain/user-fixtures.ts"

const linkSent = (requestedAt: string): UserEvent => ({
  _tag: "EmailVerificationRequested",
  schemaVersion: 1,
  userId,
  tokenHash: "t1",
  expiresAt: at("2026-11-22T08:00"),
  requestedAt: at(requestedAt),
})
const verified: UserEvent = { _tag: "EmailVerified", schemaVersion: 1, userId, at: at("08:30") }
const deleted: UserEvent = { _tag: "UserDeleted", schemaVersion: 1, userId, at: at("09:00"), by: "self" }

const signUpAgainAt = (now: string, history: ReadonlyArray<UserEvent>) =>
  replyToTakenAddress(
    { _tag: "RequestEmailVerification", tokenHash: "t2", expiresAt: at("2026-11-23T08:00"), now: at(now) },
    foldEvents(userDecider, history),
  )

describe("a sign-up with an address that already has an account", () => {
  it("tells a verified owner, and records nothing on their stream", () =>
    expect(signUpAgainAt("10:00", [registered, linkSent("08:00"), verified])).toEqual({ _tag: "TellOwner" }))

  it("sends an unverified owner a fresh verification link once the cooldown has passed", () =>
    expect(signUpAgainAt("08:10", [registered, linkSent("08:00")])).toEqual({
      _tag: "SendNewLink",
      events: [
        {
          _tag: "EmailVerificationRequested",
          schemaVersion: 1,
          userId,
          tokenHash: "t2",
          expiresAt: at("2026-11-23T08:00"),
          requestedAt: at("08:10"),
        },
      ],
    }))

  it("sends nothing to an unverified owner whose last link is less than 5 minutes old", () =>
    expect(signUpAgainAt("08:04", [registered, linkSent("08:00")])).toEqual({ _tag: "Nothing" }))

  it("sends nothing for a deleted account", () =>
    expect(signUpAgainAt("10:00", [registered, verified, deleted])).toEqual({ _tag: "Nothing" }))
})
