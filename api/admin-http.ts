import { Effect } from "effect"
import { currentInstant } from "../eventstore/clock.ts"
import { HttpApiBuilder } from "effect/http-api"
import { addDays } from "../domain/shared/instant.ts"
import { refuseAccount } from "./accounts/user-http-errors.ts"
import { Db } from "../eventstore/db.ts"
import { requestPasswordReset } from "../commands/accounts/password-reset.ts"
import { adminStats, adminUsers } from "./admin/admin-queries.ts"
import { deleteUserAsAdmin } from "../commands/admin/user-deletion.ts"
import { conditionCode } from "./condition-code.ts"
import { activityBetween } from "../projections/activity-by-day/activity-by-day-queries.ts"
import {
  referralsByDay,
  SMALLEST_SHOWN_COUNT,
} from "../projections/crisis-referrals/crisis-referrals-queries.ts"
import { Api } from "../contract/api.ts"
import { ACTIVITY_DAYS } from "../contract/admin.ts"
import { Forbidden, NotFound, ValidationError } from "../contract/errors.ts"
import { CurrentUser } from "../contract/middleware.ts"

const RECENT_DAYS = 7
const MAX_USERS = 100

export const adminMessages = {
  userDeleted: "Utente eliminato",
  resetSent: "Email di reset inviata",
  ownAccount: "Non puoi eliminare il tuo account.",
  userNotFound: "Utente non trovato.",
  limitInvalid: `Il parametro limit deve essere un numero intero tra 1 e ${MAX_USERS}.`,
} as const

/** The projection counts days in Rome: so does the chart. */
const romeDays = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Rome" })
const romeDay = (instant: string) => romeDays.format(new Date(instant))

const notFound = () =>
  Effect.fail(new NotFound({ code: "USER_NOT_FOUND", detail: adminMessages.userNotFound }))

/** `limit` of GET /admin/users: missing → 100; an integer 1..100 → itself; anything else → undefined. */
export const parseLimit = (raw: string | undefined): number | undefined => {
  if (raw === undefined) return MAX_USERS
  if (!/^\d{1,3}$/.test(raw.trim())) return undefined
  const limit = Number(raw.trim())
  return limit >= 1 && limit <= MAX_USERS ? limit : undefined
}

/** GET /admin/stats, GET /admin/users, DELETE /admin/users/{id}, POST /admin/users/{id}/request-password-reset. */
export const AdminLive = HttpApiBuilder.group(Api, "admin", (handlers) =>
  Effect.gen(function* () {
    const { sql } = yield* Db
    return handlers
      .handle("stats", () =>
        Effect.gen(function* () {
          const since = addDays(yield* currentInstant, -RECENT_DAYS)
          return yield* Effect.promise(() => adminStats(sql, since))
        }),
      )
      .handle("activity", () =>
        Effect.gen(function* () {
          const now = yield* currentInstant
          const first = romeDay(addDays(now, -(ACTIVITY_DAYS - 1)))
          return yield* Effect.promise(() => activityBetween(sql, first, romeDay(now)))
        }),
      )
      .handle("crisisReferrals", () =>
        Effect.gen(function* () {
          const now = yield* currentInstant
          const first = romeDay(addDays(now, -(ACTIVITY_DAYS - 1)))
          const counts = yield* Effect.promise(() => referralsByDay(sql, first, romeDay(now)))
          return { counts, smallest_shown: SMALLEST_SHOWN_COUNT }
        }),
      )
      .handle("users", ({ query }) =>
        Effect.gen(function* () {
          const limit = parseLimit(query.limit)
          if (limit === undefined) return yield* new ValidationError({ detail: adminMessages.limitInvalid })
          return yield* Effect.promise(() => adminUsers(sql, limit))
        }),
      )
      .handle("deleteUser", ({ params }) =>
        Effect.flatMap(CurrentUser, (admin) => deleteUserAsAdmin(admin.id, params.id)).pipe(
          Effect.as({ success: true, message: adminMessages.userDeleted }),
          Effect.catchTags({
            OwnAccountProtected: (error) =>
              Effect.fail(
                new Forbidden({ code: conditionCode(error._tag), detail: adminMessages.ownAccount }),
              ),
            AdminUserProtected: (error) => refuseAccount(error),
            UserNotFound: notFound,
          }),
        ),
      )
      .handle("requestPasswordReset", ({ params }) =>
        requestPasswordReset(params.id).pipe(
          Effect.as({ success: true, message: adminMessages.resetSent }),
          Effect.catchTags({
            PasswordResetNotAllowed: (error) => refuseAccount(error),
            UserNotFound: notFound,
          }),
        ),
      )
  }),
)
