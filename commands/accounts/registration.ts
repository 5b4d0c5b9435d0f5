import { randomUUID } from "node:crypto"
import { Effect } from "effect"
import { currentInstant } from "../../eventstore/clock.ts"
import { addMinutes } from "../../domain/shared/instant.ts"
import type { RegisterUser } from "../../domain/user/user-commands.ts"
import type { KeyEnvelope } from "../../domain/user/user-key-events.ts"
import { normalizeEmail } from "../../domain/user/user-decider.ts"
import { validatePassword } from "../../domain/user/user-password.ts"
import { Db } from "../../eventstore/db.ts"
import { isUniqueViolation } from "../../eventstore/event-store.ts"
import { JobQueue } from "../../eventstore/job-queue.ts"
import { findUserByEmail } from "../../projections/user-directory/user-directory-queries.ts"
import { Passwords } from "../auth/passwords.ts"
import { EmailTaken, EmergencyContactRelationInvalid, EncryptionSaltInvalid } from "./account-errors.ts"
import { decideOnUser, expectErrors, runCommand } from "./user-stream.ts"
import { newVerificationToken, VERIFICATION_TOKEN_HOURS } from "./verification-token.ts"
import { grantFreeSessions } from "./wallet-stream.ts"
import { userStream, walletStream } from "../../domain/shared/stream-ids.ts"

export interface Registration {
  readonly name: string
  readonly email: string
  readonly password: string
  readonly aiName?: string | null | undefined
  readonly encryptionSalt: string
  readonly keys?: KeyEnvelope | undefined
  readonly consent: { readonly healthData: boolean; readonly adult: boolean }
  readonly emergencyContactName?: string | null | undefined
  readonly emergencyContactPhone?: string | null | undefined
  readonly emergencyContactRelation?: string | null | undefined
}

const relations = ["amico", "familiare", "partner", "altro", ""] as const
type Relation = (typeof relations)[number]

/** Base64 (standard, padded or not) of exactly 16 bytes. */
export const isEncryptionSalt = (salt: string): boolean =>
  /^[A-Za-z0-9+/]{22}(==)?$/.test(salt) && Buffer.from(salt, "base64").length === 16

/** A unique violation on the `users` read model: its unique email, written by the inline projection. */
export const isEmailTaken = (defect: unknown) =>
  isUniqueViolation(defect) && (defect as { table_name?: string }).table_name === "users"

/**
 * Registers an ordinary user: in one append, the user stream (UserRegistered + EmailVerificationRequested), the
 * wallet stream (FreeSessionsGranted) and the verification mail job. Returns the new user's id.
 */
export const registerUser = Effect.fn("Commands.register")(function* (input: Registration) {
  yield* Effect.fromResult(validatePassword(input.password))
  const salt = input.encryptionSalt.trim()
  if (!isEncryptionSalt(salt)) return yield* new EncryptionSaltInvalid()
  const relationText = input.emergencyContactRelation?.trim() ?? ""
  const relation = relations.find((r) => r === relationText)
  if (relation === undefined) return yield* new EmergencyContactRelationInvalid({ relation: relationText })

  // hashed first, so a taken address answers no faster than a new one
  const passwordHash = yield* (yield* Passwords).hash(input.password)
  const { sql } = yield* Db
  if (yield* Effect.promise(() => findUserByEmail(sql, normalizeEmail(input.email)))) {
    return yield* new EmailTaken()
  }
  const jobs = yield* JobQueue
  const now = yield* currentInstant
  const userId = randomUUID()
  const { token, tokenHash } = newVerificationToken(userId)
  const command: RegisterUser = {
    _tag: "RegisterUser",
    userId,
    name: input.name,
    email: input.email,
    passwordHash,
    aiName: input.aiName ?? undefined,
    encryptionSalt: salt,
    keys: input.keys,
    consent: input.consent,
    isAdmin: false,
    emergencyContact: contactOf(input, relation),
    verification: { tokenHash, expiresAt: addMinutes(now, VERIFICATION_TOKEN_HOURS * 60) },
    now,
  }
  yield* runCommand([userStream(userId), walletStream(userId)], (loaded) =>
    Effect.gen(function* () {
      const user = yield* decideOnUser(loaded, userId, command)
      const wallet = yield* grantFreeSessions(loaded, userId, now)
      return {
        appends: [user.append, wallet],
        value: undefined,
        hooks: [
          async (tx) => {
            await jobs.enqueue("mail__send", { kind: "verification", userId, token, resend: false }, { tx })
          },
        ],
      }
    }),
  ).pipe(
    // Two sign-ups with one address at once: the users table's unique email rolls the second append back.
    Effect.catchDefect((defect) =>
      isEmailTaken(defect) ? Effect.fail(new EmailTaken()) : Effect.die(defect),
    ),
    expectErrors("UserNameEmpty", "UserEmailInvalid", "EmailTaken", "KeyEnvelopeInvalid", "ConsentRequired"),
  )
  return userId
})

const contactOf = (input: Registration, relation: Relation): RegisterUser["emergencyContact"] => {
  const name = input.emergencyContactName?.trim() ?? ""
  const phone = input.emergencyContactPhone?.trim() ?? ""
  return name === "" || phone === "" ? undefined : { name, phone, relation }
}
