import { Effect, Layer, Redacted } from "effect"
import { Forbidden } from "../contract/errors.ts"
import { AdminOnly, Authorization, CurrentUser } from "../contract/middleware.ts"
import { credentialVersionOf } from "./credential-version.ts"
import { invalidToken, revokedToken, Tokens } from "./tokens.ts"
import { Db } from "../../eventstore/db.ts"
import { findUserById } from "../../projections/user-directory/user-directory-queries.ts"

export const adminRequired = () =>
  new Forbidden({ detail: "Accesso negato. Privilegi amministratore richiesti." })

/**
 * Verifies the bearer token (missing, bad or expired → 401) and provides `CurrentUser`, as the user directory
 * has them now: a deleted account's token stops working at once, and a revoked admin loses the role at once
 * (the token's own flag is only a hint), and a token issued before the latest password change or reset is
 * refused (its credential version is older than the log's). Needs `Tokens` and `Db`.
 */
export const AuthorizationLive = Layer.effect(
  Authorization,
  Effect.gen(function* () {
    const tokens = yield* Tokens
    const { sql } = yield* Db
    return Authorization.of({
      bearer: (httpEffect, { credential }) =>
        Effect.gen(function* () {
          const claimed = yield* tokens.verify(Redacted.value(credential).trim())
          const user = yield* Effect.promise(() => findUserById(sql, claimed.id))
          if (!user) return yield* invalidToken()
          const current = yield* Effect.promise(() => credentialVersionOf(sql, user.id))
          if (claimed.credentialVersion < current) return yield* revokedToken()
          return yield* Effect.provideService(httpEffect, CurrentUser, {
            id: user.id,
            isAdmin: user.is_admin,
          })
        }),
    })
  }),
)

/** 403 unless `CurrentUser` is an admin. */
export const AdminOnlyLive = Layer.succeed(AdminOnly)((httpEffect) =>
  Effect.gen(function* () {
    const user = yield* CurrentUser
    if (!user.isAdmin) return yield* adminRequired()
    return yield* httpEffect
  }),
)
