import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { Forbidden, NotFound, Unauthorized, ValidationError } from "./errors.ts"
import { AdminOnly, Authorization } from "./middleware.ts"
import { UserEntity } from "./user.ts"
import { BoundedText, fieldMaxima } from "./limits.ts"
import { CrisisReferrals } from "./safety.ts"

/** GET /admin/stats (SPEC §3 "Admin stats"); `recent_registrations` counts the last 7 days. */
export const AdminStats = Schema.Struct({
  total_users: Schema.Int,
  verified_users: Schema.Int,
  total_chats: Schema.Int,
  total_messages: Schema.Int,
  recent_registrations: Schema.Int,
})
export type AdminStats = typeof AdminStats.Type

/** One row of GET /admin/users: the user entity of SPEC §3, nothing more (no salt, no emergency contact). */
export const AdminUser = UserEntity
export type AdminUser = typeof AdminUser.Type

/** `{success: true, message}` of the delete and password-reset actions. */
export const AdminActionResult = Schema.Struct({ success: Schema.Boolean, message: Schema.String })
export type AdminActionResult = typeof AdminActionResult.Type

/** One day (in Rome) of GET /admin/activity, read from the `activity_by_day` projection. */
export const DailyActivity = Schema.Struct({
  day: Schema.String,
  registrations: Schema.Int,
  verifications: Schema.Int,
  logins: Schema.Int,
  sessions_started: Schema.Int,
  messages: Schema.Int,
})
export type DailyActivity = typeof DailyActivity.Type

/** The days GET /admin/activity covers, today included. */
export const ACTIVITY_DAYS = 30

const userId = { id: BoundedText(fieldMaxima.id) }

/**
 * Administration (SPEC §6, §7): admins only. 401 without a valid token, 403 "Accesso negato. Privilegi
 * amministratore richiesti." for a non-admin.
 */
export class AdminGroup extends HttpApiGroup.make("admin")
  .add(
    HttpApiEndpoint.get("stats", "/stats", { success: AdminStats, error: [Unauthorized, Forbidden] }),
    /** The last ACTIVITY_DAYS days, oldest first, zeros included (the async projection may lag a few seconds). */
    HttpApiEndpoint.get("activity", "/activity", {
      success: Schema.Array(DailyActivity),
      error: [Unauthorized, Forbidden],
    }),
    /** Crisis cards per day and category over the last ACTIVITY_DAYS days (counts under 5 withheld). */
    HttpApiEndpoint.get("crisisReferrals", "/crisis-referrals", {
      success: CrisisReferrals,
      error: [Unauthorized, Forbidden],
    }),
    /** Newest first. `limit` 1..100, default 100; anything else is 400. */
    HttpApiEndpoint.get("users", "/users", {
      query: { limit: Schema.optional(BoundedText(10)) },
      success: Schema.Array(AdminUser),
      error: [ValidationError, Unauthorized, Forbidden],
    }),
    /** 403 for the admin's own account and for admin accounts; 404 for an unknown (or already deleted) user. */
    HttpApiEndpoint.delete("deleteUser", "/users/:id", {
      params: userId,
      success: AdminActionResult,
      error: [Unauthorized, Forbidden, NotFound],
    }),
    /** Verified non-admin users only: 400 for an unverified user, 403 for an admin, 404 for an unknown one. */
    HttpApiEndpoint.post("requestPasswordReset", "/users/:id/request-password-reset", {
      params: userId,
      success: AdminActionResult,
      error: [ValidationError, Unauthorized, Forbidden, NotFound],
    }),
  )
  .middleware(AdminOnly)
  .middleware(Authorization)
  .prefix("/admin") {}
