import { Result } from "effect"
import { DEFAULT_ASSISTANT_NAME, RESEND_VERIFICATION_COOLDOWN_MINUTES } from "../shared/constants.ts"
import type { Decider } from "../shared/decider.ts"
import { addMinutes, isAtOrAfter, millisBetween } from "../shared/instant.ts"
import type * as C from "./user-commands.ts"
import * as E from "./user-errors.ts"
import type { EmergencyContact, UserEvent } from "./user-events.ts"
import { changePassword, checkEnvelope, keysWrapped, storeKeys } from "./user-keys-decider.ts"
import { evolveUser, initialUserState, type RegisteredUser, type UserState } from "./user-state.ts"

type Decision = Result.Result<ReadonlyArray<UserEvent>, E.UserError>
const events = (...list: ReadonlyArray<UserEvent>): Decision => Result.succeed(list)
const nothing: Decision = Result.succeed([])

export const normalizeEmail = (email: string): string => email.trim().toLowerCase()

const contactOf = (contact: C.RegisterUser["emergencyContact"]): EmergencyContact | null => {
  if (contact === undefined || contact.name.trim() === "" || contact.phone.trim() === "") return null
  const relation = contact.relation === "" ? null : contact.relation
  return { name: contact.name.trim(), phone: contact.phone.trim(), relation }
}

export const registerUser = (command: C.RegisterUser, state: UserState): Decision => {
  if (state.status !== "unregistered")
    return Result.fail(new E.UserAlreadyRegistered({ userId: state.userId }))
  const name = command.name.trim()
  if (name === "") return Result.fail(new E.UserNameEmpty())
  const email = normalizeEmail(command.email)
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) return Result.fail(new E.UserEmailInvalid({ email: command.email }))
  const { userId, now, verification } = command
  const consented = command.consent?.healthData === true && command.consent.adult === true
  if (!command.isAdmin && !consented) return Result.fail(new E.ConsentRequired())
  const consent: ReadonlyArray<UserEvent> = consented
    ? [{ _tag: "ConsentGiven", schemaVersion: 1, userId, healthData: true, adult: true, at: now }]
    : []
  const keys = command.keys === undefined ? undefined : checkEnvelope(command.keys)
  if (keys !== undefined && Result.isFailure(keys)) return Result.fail(keys.failure)
  const registered: UserEvent = {
    _tag: "UserRegistered",
    schemaVersion: 1,
    userId,
    name,
    email,
    passwordHash: command.passwordHash,
    aiName: command.aiName?.trim() || DEFAULT_ASSISTANT_NAME,
    encryptionSalt: command.encryptionSalt,
    isAdmin: command.isAdmin,
    emergencyContact: contactOf(command.emergencyContact),
    registeredAt: now,
  }
  const wrapped = keys === undefined ? [] : [keysWrapped(userId, keys.success, "registered", now)]
  if (verification === undefined) return events(registered, ...consent, ...wrapped)
  return events(registered, ...consent, ...wrapped, {
    _tag: "EmailVerificationRequested",
    schemaVersion: 1,
    userId,
    tokenHash: verification.tokenHash,
    expiresAt: verification.expiresAt,
    requestedAt: now,
  })
}

export const requestEmailVerification = (
  command: C.RequestEmailVerification,
  user: RegisteredUser,
): Decision => {
  if (user.verifiedAt !== null) return Result.fail(new E.EmailAlreadyVerified({ userId: user.userId }))
  if (user.verification !== null) {
    const allowedAt = addMinutes(user.verification.requestedAt, RESEND_VERIFICATION_COOLDOWN_MINUTES)
    const waitMs = millisBetween(command.now, allowedAt)
    if (waitMs > 0)
      return Result.fail(new E.VerificationResendTooSoon({ retryAfterSeconds: Math.ceil(waitMs / 1000) }))
  }
  return events({
    _tag: "EmailVerificationRequested",
    schemaVersion: 1,
    userId: user.userId,
    tokenHash: command.tokenHash,
    expiresAt: command.expiresAt,
    requestedAt: command.now,
  })
}

