import { randomUUID } from "node:crypto"
import { Config, Effect, Option, Redacted, Schema } from "effect"
import { currentInstant } from "../../eventstore/clock.ts"
import { foldEvents } from "../../domain/shared/decider.ts"
import { addMinutes } from "../../domain/shared/instant.ts"
import { normalizeEmail, userDecider } from "../../domain/user/user-decider.ts"
import { validatePassword } from "../../domain/user/user-password.ts"
import { users } from "../aggregates.ts"
import { Db } from "../../eventstore/db.ts"
import { findUserByEmail } from "../../projections/user-directory/user-directory-queries.ts"
import { Passwords } from "./passwords.ts"
import { isEmailTaken } from "./registration.ts"
import { runCommand } from "./user-stream.ts"
import { hashToken } from "./verification-token.ts"
import { grantFreeSessions } from "./wallet-stream.ts"
import { userStream, walletStream } from "../../domain/shared/stream-ids.ts"

/** Why an administrator could not be created; `message` is English, for operators. */
export class AdminSetupFailed extends Schema.TaggedError<AdminSetupFailed>()("AdminSetupFailed", {
  message: Schema.String,
}) {}

export interface AdminAccount {
  readonly email: string
  readonly password: string
  readonly name?: string | undefined
}

export type AdminOutcome =
  | { readonly _tag: "Created"; readonly userId: string }
  | { readonly _tag: "AlreadyAdmin"; readonly userId: string }

const failure = (message: string) => new AdminSetupFailed({ message })

/**
 * Ensures a verified administrator with this e-mail exists: registers one (UserRegistered with isAdmin,
 * EmailVerified, FreeSessionsGranted) or, when the address already belongs to an admin, changes nothing.
 * An ordinary account with the address is an error: it is never promoted silently.
 */
export const ensureAdmin = Effect.fn("Commands.ensureAdmin")(function* (account: AdminAccount) {
  const email = normalizeEmail(account.email)
  if (!/^[^\s@]+@[^\s@]+$/.test(email))
    return yield* failure(`"${account.email}" is not a valid e-mail address`)
  const { sql } = yield* Db
  const existing = yield* Effect.promise(() => findUserByEmail(sql, email))
  if (existing !== undefined) {
    if (existing.is_admin) return { _tag: "AlreadyAdmin", userId: existing.id } satisfies AdminOutcome
    return yield* failure(
      `${email} already belongs to an ordinary user; choose another address for the admin`,
    )
  }
  if (validatePassword(account.password)._tag === "Failure") {
    return yield* failure("the admin password must be at least 6 characters long")
  }
  const passwordHash = yield* (yield* Passwords).hash(account.password)
  const now = yield* currentInstant
  const userId = randomUUID()
  // The address counts as verified: the operator vouches for it. The decider still sees request → verify.
  const tokenHash = hashToken(randomUUID())
  const created = runCommand([userStream(userId), walletStream(userId)], (loaded) =>
    Effect.gen(function* () {
      const registered = yield* Effect.fromResult(
        userDecider.decide(
          {
            _tag: "RegisterUser",
            userId,
            name: account.name?.trim() || "Amministratore",
            email,
            passwordHash,
            encryptionSalt: randomSalt(),
            isAdmin: true,
            verification: { tokenHash, expiresAt: addMinutes(now, 60) },
            now,
          },
          userDecider.initialState,
        ),
      )
      const verified = yield* Effect.fromResult(
        userDecider.decide({ _tag: "VerifyEmail", tokenHash, now }, foldEvents(userDecider, registered)),
      )
      const wallet = yield* grantFreeSessions(loaded, userId, now)
      const user = users.append(loaded, userId, [...registered, ...verified])
      return { appends: [user, wallet], value: { _tag: "Created", userId } satisfies AdminOutcome }
    }),
  ).pipe(
    Effect.map(({ value }) => value),
    Effect.mapError((error) => failure(`the admin could not be registered (${error._tag})`)),
  )
  return yield* created.pipe(
    // another instance created it at the same moment: look again
    Effect.catchDefect((defect) =>
      isEmailTaken(defect)
        ? Effect.flatMap(
            Effect.promise(() => findUserByEmail(sql, email)),
            (row): Effect.Effect<AdminOutcome, AdminSetupFailed> =>
              row?.is_admin
                ? Effect.succeed({ _tag: "AlreadyAdmin", userId: row.id })
                : Effect.fail(failure(`${email} already belongs to an ordinary user`)),
          )
        : Effect.die(defect),
    ),
  )
})

/** The admin's browser derives message keys from this salt like any user's. */
const randomSalt = () => Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64")

/** `COGI_ADMIN_EMAIL` + `COGI_ADMIN_PASSWORD` (+ optional `COGI_ADMIN_NAME`): both or neither. */
export const AdminFromEnv = Config.all({
  email: Config.option(Config.String("COGI_ADMIN_EMAIL")),
  password: Config.option(Config.Redacted("COGI_ADMIN_PASSWORD")),
  name: Config.option(Config.String("COGI_ADMIN_NAME")),
})

/** At start: ensures the admin named by the environment exists; does nothing when neither variable is set. */
export const ensureAdminFromEnv = Effect.gen(function* () {
  const env = yield* AdminFromEnv
  if (Option.isNone(env.email) && Option.isNone(env.password)) return
  if (Option.isNone(env.email) || Option.isNone(env.password)) {
    return yield* failure("set both COGI_ADMIN_EMAIL and COGI_ADMIN_PASSWORD, or neither")
  }
  const outcome = yield* ensureAdmin({
    email: env.email.value,
    password: Redacted.value(env.password.value),
    name: Option.getOrUndefined(env.name),
  })
  yield* Effect.logInfo(
    outcome._tag === "Created"
      ? `Administrator ${normalizeEmail(env.email.value)} created`
      : `Administrator ${normalizeEmail(env.email.value)} already exists`,
  )
})
