import type { AuthResponse as AuthResponseSchema } from "../../../contract/auth.ts"
import type { UserDto } from "../../../contract/user.ts"

/**
 * The user as GET /api/user/me, login and registration return it (SPEC §3): the contract's `UserDto`.
 * `encryption_salt` is the base64 of the 16-byte salt the message key is derived from (DESIGN §6).
 */
export type User = UserDto

/** `relation` null means "Non specificato". */
export type EmergencyContact = NonNullable<User["emergency_contact"]>

/** POST /api/auth/login answers with this (sign-up answers 202 with a message only). */
export type AuthResponse = AuthResponseSchema
