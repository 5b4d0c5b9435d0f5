import { Effect } from "effect"
import type { JourneyCommand } from "../../domain/journey/journey-commands.ts"
import { journeyDecider } from "../../domain/journey/journey-decider.ts"
import type { MoodMoment } from "../../domain/journey/journey-events.ts"
import type { Instant } from "../../domain/shared/instant.ts"
import { currentInstant } from "../../eventstore/clock.ts"
import { journeys } from "../aggregates.ts"
import { requireVerifiedAddress, storedBytes, withinStorageBudget } from "../storage/storage-budget.ts"

/*
 * "Il tuo percorso": the user's session summaries, mood check-ins and the memory switch, all on the user's own
 * journey stream. No read model: one user's journey is small and read whole (browser ciphertext only).
 */

/** The journey as stored: what the user keeps (deleted summaries and check-ins are gone) and the memory switch. */
export const readJourney = Effect.fn("Commands.readJourney")(function* (userId: string) {
  return (yield* journeys.read(userId)).state
})

type Without<C, K extends string> = C extends unknown ? Omit<C, K> : never

const decide = (userId: string, command: (now: Instant) => JourneyCommand) =>
  Effect.gen(function* () {
    const now = yield* currentInstant
    const { state } = yield* journeys.decideOn(userId, (current) =>
      journeyDecider.decide(command(now), current),
    )
    return state
  })

/** A command that keeps what the person wrote: only for a verified address, within the daily storage budget. */
const store = (userId: string, bytes: number, command: (now: Instant) => JourneyCommand) =>
  Effect.gen(function* () {
    yield* requireVerifiedAddress(userId)
    const now = yield* currentInstant
    const { state } = yield* withinStorageBudget(
      journeys.decideOn(userId, (current) => journeyDecider.decide(command(now), current)),
      { userId, bytes, storedNothing: ({ events }) => events.length === 0 },
    )
    return state
  })

type Input<Tag extends JourneyCommand["_tag"]> = Without<
  Extract<JourneyCommand, { _tag: Tag }>,
  "_tag" | "now"
>

/** Stores a session's summary (the browser's ciphertext); a retried save with the same id and text is a no-op. */
export const saveSummary = Effect.fn("Commands.saveSummary")(function* (input: Input<"SaveSummary">) {
  return yield* store(input.userId, storedBytes(input.ciphertext), (now) => ({
    _tag: "SaveSummary",
    ...input,
    now,
  }))
})

export const editSummary = Effect.fn("Commands.editSummary")(function* (input: Input<"EditSummary">) {
  return yield* store(input.userId, storedBytes(input.ciphertext), (now) => ({
    _tag: "EditSummary",
    ...input,
    now,
  }))
})

export const deleteSummary = Effect.fn("Commands.deleteSummary")(function* (input: Input<"DeleteSummary">) {
  return yield* decide(input.userId, (now) => ({ _tag: "DeleteSummary", ...input, now }))
})

/** Memory on: the next sessions' context carries the kept summaries (the browser sends them); off: none. */
export const setMemory = Effect.fn("Commands.setMemory")(function* (userId: string, enabled: boolean) {
  return yield* store(userId, 0, (now) => ({ _tag: "SetMemory", userId, enabled, now }))
})

/** The user chooses whether the assistant remembers this summary; memory carries only the chosen ones. */
export const chooseSummaryForMemory = Effect.fn("Commands.chooseSummaryForMemory")(function* (
  input: Input<"ChooseSummaryForMemory">,
) {
  return yield* decide(input.userId, (now) => ({ _tag: "ChooseSummaryForMemory", ...input, now }))
})

export const recordMood = Effect.fn("Commands.recordMood")(function* (input: {
  readonly userId: string
  readonly moodId: string
  readonly chatId: string
  readonly moment: MoodMoment
  readonly ciphertext: string
}) {
  return yield* store(input.userId, storedBytes(input.ciphertext), (now) => ({
    _tag: "RecordMood",
    ...input,
    now,
  }))
})

export const deleteMood = Effect.fn("Commands.deleteMood")(function* (input: Input<"DeleteMood">) {
  return yield* decide(input.userId, (now) => ({ _tag: "DeleteMood", ...input, now }))
})

/** "Cosa vorrei dire": the note for a visit (the browser's ciphertext), replacing the one kept before. */
export const saveVisitNote = Effect.fn("Commands.saveVisitNote")(function* (
  userId: string,
  ciphertext: string,
) {
  return yield* store(userId, storedBytes(ciphertext), (now) => ({
    _tag: "SaveVisitNote",
    userId,
    ciphertext,
    now,
  }))
})

export const deleteVisitNote = Effect.fn("Commands.deleteVisitNote")(function* (userId: string) {
  return yield* decide(userId, (now) => ({ _tag: "DeleteVisitNote", userId, now }))
})
