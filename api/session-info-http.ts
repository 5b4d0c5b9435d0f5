import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { sessionInfo } from "../domain/wallet/session-info.ts"
import { Db } from "../eventstore/db.ts"
import { currentInstant } from "../eventstore/clock.ts"
import { invalidToken, revokedToken } from "./authentication/tokens.ts"
import { Api } from "../contract/api.ts"
import { TokenClaims } from "../contract/middleware.ts"
import { readWalletOfExistingUser } from "./sessions/session-info-read.ts"

/**
 * GET /user/session-info: one query; a deleted user's still-valid token is refused like a bad one, and a token from
 * before the latest password change like on every other route (401).
 */
export const SessionInfoLive = HttpApiBuilder.group(Api, "sessionInfo", (handlers) =>
  Effect.gen(function* () {
    const { sql } = yield* Db
    return handlers.handle("info", () =>
      Effect.gen(function* () {
        const claims = yield* TokenClaims
        const found = yield* Effect.promise(() => readWalletOfExistingUser(sql, claims.id))
        if (found === undefined) return yield* invalidToken()
        if (claims.credentialVersion < found.credentialVersion) return yield* revokedToken()
        return sessionInfo(found.wallet, yield* currentInstant)
      }),
    )
  }),
)
