import { Effect, Result } from "effect"
import { foldEvents } from "../../domain/shared/decider.ts"
import type { UserCommand } from "../../domain/user/user-commands.ts"
import { userDecider } from "../../domain/user/user-decider.ts"
import { UserNotFound } from "../../domain/user/user-errors.ts"
import { UserEvent } from "../../domain/user/user-events.ts"
import type { KeyEnvelope } from "../../domain/user/user-key-events.ts"
import type { UserState } from "../../domain/user/user-state.ts"
import { type Decision, handleCommand, type Loaded } from "../../eventstore/command-handler.ts"
import type { Tx } from "../../eventstore/db.ts"
import { decodeEvents, isForgotten } from "../../eventstore/event-codec.ts"
import { JobQueue } from "../../eventstore/job-queue.ts"
import { users } from "../aggregates.ts"
import { DuplicateEventId, type StoredEvent, StreamVersionConflict } from "../../eventstore/events.ts"

const decodeUserEvents = decodeEvents(UserEvent)

/** The user's history, or UserNotFound when it was forgotten (crypto-shredded). */
export const userEventsOf = (
  stored: ReadonlyArray<StoredEvent>,
): Result.Result<ReadonlyArray<UserEvent>, UserNotFound> =>
  isForgotten(stored) ? Result.fail(new UserNotFound()) : Result.succeed(decodeUserEvents(stored))

export const userStateOf = (events: ReadonlyArray<UserEvent>): UserState => foldEvents(userDecider, events)

/** The current password hash: the latest of registration and password changes. */
export const passwordHashOf = (events: ReadonlyArray<UserEvent>): string | undefined => {
  let hash: string | undefined
  for (const event of events) {
    if (event._tag === "UserRegistered" || event._tag === "PasswordChanged") hash = event.passwordHash
  }
  return hash
}

/** Decides `command` on the loaded user stream; the append expects exactly the version that was read. */
export const decideOnUser = (loaded: Loaded, userId: string, command: UserCommand) =>
  Effect.gen(function* () {
    const history = yield* Effect.fromResult(userEventsOf(loaded.get(users.streamOf(userId))?.events ?? []))
    const events = yield* Effect.fromResult(userDecider.decide(command, userStateOf(history)))
    return { history, events, append: users.append(loaded, userId, events) }
  })

const isStoreFailure = (error: unknown): error is StreamVersionConflict | DuplicateEventId =>
  error instanceof StreamVersionConflict || error instanceof DuplicateEventId

/**
 * `handleCommand`, with a conflict that survived its retries or a duplicate event id treated as a defect:
 * neither is the user's doing (500, logged).
 */
export const runCommand = <A, E, R>(
  streamIds: ReadonlyArray<string>,
  decide: (loaded: Loaded) => Effect.Effect<Decision<A>, E, R>,
) => handleCommand(streamIds, decide).pipe(Effect.catchIf(isStoreFailure, (error) => Effect.die(error)))

/**
 * Decides `command` on the user's stream and appends its events together with a `mail__send` job carrying `mail`:
 * the mail goes out only if the events are stored (one transaction).
 */
export const appendWithMail = (userId: string, command: UserCommand, mail: Record<string, unknown>) =>
  Effect.gen(function* () {
    const jobs = yield* JobQueue
    yield* runCommand([users.streamOf(userId)], (loaded) =>
      Effect.map(decideOnUser(loaded, userId, command), (decided) => ({
        appends: [decided.append],
        value: undefined,
        hooks: [
          async (tx: Tx) => {
            await jobs.enqueue("mail__send", mail, { tx })
          },
        ],
      })),
    )
  })

/**
 * Keeps the listed errors, the ones this use case can meet; any other decider error here is a bug (defect). The
 * deciders return their aggregate's whole error union, so each use case says which part of it is expected.
 */
export const expectErrors =
  <const Tag extends string>(...tags: ReadonlyArray<Tag>) =>
  <A, E extends { readonly _tag: string }, R>(
    self: Effect.Effect<A, E, R>,
  ): Effect.Effect<A, Extract<E, { readonly _tag: Tag }>, R> =>
    self.pipe(
      Effect.catchIf(
        (error): error is Exclude<E, { readonly _tag: Tag }> =>
          !(tags as ReadonlyArray<string>).includes(error._tag),
        (error) => Effect.die(error),
      ),
    ) as Effect.Effect<A, Extract<E, { readonly _tag: Tag }>, R>

/** The user's current envelope (the latest DataKeyWrapped), or null for an account from before them. */
export const envelopeOf = (events: ReadonlyArray<UserEvent>): KeyEnvelope | null => {
  let envelope: KeyEnvelope | null = null
  for (const event of events) if (event._tag === "DataKeyWrapped") envelope = event.envelope
  return envelope
}

/** The 16-byte salt of the first key (SPEC §9 record layout), from the registration. */
export const encryptionSaltOf = (events: ReadonlyArray<UserEvent>): string => {
  const registered = events.find((event) => event._tag === "UserRegistered")
  return registered?._tag === "UserRegistered" ? registered.encryptionSalt : ""
}
