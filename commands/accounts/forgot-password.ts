import { Effect, Result } from "effect"
import { currentInstant } from "../../eventstore/clock.ts"
import { addMinutes, isAtOrAfter } from "../../domain/shared/instant.ts"
import { userStream } from "../../domain/shared/stream-ids.ts"
import { normalizeEmail } from "../../domain/user/user-decider.ts"
import { PasswordResetTokenInvalid } from "../../domain/user/user-errors.ts"
import { Db } from "../../eventstore/db.ts"
import { EventStore } from "../../eventstore/event-store.ts"
import { findUserByEmail } from "../../projections/user-directory/user-directory-queries.ts"
import { AddressDigest } from "../../eventstore/address-digest.ts"
import { clientNetwork } from "../rate-limits/client-network.ts"
import { RateLimiter } from "../rate-limits/rate-limiter.ts"
import { PASSWORD_RESET_TOKEN_HOURS } from "./password-reset.ts"
import { appendWithMail, envelopeOf, expectErrors, userEventsOf, userStateOf } from "./user-stream.ts"
import { hashToken, newVerificationToken, userIdOfToken } from "./verification-token.ts"

const WINDOW_SECONDS = 60 * 60
const REQUESTS_PER_ADDRESS = 3
const REQUESTS_PER_IP = 20

/**
 * How long an accepted request takes to answer, at least, from its start (the limits included, whose time varies
 * with the load): above the slower path (an existing account's append with its mail job), so an existing address
 * cannot be told from an unknown one by the time the answer takes.
 */
const STEADY_ANSWER_MS = 300

/**
 * "Password dimenticata?": the user asks for their own reset link. The answer is the same whether the address
 * exists or not, and comes after the same time (`STEADY_ANSWER_MS`); the limits (3 mails an hour per address,
 * 20 requests per client) come before the lookup.
 */
export const requestOwnPasswordReset = Effect.fn("Commands.requestOwnPasswordReset")(function* (
  rawEmail: string,
  clientIp: string,
) {
  const started = performance.now()
  const email = normalizeEmail(rawEmail)
  if (email === "") return
  const limiter = yield* RateLimiter
  yield* limiter.enforce(
    `forgot:ip:${clientNetwork(clientIp)}`,
    REQUESTS_PER_IP,
    WINDOW_SECONDS,
    "password_reset_request",
  )
  yield* limiter.enforce(
    `forgot:email:${(yield* AddressDigest).of(email)}`,
    REQUESTS_PER_ADDRESS,
    WINDOW_SECONDS,
    "password_reset_request",
  )
  yield* sendResetLink(email)
  yield* Effect.sleep(Math.max(0, STEADY_ANSWER_MS - (performance.now() - started)))
})

const sendResetLink = Effect.fnUntraced(function* (email: string) {
  const { sql } = yield* Db
  const row = yield* Effect.promise(() => findUserByEmail(sql, email))
  if (row === undefined) return
  const now = yield* currentInstant
  const { token, tokenHash } = newVerificationToken(row.id)
  const expiresAt = addMinutes(now, PASSWORD_RESET_TOKEN_HOURS * 60)
  yield* appendWithMail(
    row.id,
    { _tag: "RequestPasswordReset", by: "self", tokenHash, expiresAt, now },
    { kind: "password_reset", userId: row.id, token },
  ).pipe(
    expectErrors("UserNotFound", "PasswordResetNotAllowed"),
    // deleted meanwhile: the same answer as for an unknown address
    Effect.catchTags({ UserNotFound: () => Effect.void, PasswordResetNotAllowed: () => Effect.void }),
  )
})

/**
 * What the reset page needs before choosing the new password: the data key wrapped by the recovery key (the
 * link holder still needs the recovery key to open it), the earlier keys sealed by it, and whether it is an old
 * account's password-derived key (the reset then replaces it). The link must be the latest and unexpired; reading
 * does not use it up.
 */
export const resetKeysFor = Effect.fn("Commands.resetKeysFor")(function* (token: string) {
  const userId = userIdOfToken(token)
  if (userId === undefined) return yield* new PasswordResetTokenInvalid()
  const stored = yield* (yield* EventStore).readStream(userStream(userId))
  const events = Result.getOrElse(userEventsOf(stored), () => [])
  const state = userStateOf(events)
  const now = yield* currentInstant
  const reset = state.status === "registered" ? state.passwordReset : null
  if (reset === null || reset.tokenHash !== hashToken(token.trim()) || isAtOrAfter(now, reset.expiresAt)) {
    return yield* new PasswordResetTokenInvalid()
  }
  const envelope = envelopeOf(events)
  return {
    key_id: envelope?.keyId ?? null,
    recovery:
      envelope === null
        ? null
        : { salt: envelope.recoveryWrap.salt, wrapped_key: envelope.recoveryWrap.wrappedKey },
    previous_keys: envelope?.previousKeys ?? [],
    legacy_key: state.status === "registered" && state.legacyKey,
  }
})
