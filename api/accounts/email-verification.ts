import { Clock, Effect } from "effect"
import { addMinutes, fromMillis } from "../../domain/shared/instant.ts"
import { normalizeEmail } from "../../domain/user/user-decider.ts"
import { VerificationTokenInvalid } from "../../domain/user/user-errors.ts"
import type { UserEvent } from "../../domain/user/user-events.ts"
import { Db, type Tx } from "../../eventstore/db.ts"
import { JobQueue } from "../../jobs/job-queue.ts"
import { findUserByEmail } from "../../projections/user-directory/user-directory-queries.ts"
import { RateLimiter } from "../auth/rate-limit.ts"
import { accountMessages, EmailMissing } from "./account-errors.ts"
import { decideOnUser, expectErrors, runCommand } from "./user-stream.ts"
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
export const verifyEmail = Effect.fn("Accounts.verifyEmail")(function* (token: string) {
  const userId = userIdOfToken(token)
  if (userId === undefined) return yield* new VerificationTokenInvalid()
  const tokenHash = hashToken(token.trim())
  const now = fromMillis(yield* Clock.currentTimeMillis)
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
 * Sends a new verification link. The answer never says whether the address has an account or is verified;
 * the 5-minute cooldown applies to every address (rate limiter) and, for an account, to its last link (domain).
 */
export const resendVerification = Effect.fn("Accounts.resendVerification")(function* (rawEmail: string) {
  const email = normalizeEmail(rawEmail)
  if (email === "") return yield* new EmailMissing()
  yield* (yield* RateLimiter).enforce(
    `resend-verification:${email}`,
    1,
    RESEND_COOLDOWN_SECONDS,
    accountMessages.resendTooSoon,
  )
  const { sql } = yield* Db
  const row = yield* Effect.promise(() => findUserByEmail(sql, email))
  if (row === undefined || row.is_verified) return
  const jobs = yield* JobQueue
  const now = fromMillis(yield* Clock.currentTimeMillis)
  const { token, tokenHash } = newVerificationToken(row.id)
  const command = {
    _tag: "RequestEmailVerification",
    tokenHash,
    expiresAt: addMinutes(now, VERIFICATION_TOKEN_HOURS * 60),
    now,
  } as const
  yield* runCommand([userStream(row.id)], (loaded) =>
    Effect.map(decideOnUser(loaded, row.id, command), (decided) => ({
      appends: [decided.append],
      value: undefined,
      hooks: [
        async (tx: Tx) => {
          await jobs.enqueue(
            "mail__send",
            { kind: "verification", userId: row.id, token, resend: true },
            { tx },
          )
        },
      ],
    })),
  ).pipe(
    // a verification that landed between the lookup and the append: nothing to send, same answer
    Effect.catchTag("EmailAlreadyVerified", () => Effect.void),
    expectErrors("VerificationResendTooSoon", "UserNotFound"),
  )
})
