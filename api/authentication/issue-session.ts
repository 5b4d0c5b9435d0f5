import { Effect } from "effect"
import { loadUserDto } from "../../commands/accounts/user-view.ts"
import { Db } from "../../eventstore/db.ts"
import type { AuthResponse } from "../../contract/auth.ts"
import { credentialVersionOf } from "./credential-version.ts"
import { Tokens } from "./tokens.ts"

/** The access token and user a successful sign-in or sign-up answers with. */
export const issueSession = Effect.fn("Auth.issueSession")(function* (userId: string) {
  const user = yield* loadUserDto(userId)
  const { sql } = yield* Db
  const credentialVersion = yield* Effect.promise(() => credentialVersionOf(sql, user.id))
  const access_token = yield* (yield* Tokens).sign({ id: user.id, isAdmin: user.is_admin, credentialVersion })
  return { access_token, token_type: "bearer", user } satisfies AuthResponse
})
