import type { Instant } from "../shared/instant.ts"
import type { EmergencyContactRelation } from "./user-events.ts"
import type { KeyEnvelope } from "./user-key-events.ts"

/** Hashing (password, tokens) happens outside the domain; commands carry hashes. */
export interface RegisterUser {
  readonly _tag: "RegisterUser"
  readonly userId: string
  readonly name: string
  readonly email: string
  readonly passwordHash: string
  /** Blank or missing → "Cogi". */
  readonly aiName?: string | undefined
  readonly encryptionSalt: string
  readonly isAdmin: boolean
  /** Kept only when both name and phone are non-blank (SPEC §5). */
  readonly emergencyContact?:
    | { readonly name: string; readonly phone: string; readonly relation: EmergencyContactRelation | "" }
    | undefined
  /** Required of ordinary users (GDPR art. 9(2)(a) consent, 18 or older); administrators are made by operators. */
  readonly consent?: { readonly healthData: boolean; readonly adult: boolean } | undefined
  /** The data key made in the browser, wrapped; absent for accounts made elsewhere (they move over at login). */
  readonly keys?: KeyEnvelope | undefined
  /** When present, the first verification e-mail is requested in the same append. */
  readonly verification?: { readonly tokenHash: string; readonly expiresAt: Instant } | undefined
  readonly now: Instant
}

export interface RequestEmailVerification {
  readonly _tag: "RequestEmailVerification"
  readonly tokenHash: string
  readonly expiresAt: Instant
  readonly now: Instant
}

export interface VerifyEmail {
  readonly _tag: "VerifyEmail"
  readonly tokenHash: string
  readonly now: Instant
}

export interface RecordLogin {
  readonly _tag: "RecordLogin"
  readonly now: Instant
}

export interface RenameAssistant {
  readonly _tag: "RenameAssistant"
  readonly aiName: string
  readonly now: Instant
}

export interface RequestPasswordReset {
  readonly _tag: "RequestPasswordReset"
  /** An administrator's reset is for verified ordinary users only; the user may ask for their own. */
  readonly by: "admin" | "self"
  readonly tokenHash: string
  readonly expiresAt: Instant
  readonly now: Instant
}

export interface ChangePassword {
  readonly _tag: "ChangePassword"
  readonly passwordHash: string
  /** Set when the change comes from a reset link: it must match the latest unexpired reset request. */
  readonly resetTokenHash: string | null
  /**
   * The data key wrapped by the new password. Signed in: the same data key re-wrapped. Reset: the same key
   * (opened with the recovery key) or a new one (the old history stays locked).
   */
  readonly keys: KeyEnvelope | null
  readonly now: Instant
}

/** The account page's profile: the name, and the emergency contact (kept only with both name and phone). */
export interface UpdateProfile {
  readonly _tag: "UpdateProfile"
  readonly name: string
  readonly emergencyContact: RegisterUser["emergencyContact"]
  readonly now: Instant
}

/** Keys stored outside a password change: an old account moving over, or a new recovery key. */
export interface StoreKeys {
  readonly _tag: "StoreKeys"
  readonly keys: KeyEnvelope
  readonly reason: "migrated" | "recovery_regenerated"
  readonly now: Instant
}

/** The account page's switch for the care note (issue 27). */
export interface SetCareNote {
  readonly _tag: "SetCareNote"
  readonly enabled: boolean
  readonly now: Instant
}

export interface DeleteUser {
  readonly _tag: "DeleteUser"
  /** The acting user's id. */
  readonly by: string
  readonly now: Instant
}

export type UserCommand =
  | RegisterUser
  | RequestEmailVerification
  | VerifyEmail
  | RecordLogin
  | RenameAssistant
  | RequestPasswordReset
  | ChangePassword
  | StoreKeys
  | UpdateProfile
  | SetCareNote
  | DeleteUser
