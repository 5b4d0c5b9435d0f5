import { randomUUID } from "node:crypto"
import { Effect, Result } from "effect"
import { currentInstant } from "../../eventstore/clock.ts"
import { addMinutes, type Instant } from "../../domain/shared/instant.ts"
import { replyToTakenAddress } from "../../domain/user/taken-address.ts"
import type { RegisterUser } from "../../domain/user/user-commands.ts"
import type { KeyEnvelope } from "../../domain/user/user-key-events.ts"
import { normalizeEmail, registerUser as decideRegistration } from "../../domain/user/user-decider.ts"
import { initialUserState } from "../../domain/user/user-state.ts"
import { validatePassword } from "../../domain/user/user-password.ts"
import { Db } from "../../eventstore/db.ts"
import { EventStore, isUniqueViolation } from "../../eventstore/event-store.ts"
import { JobQueue } from "../../eventstore/job-queue.ts"
import { findUserByEmail } from "../../projections/user-directory/user-directory-queries.ts"
import { Passwords } from "./passwords.ts"
import { startResendCooldown } from "./email-verification.ts"
import { enforceSignUpLimits } from "./sign-up-limits.ts"
import { EmergencyContactRelationInvalid, EncryptionSaltInvalid } from "./account-errors.ts"
import { relationChoiceOf, type Relation } from "./emergency-contact-relation.ts"
import {
  appendWithMail,
  decideOnUser,
  expectErrors,
  runCommand,
  userEventsOf,
  userStateOf,
} from "./user-stream.ts"
import { newVerificationToken, VERIFICATION_TOKEN_HOURS } from "./verification-token.ts"
import { freeSessionsOfAddress, recordFreeSessionGrant } from "./free-session-grants.ts"
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

/** Base64 (standard, padded or not) of exactly 16 bytes. */
export const isEncryptionSalt = (salt: string): boolean =>
  /^[A-Za-z0-9+/]{22}(==)?$/.test(salt) && Buffer.from(salt, "base64").length === 16

/** A unique violation on the `users` read model: its unique email, written by the inline projection. */
export const isEmailTaken = (defect: unknown) =>
  isUniqueViolation(defect) && (defect as { table_name?: string }).table_name === "users"

/**
 * Signs up an ordinary user, answering the same whatever the address (SPEC §7 diverges: see README, "Sign-up"):
 * the password is hashed and a mail is queued in every case. A new address gets, in one append, the user stream
 * (UserRegistered + EmailVerificationRequested), the wallet stream (FreeSessionsGranted: 3, or 0 when the address
 * had them with an earlier account, `free-session-grants.ts`) and the verification mail job. An address that already has an account gets what `replyToTakenAddress` decides, and nothing else.
 * The sign-up limits of this client and this address come first, like sign-in's.
 */
export const registerUser = Effect.fn("Commands.register")(function* (input: Registration, clientIp: string) {
  yield* enforceSignUpLimits(input.email, clientIp)
  yield* Effect.fromResult(validatePassword(input.password))
  const salt = input.encryptionSalt.trim()
  if (!isEncryptionSalt(salt)) return yield* new EncryptionSaltInvalid()
  const relationText = input.emergencyContactRelation?.trim() ?? ""
  const relation = relationChoiceOf(relationText)
  if (relation === undefined) return yield* new EmergencyContactRelationInvalid({ relation: relationText })

  const started = performance.now()
  yield* signUpOrAnswerOwner(input, salt, relation)
  yield* startResendCooldown(input.email)
  // a new address appends more than a taken one: every accepted sign-up answers after the same time
  yield* Effect.sleep(Math.max(0, STEADY_ANSWER_MS - (performance.now() - started)))
})

/**
 * How long every accepted sign-up takes to answer, at least: above the slower path (a new account's append after
 * the password hash), so a taken address cannot be told from a new one by the time the answer takes.
 */
const STEADY_ANSWER_MS = 400

