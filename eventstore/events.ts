import { Schema } from "effect"

/** What a caller appends. Personal fields are encrypted with the subject's key before they reach the table. */
export interface NewEvent {
  readonly type: string
  readonly data: Readonly<Record<string, unknown>>
  readonly schemaVersion?: number
  readonly eventId?: string
  readonly metadata?: Readonly<Record<string, unknown>>
  /** Names of top-level fields of `data` that hold personal data of `subjectId` (DESIGN §3). */
  readonly personal?: {
    readonly subjectId: string
    readonly fields: ReadonlyArray<string>
    /**
     * Set for values that only the latest of their kind may open (the envelopes of the user's data key): they are
     * sealed with a key of their own, and the append that stores the next key of this kind for the subject
     * deletes the earlier ones, so what they sealed can never be opened again.
     */
    readonly keyKind?: string
  }
}

export interface StoredEvent {
  readonly globalPosition: bigint
  readonly transactionId: string
  readonly streamId: string
  readonly streamVersion: number
  readonly eventId: string
  readonly type: string
  readonly schemaVersion: number
  readonly data: Readonly<Record<string, unknown>>
  readonly metadata: Readonly<Record<string, unknown>>
  readonly recordedAt: Date
}

/** The exact version the stream must be at, "no_stream" for a new stream, or "any". */
export type ExpectedVersion = number | "no_stream" | "any"

export interface StreamAppend {
  readonly streamId: string
  readonly expected: ExpectedVersion
  readonly events: ReadonlyArray<NewEvent>
}

export interface AppendResult {
  readonly versions: ReadonlyMap<string, number>
  readonly events: ReadonlyArray<StoredEvent>
}

/** A position in the whole log, in the never-skipping order (transaction id, then global position). */
export interface Checkpoint {
  readonly transactionId: string
  readonly globalPosition: bigint
}
export const origin: Checkpoint = { transactionId: "0", globalPosition: 0n }

export class StreamVersionConflict extends Schema.TaggedError<StreamVersionConflict>()(
  "StreamVersionConflict",
  {
    streamId: Schema.String,
    expected: Schema.String,
    actual: Schema.Number,
  },
) {}

export class DuplicateEventId extends Schema.TaggedError<DuplicateEventId>()("DuplicateEventId", {
  eventId: Schema.String,
}) {}
