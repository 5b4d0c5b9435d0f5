import { Clock, Effect, Result } from "effect"
import { fromMillis } from "../../domain/shared/instant.ts"
import { normalizeEmail } from "../../domain/user/user-decider.ts"
import { Db } from "../../eventstore/db.ts"
import { EventStore } from "../../eventstore/event-store.ts"
import { findUserByEmail } from "../../projections/user-directory/user-directory-queries.ts"
import { Passwords } from "../auth/passwords.ts"
import { credentialVersionOf } from "../auth/credential-version.ts"
import { RateLimiter } from "../auth/rate-limit.ts"
import { Tokens } from "../auth/tokens.ts"
import type { AuthResponse } from "../contract/auth.ts"
import { accountMessages, InvalidCredentials } from "./account-errors.ts"
import {
  decideOnUser,
  expectErrors,
  passwordHashOf,
  runCommand,
  userEventsOf,
  userStateOf,
} from "./user-stream.ts"
import { loadUserDto } from "./user-view.ts"
import { userStream } from "../../domain/shared/stream-ids.ts"

const LOGIN_WINDOW_SECONDS = 15 * 60
const LOGINS_PER_ADDRESS = 10
const LOGINS_PER_IP = 30

/** The access token and user a successful sign-in or sign-up answers with. */
export const issueSession = Effect.fn("Accounts.issueSession")(function* (userId: string) {
  const user = yield* loadUserDto(userId)
  const { sql } = yield* Db
  const credentialVersion = yield* Effect.promise(() => credentialVersionOf(sql, user.id))
  const access_token = yield* (yield* Tokens).sign({ id: user.id, isAdmin: user.is_admin, credentialVersion })
  return { access_token, token_type: "bearer", user } satisfies AuthResponse
})

/**
 * Checks the password and records the login. An unknown address, a deleted account and a wrong password are the
 * same `InvalidCredentials`, and take the same time (a dummy hash is verified when there is no account).
 */
export const signIn = Effect.fn("Accounts.signIn")(function* (
  input: { readonly email: string; readonly password: string },
  clientIp: string,
) {
  const email = normalizeEmail(input.email)
  const limiter = yield* RateLimiter
  yield* limiter.enforce(
    `login:ip:${clientIp}`,
    LOGINS_PER_IP,
    LOGIN_WINDOW_SECONDS,
    accountMessages.tooManyLogins,
  )
  yield* limiter.enforce(
    `login:email:${email}`,
    LOGINS_PER_ADDRESS,
    LOGIN_WINDOW_SECONDS,
    accountMessages.tooManyLogins,
  )

  const { sql } = yield* Db
  const passwords = yield* Passwords
  const row = email === "" ? undefined : yield* Effect.promise(() => findUserByEmail(sql, email))
  const stored = row ? yield* (yield* EventStore).readStream(userStream(row.id)) : []
  const events = Result.getOrElse(userEventsOf(stored), () => [])
  const registered = row !== undefined && userStateOf(events).status === "registered"
  const ok = yield* passwords.verify(registered ? passwordHashOf(events) : undefined, input.password)
  if (!ok || row === undefined) return yield* new InvalidCredentials()

  const now = fromMillis(yield* Clock.currentTimeMillis)
  yield* runCommand([userStream(row.id)], (loaded) =>
    Effect.map(decideOnUser(loaded, row.id, { _tag: "RecordLogin", now }), (decided) => ({
      appends: [decided.append],
      value: undefined,
    })),
  ).pipe(expectErrors("UserNotFound"))
  return yield* issueSession(row.id)
})
