import type { AdminActionResult, AdminStats, AdminUser, DailyActivity } from "../../../../contract/admin.ts"

/*
 * The admin API's shapes, from the contract's Schemas (contract/admin.ts): GET /admin/stats (SPEC §3 Admin
 * stats), one item of GET /admin/users (SPEC §3 User), one day of GET /admin/activity, and the answer of
 * DELETE /admin/users/{id} and POST /admin/users/{id}/request-password-reset.
 */
export type { AdminStats, AdminUser, DailyActivity }
export type AdminActionResponse = AdminActionResult

export const adminKeys = {
  all: ["admin"] as const,
  stats: ["admin", "stats"] as const,
  activity: ["admin", "activity"] as const,
  users: ["admin", "users"] as const,
}
