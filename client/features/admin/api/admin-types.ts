/** GET /api/admin/stats (SPEC §3 Admin stats; recent_registrations counts the last 7 days). */
export type AdminStats = {
  readonly total_users: number
  readonly verified_users: number
  readonly total_chats: number
  readonly total_messages: number
  readonly recent_registrations: number
}

/** One item of GET /api/admin/users?limit=100 (SPEC §3 User). */
export type AdminUser = {
  readonly id: string
  readonly name: string
  readonly email: string
  readonly ai_name: string
  readonly is_admin: boolean
  readonly is_verified: boolean
  readonly created_at: string
  /** null: never logged in. */
  readonly last_login: string | null
  readonly total_chats: number
  readonly total_messages: number
}

/** DELETE /api/admin/users/{id} and POST /api/admin/users/{id}/request-password-reset. */
export type AdminActionResponse = { readonly success: boolean; readonly message: string }

export const adminKeys = {
  all: ["admin"] as const,
  stats: ["admin", "stats"] as const,
  users: ["admin", "users"] as const,
}
