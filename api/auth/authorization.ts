import { Effect, Layer, Redacted } from "effect"
import { Forbidden } from "../contract/errors.ts"
import { AdminOnly, Authorization, CurrentUser } from "../contract/middleware.ts"
import { Tokens } from "./tokens.ts"

export const adminRequired = () =>
  new Forbidden({ detail: "Accesso negato. Privilegi amministratore richiesti." })

/** Verifies the bearer token (missing, bad or expired → 401) and provides `CurrentUser`. Needs `Tokens`. */
export const AuthorizationLive = Layer.effect(
  Authorization,
  Effect.gen(function* () {
    const tokens = yield* Tokens
    return Authorization.of({
      bearer: (httpEffect, { credential }) =>
        Effect.flatMap(tokens.verify(Redacted.value(credential).trim()), (user) =>
          Effect.provideService(httpEffect, CurrentUser, user),
        ),
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
