import { at } from "../shared/test-instants.ts"
import type { userDecider } from "./user-decider.ts"
import type { UserEvent } from "./user-events.ts"

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
