import { Config, Effect, Result } from "effect"
import { currentInstant } from "../../eventstore/clock.ts"
import { normalizeEmail } from "../../domain/user/user-decider.ts"
import { Db } from "../../eventstore/db.ts"
import { EventStore } from "../../eventstore/event-store.ts"
import { findUserByEmail } from "../../projections/user-directory/user-directory-queries.ts"
import { Passwords } from "./passwords.ts"
import { AddressDigest } from "../../eventstore/address-digest.ts"
import { clientNetwork } from "../rate-limits/client-network.ts"
import { RateLimiter, TooManyAttempts } from "../rate-limits/rate-limiter.ts"
import {
  ADDRESS_WINDOW_SECONDS,
  CLIENT_WINDOW_SECONDS,
  FAILURES_PER_ADDRESS,
  FAILURES_PER_ADDRESS_AND_CLIENT,
  signInWait,
} from "./sign-in-limits.ts"
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
 * Sign-ins one client (IP address, IPv6 by /64) may make per 15 minutes: `COGI_LOGINS_PER_IP_PER_15_MIN`,
 * default 30. Every account signs in after verifying its address (sign-up answers without a token), so end-to-end
 * suites that make many accounts from one machine raise it, as they do the sign-up limit.
 */
const loginsPerIp = Config.Int("COGI_LOGINS_PER_IP_PER_15_MIN").pipe(Config.withDefault(30))

/**
 * Checks the password and records the login; returns the user's id (the edge issues the session) and whether
 * this is the account's first sign-in (the dashboard then welcomes rather than greets again). An unknown address, a deleted account and a wrong password are the
 * same `InvalidCredentials`, and take the same time (a dummy hash is verified when there is no account).
 * Wrong passwords slow the clients that send them (`signInWait`), never the owner's correct password from a
 * client that sent none: strangers cannot lock the owner out.
 */
export const signIn = Effect.fn("Commands.signIn")(function* (
  input: { readonly email: string; readonly password: string },
  clientIp: string,
) {
  const email = normalizeEmail(input.email)
  const client = clientNetwork(clientIp)
  const limiter = yield* RateLimiter
  yield* limiter.enforce(
    `login:ip:${client}`,
    yield* Effect.orDie(loginsPerIp),
    LOGIN_WINDOW_SECONDS,
    "login",
  )
  const address = (yield* AddressDigest).of(email)
  // the client's failures are kept an hour: 10 in 15 minutes refuse it, one is enough while under attack
  const pairKey = `login:fail:${address}:${client}`
  const addressKey = `login:fail:${address}`
  const wait = signInWait({
    client: yield* limiter.check(pairKey, FAILURES_PER_ADDRESS_AND_CLIENT, CLIENT_WINDOW_SECONDS),
    clientThisHour: yield* limiter.check(pairKey, 1, ADDRESS_WINDOW_SECONDS),
    address: yield* limiter.check(addressKey, FAILURES_PER_ADDRESS, ADDRESS_WINDOW_SECONDS),
  })
  if (wait !== undefined) return yield* new TooManyAttempts({ action: "login", retryAfterSeconds: wait })

  const { sql } = yield* Db
  const passwords = yield* Passwords
  const row = email === "" ? undefined : yield* Effect.promise(() => findUserByEmail(sql, email))
  const stored = row ? yield* (yield* EventStore).readStream(userStream(row.id)) : []
  const events = Result.getOrElse(userEventsOf(stored), () => [])
  const registered = row !== undefined && userStateOf(events).status === "registered"
  const ok = yield* passwords.verify(registered ? passwordHashOf(events) : undefined, input.password)
  if (!ok || row === undefined) {
    yield* limiter.record(pairKey, ADDRESS_WINDOW_SECONDS)
    yield* limiter.record(addressKey, ADDRESS_WINDOW_SECONDS)
    return yield* new InvalidCredentials()
  }

  const now = yield* currentInstant
  yield* runCommand([userStream(row.id)], (loaded) =>
    Effect.map(decideOnUser(loaded, row.id, { _tag: "RecordLogin", now }), (decided) => ({
      appends: [decided.append],
      value: undefined,
    })),
  ).pipe(expectErrors("UserNotFound"))
  return { userId: row.id, firstLogin: row.last_login === null }
})
