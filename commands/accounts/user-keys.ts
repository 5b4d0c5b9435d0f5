import { Effect } from "effect"
import { currentInstant } from "../../eventstore/clock.ts"
import { userStream } from "../../domain/shared/stream-ids.ts"
import type { KeyEnvelope } from "../../domain/user/user-key-events.ts"
import { validatePassword } from "../../domain/user/user-password.ts"
import { EventStore } from "../../eventstore/event-store.ts"
import { Passwords } from "./passwords.ts"
import { RateLimiter } from "../rate-limits/rate-limiter.ts"
import { WrongPassword } from "./account-errors.ts"
import {
  decideOnUser,
  encryptionSaltOf,
  envelopeOf,
  expectErrors,
  passwordHashOf,
  runCommand,
  userEventsOf,
  userStateOf,
} from "./user-stream.ts"

const CONFIRMATIONS_PER_WINDOW = 10
const CONFIRMATION_WINDOW_SECONDS = 15 * 60

/** The user's history, read from their stream (the `users` read model holds no keys). */
const historyOf = (userId: string) =>
  Effect.gen(function* () {
    const stored = yield* (yield* EventStore).readStream(userStream(userId))
    return yield* Effect.fromResult(userEventsOf(stored))
  })

/** The wrapped keys, the record salt, and whether the data key is an old account's password-derived one. */
export const loadKeys = Effect.fn("Commands.loadKeys")(function* (userId: string) {
  const events = yield* historyOf(userId)
  const state = userStateOf(events)
  return {
    keys: envelopeOf(events),
    encryptionSalt: encryptionSaltOf(events),
    legacyKey: state.status !== "unregistered" && state.legacyKey,
  }
})

/**
 * The signed-in user proves they know the password (key changes, account deletion): a stolen token alone is
 * not enough. Limited to 10 tries per 15 minutes per account.
 */
export const confirmPassword = Effect.fn("Commands.confirmPassword")(function* (
  userId: string,
  password: string,
) {
  yield* (yield* RateLimiter).enforce(
    `password-confirm:${userId}`,
    CONFIRMATIONS_PER_WINDOW,
    CONFIRMATION_WINDOW_SECONDS,
    "password_confirmation",
  )
  const events = yield* historyOf(userId)
  const ok = yield* (yield* Passwords).verify(passwordHashOf(events), password)
  if (!ok) return yield* new WrongPassword()
})

/** An old account's first envelope, or a new recovery key (same data key). */
export const storeKeys = Effect.fn("Commands.storeKeys")(function* (
  userId: string,
  password: string,
  keys: KeyEnvelope,
  reason: "migrated" | "recovery_regenerated",
) {
  yield* confirmPassword(userId, password)
  const now = yield* currentInstant
  yield* runCommand([userStream(userId)], (loaded) =>
    Effect.map(decideOnUser(loaded, userId, { _tag: "StoreKeys", keys, reason, now }), (decided) => ({
      appends: [decided.append],
      value: undefined,
    })),
  ).pipe(expectErrors("UserNotFound", "KeyEnvelopeInvalid", "KeysAlreadyStored", "DataKeyMismatch"))
  return yield* loadKeys(userId)
})

/**
 * A signed-in password change: the current password, the new one, and the same data key wrapped by the new
 * one (the history stays readable), or for an old account's password-derived key a new one that keeps it.
 * Every older token stops working (the edge answers with a fresh one).
 */
export const changeOwnPassword = Effect.fn("Commands.changeOwnPassword")(function* (
  userId: string,
  input: { readonly current: string; readonly next: string; readonly keys: KeyEnvelope },
) {
  yield* Effect.fromResult(validatePassword(input.next))
  yield* confirmPassword(userId, input.current)
  const passwordHash = yield* (yield* Passwords).hash(input.next)
  const now = yield* currentInstant
  yield* runCommand([userStream(userId)], (loaded) =>
    Effect.map(
      decideOnUser(loaded, userId, {
        _tag: "ChangePassword",
        passwordHash,
        resetTokenHash: null,
        keys: input.keys,
        now,
      }),
      (decided) => ({ appends: [decided.append], value: undefined }),
    ),
  ).pipe(
    expectErrors(
      "UserNotFound",
      "KeyEnvelopeInvalid",
      "KeyEnvelopeMissing",
      "DataKeyMismatch",
      "DataKeyRotationRequired",
    ),
  )
})
