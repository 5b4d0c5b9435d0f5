import { Effect, Layer, Redacted } from "effect"
import { Forbidden } from "../../contract/errors.ts"
import { AdminOnly, Authorization, BearerToken, CurrentUser, TokenClaims } from "../../contract/middleware.ts"
import { authenticatedUserOf } from "./credential-version.ts"
import { invalidToken, revokedToken, Tokens } from "./tokens.ts"
import { Db } from "../../eventstore/db.ts"

export const adminRequired = () =>
  new Forbidden({ detail: "Accesso negato. Privilegi amministratore richiesti." })

/**
 * The one check every authenticated route makes, `/api/images` included: a valid, unexpired token of a user the
 * directory still has (a deleted account's token stops working at once), with the role the directory says now
 * (the token's own flag is only a hint), issued at the account's current credential version: a token from
 * before the latest password change or reset is refused (read from the log, so on every replica at once).
 */
export const authenticate = (token: string) =>
  Effect.gen(function* () {
    const claimed = yield* (yield* Tokens).verify(token.trim())
    const { sql } = yield* Db
    const user = yield* Effect.promise(() => authenticatedUserOf(sql, claimed.id))
    if (!user) return yield* invalidToken()
    if (claimed.credentialVersion < user.credential_version) return yield* revokedToken()
    return { id: user.id, isAdmin: user.is_admin }
  })

/**
 * Verifies the bearer token (missing, bad or expired → 401) and provides `CurrentUser`, as the user directory
 * has them now: a deleted account's token stops working at once, and a revoked admin loses the role at once
 * (the token's own flag is only a hint). Needs `Tokens` and `Db`.
 */
export const AuthorizationLive = Layer.effect(
  Authorization,
  Effect.gen(function* () {
    const tokens = yield* Tokens
    const db = yield* Db
    return Authorization.of({
      bearer: (httpEffect, { credential }) =>
        Effect.gen(function* () {
          const user = yield* authenticate(Redacted.value(credential)).pipe(
            Effect.provideService(Tokens, tokens),
            Effect.provideService(Db, db),
          )
          return yield* Effect.provideService(httpEffect, CurrentUser, user)
        }),
    })
  }),
)

/**
 * The token's verified claims only (signature, expiry, claims; no query): the endpoint's own query must prove
 * the user still exists and that the token is not from before the latest password change or reset — session-info's
 * one query does both, so the hottest route reads the database once. Needs `Tokens`.
 */
export const BearerTokenLive = Layer.effect(
  BearerToken,
  Effect.gen(function* () {
    const tokens = yield* Tokens
    return BearerToken.of({
      bearer: (httpEffect, { credential }) =>
        Effect.gen(function* () {
          const claims = yield* tokens.verify(Redacted.value(credential).trim())
          return yield* Effect.provideService(httpEffect, TokenClaims, claims)
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
