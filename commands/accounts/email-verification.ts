import { Effect } from "effect"
import { currentInstant } from "../../eventstore/clock.ts"
import { addMinutes } from "../../domain/shared/instant.ts"
import { normalizeEmail } from "../../domain/user/user-decider.ts"
import { VerificationResendTooSoon, VerificationTokenInvalid } from "../../domain/user/user-errors.ts"
import type { UserEvent } from "../../domain/user/user-events.ts"
import { Db } from "../../eventstore/db.ts"
import { findUserByEmail } from "../../projections/user-directory/user-directory-queries.ts"
import { AddressDigest } from "../../eventstore/address-digest.ts"
import { RateLimiter } from "../rate-limits/rate-limiter.ts"
import { EmailMissing } from "./account-errors.ts"
import { appendWithMail, decideOnUser, expectErrors, runCommand } from "./user-stream.ts"
import {
  hashToken,
  newVerificationToken,
  userIdOfToken,
  VERIFICATION_TOKEN_HOURS,
} from "./verification-token.ts"
import { userStream } from "../../domain/shared/stream-ids.ts"

const RESEND_COOLDOWN_SECONDS = 5 * 60

/** The hash of the token that verified the address, if it is verified. */
const verifyingTokenHash = (events: ReadonlyArray<UserEvent>): string | undefined => {
  let latest: string | undefined
  for (const event of events) {
    if (event._tag === "EmailVerificationRequested") latest = event.tokenHash
    if (event._tag === "EmailVerified") return latest
  }
  return undefined
}

/**
 * Verifies the address with the token from the e-mail. Using the same link again after success is fine; any
 * other token (unknown, superseded by a newer link, expired) is refused.
 */
export const verifyEmail = Effect.fn("Commands.verifyEmail")(function* (token: string) {
  const userId = userIdOfToken(token)
  if (userId === undefined) return yield* new VerificationTokenInvalid()
  const tokenHash = hashToken(token.trim())
  const now = yield* currentInstant
  yield* runCommand([userStream(userId)], (loaded) =>
    Effect.gen(function* () {
      const decided = yield* decideOnUser(loaded, userId, { _tag: "VerifyEmail", tokenHash, now })
      const alreadyVerified = decided.events.length === 0
      if (alreadyVerified && verifyingTokenHash(decided.history) !== tokenHash) {
        return yield* new VerificationTokenInvalid()
      }
      return { appends: [decided.append], value: undefined }
    }),
  ).pipe(expectErrors("VerificationTokenInvalid", "VerificationTokenExpired", "UserNotFound"))
})

/**
 * Sends a new verification link. The answer never says whether the address has an account or is verified:
 * every address gets one accepted request per 5 minutes (rate limiter), an account's cooldown runs from its last
 * link (domain). Only an accepted request starts the cooldown, so asking again each minute waits exactly the 5
 * minutes, and `Retry-After` says how long is left.
 */
export const resendVerification = Effect.fn("Commands.resendVerification")(function* (rawEmail: string) {
  const email = normalizeEmail(rawEmail)
  if (email === "") return yield* new EmailMissing()
  const limiter = yield* RateLimiter
  const key = `resend-verification:${(yield* AddressDigest).of(email)}`
  const decision = yield* limiter.check(key, 1, RESEND_COOLDOWN_SECONDS)
  if (!decision.allowed)
    return yield* new VerificationResendTooSoon({ retryAfterSeconds: decision.retryAfterSeconds })
  const started = performance.now()
  const { sql } = yield* Db
  const row = yield* Effect.promise(() => findUserByEmail(sql, email))
  if (row !== undefined && !row.is_verified) yield* sendNewLink(row.id)
  yield* limiter.record(key, RESEND_COOLDOWN_SECONDS)
  // only an unverified account appends: every accepted request answers after the same time
  yield* Effect.sleep(Math.max(0, STEADY_RESEND_MS - (performance.now() - started)))
})

/** How long an accepted resend takes to answer, at least: above the append a pending account's new link needs. */
const STEADY_RESEND_MS = 150

/**
 * Starts the address's resend cooldown, as a sign-up does whether the address is new or taken: otherwise asking for
 * a new link right after signing up would answer 429 for a new account (its first link is fresh) and 200 for a taken
 * one, and tell the two apart.
 */
export const startResendCooldown = (rawEmail: string) =>
  Effect.gen(function* () {
    const email = normalizeEmail(rawEmail)
    if (email === "") return
    const address = (yield* AddressDigest).of(email)
    yield* (yield* RateLimiter).record(`resend-verification:${address}`, RESEND_COOLDOWN_SECONDS)
  })

const sendNewLink = (userId: string) =>
  Effect.gen(function* () {
    const now = yield* currentInstant
    const { token, tokenHash } = newVerificationToken(userId)
    const command = {
      _tag: "RequestEmailVerification",
      tokenHash,
      expiresAt: addMinutes(now, VERIFICATION_TOKEN_HOURS * 60),
      now,
    } as const
    yield* appendWithMail(userId, command, { kind: "verification", userId, token, resend: true }).pipe(
      // a verification that landed between the lookup and the append: nothing to send, same answer
      Effect.catchTag("EmailAlreadyVerified", () => Effect.void),
      expectErrors("VerificationResendTooSoon", "UserNotFound"),
    )
  })
