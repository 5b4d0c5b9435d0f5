import { Config, Effect, Result } from "effect"
import { currentInstant } from "../../eventstore/clock.ts"
import { normalizeEmail } from "../../domain/user/user-decider.ts"
import { Db } from "../../eventstore/db.ts"
import { EventStore } from "../../eventstore/event-store.ts"
import { findUserByEmail } from "../../projections/user-directory/user-directory-queries.ts"
import { Passwords } from "./passwords.ts"
import { RateLimiter, TooManyAttempts } from "../rate-limits/rate-limiter.ts"
import { InvalidCredentials } from "./account-errors.ts"
import {
  decideOnUser,
  expectErrors,
  passwordHashOf,
  runCommand,
  userEventsOf,
  userStateOf,
} from "./user-stream.ts"
import { userStream } from "../../domain/shared/stream-ids.ts"

const LOGIN_WINDOW_SECONDS = 15 * 60
/**
 * Sign-ins one client (IP address) may make per 15 minutes: `COGI_LOGINS_PER_IP_PER_15_MIN`, default 30. Every
 * account signs in after verifying its address (sign-up answers without a token), so end-to-end suites that make
 * many accounts from one machine raise it, as they do the sign-up limit.
 */
const loginsPerIp = Config.Int("COGI_LOGINS_PER_IP_PER_15_MIN").pipe(Config.withDefault(30))
/** Wrong passwords for one address from one client: that client waits, the owner elsewhere does not. */
const FAILURES_PER_ADDRESS_AND_IP = 10
/** Wrong passwords for one address from everywhere in an hour: only a distributed attack reaches it. */
const FAILURES_PER_ADDRESS = 100
const FAILURE_BACKSTOP_SECONDS = 60 * 60

/**
 * Checks the password and records the login; returns the user's id (the edge issues the session). An unknown address, a deleted account and a wrong password are the
 * same `InvalidCredentials`, and take the same time (a dummy hash is verified when there is no account).
 * Wrong passwords slow the client that sends them (per address and IP), not the owner signing in elsewhere.
 */
export const signIn = Effect.fn("Commands.signIn")(function* (
  input: { readonly email: string; readonly password: string },
  clientIp: string,
) {
  const email = normalizeEmail(input.email)
  const limiter = yield* RateLimiter
  yield* limiter.enforce(
    `login:ip:${clientIp}`,
    yield* Effect.orDie(loginsPerIp),
    LOGIN_WINDOW_SECONDS,
    "login",
  )
  const pairKey = `login:fail:${email}:${clientIp}`
  const addressKey = `login:fail:${email}`
  for (const [key, limit, window] of [
    [pairKey, FAILURES_PER_ADDRESS_AND_IP, LOGIN_WINDOW_SECONDS],
    [addressKey, FAILURES_PER_ADDRESS, FAILURE_BACKSTOP_SECONDS],
  ] as const) {
    const decision = yield* limiter.check(key, limit, window)
    if (!decision.allowed)
      return yield* new TooManyAttempts({ action: "login", retryAfterSeconds: decision.retryAfterSeconds })
  }

  const { sql } = yield* Db
  const passwords = yield* Passwords
  const row = email === "" ? undefined : yield* Effect.promise(() => findUserByEmail(sql, email))
  const stored = row ? yield* (yield* EventStore).readStream(userStream(row.id)) : []
  const events = Result.getOrElse(userEventsOf(stored), () => [])
  const registered = row !== undefined && userStateOf(events).status === "registered"
  const ok = yield* passwords.verify(registered ? passwordHashOf(events) : undefined, input.password)
  if (!ok || row === undefined) {
    yield* limiter.record(pairKey, LOGIN_WINDOW_SECONDS)
    yield* limiter.record(addressKey, FAILURE_BACKSTOP_SECONDS)
    return yield* new InvalidCredentials()
  }

  const now = yield* currentInstant
  yield* runCommand([userStream(row.id)], (loaded) =>
    Effect.map(decideOnUser(loaded, row.id, { _tag: "RecordLogin", now }), (decided) => ({
      appends: [decided.append],
      value: undefined,
    })),
  ).pipe(expectErrors("UserNotFound"))
  return row.id
})
