import type { Instant } from "../shared/instant.ts"
import type { MoodMoment } from "./journey-events.ts"

export interface SaveSummary {
  readonly _tag: "SaveSummary"
  readonly userId: string
  readonly summaryId: string
  readonly chatId: string
  readonly ciphertext: string
  readonly now: Instant
}

export interface EditSummary {
  readonly _tag: "EditSummary"
  readonly userId: string
  readonly summaryId: string
  readonly ciphertext: string
  readonly now: Instant
}

export interface DeleteSummary {
  readonly _tag: "DeleteSummary"
  readonly userId: string
  readonly summaryId: string
  readonly now: Instant
}

export interface SetMemory {
  readonly _tag: "SetMemory"
  readonly userId: string
  readonly enabled: boolean
  readonly now: Instant
}

/** The user chooses whether the assistant remembers this summary (memory carries only the chosen ones). */
export interface ChooseSummaryForMemory {
  readonly _tag: "ChooseSummaryForMemory"
  readonly userId: string
  readonly summaryId: string
  readonly remembered: boolean
  readonly now: Instant
}

export interface RecordMood {
  readonly _tag: "RecordMood"
  readonly userId: string
  readonly moodId: string
  readonly chatId: string
  readonly moment: MoodMoment
  readonly ciphertext: string
  readonly now: Instant
}

export interface DeleteMood {
  readonly _tag: "DeleteMood"
  readonly userId: string
  readonly moodId: string
  readonly now: Instant
}

/** "Cosa vorrei dire": the note for a visit, encrypted in the browser; it replaces the one kept before. */
export interface SaveVisitNote {
  readonly _tag: "SaveVisitNote"
  readonly userId: string
  readonly ciphertext: string
  readonly now: Instant
}

export interface DeleteVisitNote {
  readonly _tag: "DeleteVisitNote"
  readonly userId: string
  readonly now: Instant
}

export type JourneyCommand =
  | SaveSummary
  | EditSummary
  | DeleteSummary
  | SetMemory
  | ChooseSummaryForMemory
  | RecordMood
  | DeleteMood
  | SaveVisitNote
  | DeleteVisitNote
