import { at } from "./test-instants.ts"
import { envelope } from "./key-fixtures.ts"
import type { ChangePassword, RequestPasswordReset, StoreKeys } from "../../../domain/user/user-commands.ts"
import type { userDecider } from "../../../domain/user/user-decider.ts"
import type { UserEvent } from "../../../domain/user/user-events.ts"
import type { KeyEnvelope, KeyWrapReason } from "../../../domain/user/user-key-events.ts"

/** Anna, registered at 08:00, and the commands and events the user decider's tests are told in. */
export const userId = "user-1"

export function register(
  overrides: Partial<Extract<Parameters<typeof userDecider.decide>[0], { _tag: "RegisterUser" }>>,
) {
  return {
    _tag: "RegisterUser" as const,
    userId,
    name: " Anna ",
    email: "anna@example.it",
    passwordHash: "h1",
    encryptionSalt: "c2FsdA==",
    isAdmin: false,
    consent: { healthData: true, adult: true },
    now: at("08:00"),
    ...overrides,
  }
}

export const registered = {
  _tag: "UserRegistered",
  schemaVersion: 1,
  userId,
  name: "Anna",
  email: "anna@example.it",
  passwordHash: "h1",
  aiName: "Cogi",
  encryptionSalt: "c2FsdA==",
  isAdmin: false,
  emergencyContact: null,
  registeredAt: at("08:00"),
} satisfies UserEvent

export const consented: UserEvent = {
  _tag: "ConsentGiven",
  schemaVersion: 1,
  userId,
  healthData: true,
  adult: true,
  at: at("08:00"),
}

export const verified: UserEvent = { _tag: "EmailVerified", schemaVersion: 1, userId, at: at("08:30") }
export const login = { _tag: "RecordLogin", now: at("08:00") } as const

export function verificationRequested(tokenHash: string, requestedAt: string, expiresAt: string): UserEvent {
  return { _tag: "EmailVerificationRequested", schemaVersion: 1, userId, tokenHash, expiresAt, requestedAt }
}
export function resend(tokenHash: string, now: string) {
  return { _tag: "RequestEmailVerification" as const, tokenHash, expiresAt: at("2026-11-22T08:00"), now }
}
export function verify(tokenHash: string, now: string) {
  return { _tag: "VerifyEmail" as const, tokenHash, now }
}

/** The envelope of data key `keyId` stored at `time`, for `reason`. */
export function keysWrapped(keyId: string, reason: KeyWrapReason, time = "08:00"): UserEvent {
  return keysWrappedAs(envelope(keyId), reason, time)
}
/** `stored` (null: an envelope superseded since, as it reads once its key is deleted) at `time`, for `reason`. */
export function keysWrappedAs(stored: KeyEnvelope | null, reason: KeyWrapReason, time = "08:00"): UserEvent {
  return { _tag: "DataKeyWrapped", schemaVersion: 1, userId, envelope: stored, reason, at: at(time) }
}
export function storeKeys(keyId: string, reason: StoreKeys["reason"]): StoreKeys {
  return { _tag: "StoreKeys", keys: envelope(keyId), reason, now: at("08:00") }
}

/** A reset link (token hash "r1") valid until 09:00, mailed at `time`. */
export function resetRequested(time: string): UserEvent {
  return {
    _tag: "PasswordResetRequested",
    schemaVersion: 1,
    userId,
    tokenHash: "r1",
    expiresAt: at("09:00"),
    at: at(time),
  }
}
export function requestReset(by: RequestPasswordReset["by"]): RequestPasswordReset {
  return { _tag: "RequestPasswordReset", by, tokenHash: "r1", expiresAt: at("09:00"), now: at("08:00") }
}

/** A new password `passwordHash` with data key `keyId` wrapped by it; `resetTokenHash` when from a reset link. */
export function changePassword(
  keyId: string,
  resetTokenHash: string | null,
  { passwordHash = "h2", time = "08:30" } = {},
): ChangePassword {
  return { _tag: "ChangePassword", passwordHash, resetTokenHash, keys: envelope(keyId), now: at(time) }
}
export function passwordChanged(time = "08:30"): UserEvent {
  return { _tag: "PasswordChanged", schemaVersion: 1, userId, passwordHash: "h2", at: at(time) }
}
/** What a password change at 08:30 decides: the new password (h2), then data key `keyId` wrapped by it. */
export function passwordChangedWith(keyId: string, reason: KeyWrapReason): ReadonlyArray<UserEvent> {
  return [passwordChanged(), keysWrapped(keyId, reason, "08:30")]
}
