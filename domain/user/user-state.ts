import type { Instant } from "../shared/instant.ts"
import type { UserEvent } from "./user-events.ts"
import type { KeyWrapReason } from "./user-key-events.ts"

interface PendingToken {
  readonly tokenHash: string
  readonly expiresAt: Instant
  readonly requestedAt: Instant
}

export interface RegisteredUser {
  readonly status: "registered" | "deleted"
  readonly userId: string
  readonly email: string
  readonly isAdmin: boolean
  readonly aiName: string
  readonly verifiedAt: Instant | null
  /** The latest verification request only: an older link stops working when a new one is sent. */
  readonly verification: PendingToken | null
  readonly passwordReset: PendingToken | null
  /** The id of the current data key; null for an account that has not moved to wrapped keys yet. */
  readonly keyId: string | null
  /**
   * The data key is an old account's password-derived key (moved over, not replaced since): its first password
   * derives it again, so the next password change or reset must replace it with a new one.
   */
  readonly legacyKey: boolean
  /** How many times the password changed: tokens issued before the latest change stop working. */
  readonly credentialVersion: number
  /** The care note after the third session of a day or one at night (issue 27): on until turned off. */
  readonly careNote: boolean
}

export type UserState = { readonly status: "unregistered" } | RegisteredUser

export const initialUserState: UserState = { status: "unregistered" }

export const evolveUser = (state: UserState, event: UserEvent): UserState => {
  if (event._tag === "UserRegistered") {
    return {
      status: "registered",
      userId: event.userId,
      email: event.email,
      isAdmin: event.isAdmin,
      aiName: event.aiName,
      verifiedAt: null,
      verification: null,
      passwordReset: null,
      keyId: null,
      legacyKey: false,
      credentialVersion: 0,
      careNote: true,
    }
  }
  if (state.status === "unregistered") return state
  switch (event._tag) {
    case "EmailVerificationRequested":
      return { ...state, verification: pending(event.tokenHash, event.expiresAt, event.requestedAt) }
    case "EmailVerified":
      return { ...state, verifiedAt: event.at, verification: null }
    case "UserLoggedIn":
    case "ConsentGiven":
    case "UserRenamed":
    case "EmergencyContactChanged":
      return state
    case "AssistantRenamed":
      return { ...state, aiName: event.aiName }
    case "PasswordResetRequested":
      return { ...state, passwordReset: pending(event.tokenHash, event.expiresAt, event.at) }
    case "PasswordChanged":
      return { ...state, passwordReset: null, credentialVersion: state.credentialVersion + 1 }
    case "DataKeyWrapped": {
      const legacyKey = isLegacyAfter(event.reason, state.legacyKey)
      // a superseded envelope (null) was followed by a later one, which sets the key id
      return event.envelope === null
        ? { ...state, legacyKey }
        : { ...state, keyId: event.envelope.keyId, legacyKey }
    }
    case "CareNoteSet":
      return { ...state, careNote: event.enabled }
    case "UserDeleted":
      return { ...state, status: "deleted" }
    default: {
      const unhandled: never = event
      return unhandled
    }
  }
}

/**
 * Whether the data key is an old account's password-derived one after an envelope stored for `reason`: read from
 * the reasons, since superseded envelopes read as null. Only a move-over makes one; a re-wrap keeps what was.
 */
const isLegacyAfter = (reason: KeyWrapReason, before: boolean): boolean => {
  switch (reason) {
    case "migrated":
      return true
    case "registered":
    case "reset_new_key":
    case "password_changed_key_rotated":
    case "reset_with_recovery_key_rotated":
      return false
    case "password_changed":
    case "reset_with_recovery":
    case "recovery_regenerated":
      return before
    default: {
      const unhandled: never = reason
      return unhandled
    }
  }
}

const pending = (tokenHash: string, expiresAt: Instant, requestedAt: Instant): PendingToken => ({
  tokenHash,
  expiresAt,
  requestedAt,
})
