/** The user as GET /api/user/me, login and registration return it (SPEC §3). */
export type User = {
  readonly id: string
  readonly name: string
  readonly email: string
  readonly ai_name: string
  readonly is_admin: boolean
  readonly is_verified: boolean
  readonly created_at: string
  readonly last_login: string | null
  readonly total_chats: number
  readonly total_messages: number
}

/** POST /api/auth/login and /api/auth/register answer with this. */
export type AuthResponse = {
  readonly access_token: string
  readonly user: User
}