export const verifyEmail = (command: C.VerifyEmail, user: RegisteredUser): Decision => {
  if (user.verifiedAt !== null) return nothing
  const pending = user.verification
  if (pending === null || pending.tokenHash !== command.tokenHash)
    return Result.fail(new E.VerificationTokenInvalid())
  if (isAtOrAfter(command.now, pending.expiresAt)) {
    return Result.fail(new E.VerificationTokenExpired({ expiredAt: pending.expiresAt }))
  }
  return events({ _tag: "EmailVerified", schemaVersion: 1, userId: user.userId, at: command.now })
}

export const recordLogin = (command: C.RecordLogin, user: RegisteredUser): Decision =>
  events({ _tag: "UserLoggedIn", schemaVersion: 1, userId: user.userId, at: command.now })

export const renameAssistant = (command: C.RenameAssistant, user: RegisteredUser): Decision => {
  const aiName = command.aiName.trim()
  if (aiName === "") return Result.fail(new E.AssistantNameEmpty())
  if (aiName === user.aiName) return nothing
  return events({ _tag: "AssistantRenamed", schemaVersion: 1, userId: user.userId, aiName, at: command.now })
}

export const requestPasswordReset = (command: C.RequestPasswordReset, user: RegisteredUser): Decision => {
  if (command.by === "admin" && user.isAdmin)
    return Result.fail(new E.PasswordResetNotAllowed({ userId: user.userId, reason: "admin" }))
  if (command.by === "admin" && user.verifiedAt === null) {
    return Result.fail(new E.PasswordResetNotAllowed({ userId: user.userId, reason: "unverified" }))
  }
  const { tokenHash, expiresAt, now } = command
  return events({
    _tag: "PasswordResetRequested",
    schemaVersion: 1,
    userId: user.userId,
    tokenHash,
    expiresAt,
    at: now,
  })
}

/**
 * The account page saves the name and the emergency contact together; the decider does not know the current
 * values (personal data is not folded into state), so both are recorded: the read model shows the latest.
 */
export const updateProfile = (command: C.UpdateProfile, user: RegisteredUser): Decision => {
  const name = command.name.trim()
  if (name === "") return Result.fail(new E.UserNameEmpty())
  const { userId } = user
  return events(
    { _tag: "UserRenamed", schemaVersion: 1, userId, name, at: command.now },
    {
      _tag: "EmergencyContactChanged",
      schemaVersion: 1,
      userId,
      emergencyContact: contactOf(command.emergencyContact),
      at: command.now,
    },
  )
}

export const setCareNote = (command: C.SetCareNote, user: RegisteredUser): Decision =>
  command.enabled === user.careNote
    ? nothing
    : events({
        _tag: "CareNoteSet",
        schemaVersion: 1,
        userId: user.userId,
        enabled: command.enabled,
        at: command.now,
      })

export const deleteUser = (command: C.DeleteUser, user: RegisteredUser): Decision => {
  if (user.isAdmin) return Result.fail(new E.AdminUserProtected({ userId: user.userId }))
  return events({
    _tag: "UserDeleted",
    schemaVersion: 1,
    userId: user.userId,
    at: command.now,
    by: command.by,
  })
}

export const decideUser = (command: C.UserCommand, state: UserState): Decision => {
  if (command._tag === "RegisterUser") return registerUser(command, state)
  if (state.status === "unregistered") return Result.fail(new E.UserNotFound())
  if (state.status === "deleted")
    return command._tag === "DeleteUser" ? nothing : Result.fail(new E.UserNotFound())
  switch (command._tag) {
    case "RequestEmailVerification":
      return requestEmailVerification(command, state)
    case "VerifyEmail":
      return verifyEmail(command, state)
    case "RecordLogin":
      return recordLogin(command, state)
    case "RenameAssistant":
      return renameAssistant(command, state)
    case "RequestPasswordReset":
      return requestPasswordReset(command, state)
    case "ChangePassword":
      return changePassword(command, state)
    case "StoreKeys":
      return storeKeys(command, state)
    case "UpdateProfile":
      return updateProfile(command, state)
    case "SetCareNote":
      return setCareNote(command, state)
    case "DeleteUser":
      return deleteUser(command, state)
    default: {
      const unhandled: never = command
      return unhandled
    }
  }
}

export const userDecider: Decider<C.UserCommand, UserEvent, UserState, E.UserError> = {
  initialState: initialUserState,
  evolve: evolveUser,
  decide: decideUser,
}
