import { Effect } from "effect"
import { Db } from "../../eventstore/db.ts"
import { findUserById } from "../../projections/user-directory/user-directory-queries.ts"
import { Forbidden } from "../contract/errors.ts"

export const verifyAddressFirst =
  "Prima di iniziare la tua prima sessione conferma il tuo indirizzo email: ti abbiamo inviato un link. " +
  "Non lo trovi? Puoi chiederne uno nuovo dalla dashboard."

/** 403 with a kind Italian explanation until the user has verified their address (before any session starts). */
export const requireVerifiedAddress = (userId: string) =>
  Effect.gen(function* () {
    const { sql } = yield* Db
    const user = yield* Effect.promise(() => findUserById(sql, userId))
    if (user?.is_verified !== true)
      return yield* new Forbidden({ code: "EMAIL_NOT_VERIFIED", detail: verifyAddressFirst })
  })
