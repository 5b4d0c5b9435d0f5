import type { EmergencyContactRelation } from "../emergency-contact-relations.ts"

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
  /** Base64 of the 16-byte salt the message key is derived from (DESIGN §6). */
  readonly encryption_salt: string
  readonly emergency_contact: EmergencyContact | null
}

export type EmergencyContact = {
  readonly name: string
  readonly phone: string
  /** null means "Non specificato". */
  readonly relation: EmergencyContactRelation | null
}

/** POST /api/auth/login answers with this (sign-up answers 202 with a message only). */
export type AuthResponse = {
  readonly access_token: string
  readonly token_type?: "bearer"
  readonly user: User
}