const signUpOrAnswerOwner = Effect.fnUntraced(function* (
  input: Registration,
  salt: string,
  relation: Relation | "",
) {
  // hashed in both cases, so a taken address answers no faster than a new one
  const passwordHash = yield* (yield* Passwords).hash(input.password)
  const { sql } = yield* Db
  const now = yield* currentInstant
  const taken = yield* Effect.promise(() => findUserByEmail(sql, normalizeEmail(input.email)))
  const userId = taken?.id ?? randomUUID()
  const { token, tokenHash } = newVerificationToken(userId)
  const verification = { tokenHash, expiresAt: addMinutes(now, VERIFICATION_TOKEN_HOURS * 60) }
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
    verification,
    now,
  }
  // The fields are checked as for a new account in both cases: a taken address must not be told apart by a
  // refusal it would skip (an empty name, no consent).
  yield* Effect.fromResult(decideRegistration(command, initialUserState)).pipe(
    expectErrors("UserNameEmpty", "UserEmailInvalid", "KeyEnvelopeInvalid", "ConsentRequired"),
  )
  if (taken !== undefined) return yield* answerTakenAddress(userId, token, { ...verification, now })

  const jobs = yield* JobQueue
  const free = yield* freeSessionsOfAddress(normalizeEmail(input.email))
  yield* runCommand([userStream(userId), walletStream(userId)], (loaded) =>
    Effect.gen(function* () {
      const user = yield* decideOnUser(loaded, userId, command)
      const wallet = yield* grantFreeSessions(loaded, userId, now, free.alreadyGranted)
      return {
        appends: [user.append, wallet],
        value: undefined,
        hooks: [
          async (tx) => {
            await jobs.enqueue("mail__send", { kind: "verification", userId, token, resend: false }, { tx })
          },
          recordFreeSessionGrant(free.digest, now),
        ],
      }
    }),
  ).pipe(
    // Two sign-ups with one address at once: the users table's unique email rolls the second append back, and
    // it answers as any sign-up does (the first one's verification mail is on its way).
    Effect.catchDefect((defect) => (isEmailTaken(defect) ? Effect.void : Effect.die(defect))),
    expectErrors("UserNameEmpty", "UserEmailInvalid", "KeyEnvelopeInvalid", "ConsentRequired"),
  )
})

/** The mail for the owner of a taken address (see `replyToTakenAddress`); the sign-up's answer is unchanged. */
const answerTakenAddress = (
  userId: string,
  token: string,
  verification: { readonly tokenHash: string; readonly expiresAt: Instant; readonly now: Instant },
) =>
  Effect.gen(function* () {
    const jobs = yield* JobQueue
    const command = { _tag: "RequestEmailVerification", ...verification } as const
    const stored = yield* (yield* EventStore).readStream(userStream(userId))
    const history = Result.getOrElse(userEventsOf(stored), () => [])
    const reply = replyToTakenAddress(command, userStateOf(history))
    if (reply._tag === "Nothing") return
    if (reply._tag === "TellOwner") {
      yield* Effect.promise(() => jobs.enqueue("mail__send", { kind: "sign_up_attempt", userId }))
      return
    }
    const mail = { kind: "verification", userId, token, resend: true, again: true }
    yield* appendWithMail(userId, command, mail).pipe(
      // verified, deleted or sent a link in the meantime: nothing to send, the same answer
      Effect.catchTags({
        EmailAlreadyVerified: () => Effect.void,
        VerificationResendTooSoon: () => Effect.void,
        UserNotFound: () => Effect.void,
      }),
      Effect.orDie,
    )
  })

const contactOf = (input: Registration, relation: Relation | ""): RegisterUser["emergencyContact"] => {
  const name = input.emergencyContactName?.trim() ?? ""
  const phone = input.emergencyContactPhone?.trim() ?? ""
  return name === "" || phone === "" ? undefined : { name, phone, relation }
}
