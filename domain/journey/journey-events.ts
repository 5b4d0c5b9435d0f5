import { Schema } from "effect"
import { InstantSchema, SchemaVersion1 } from "../shared/schemas.ts"

/*
 * The user's journey ("Il tuo percorso"): session summaries and mood check-ins. Every text the user or the
 * assistant wrote is encrypted in the browser with the user's data key (DESIGN §6): the server sees only
 * base64 ciphertext, ids, the chat it belongs to and when.
 */

/** A session's summary, drafted by the assistant from what the browser sent and stored encrypted. */
export const SummarySaved = Schema.TaggedStruct("SummarySaved", {
  schemaVersion: SchemaVersion1,
  userId: Schema.String,
  summaryId: Schema.String,
  chatId: Schema.String,
  ciphertext: Schema.String,
  at: InstantSchema,
})

export const SummaryEdited = Schema.TaggedStruct("SummaryEdited", {
  schemaVersion: SchemaVersion1,
  userId: Schema.String,
  summaryId: Schema.String,
  ciphertext: Schema.String,
  at: InstantSchema,
})

export const SummaryDeleted = Schema.TaggedStruct("SummaryDeleted", {
  schemaVersion: SchemaVersion1,
  userId: Schema.String,
  summaryId: Schema.String,
  at: InstantSchema,
})

/** Memory on: the next sessions' context carries the summaries the user keeps; off: none. */
export const MemorySet = Schema.TaggedStruct("MemorySet", {
  schemaVersion: SchemaVersion1,
  userId: Schema.String,
  enabled: Schema.Boolean,
  at: InstantSchema,
})

/**
 * The user's choice for one summary: remembered (the assistant receives it with the memory) or not. A summary is
 * remembered from when it is saved until the user says otherwise.
 */
export const SummaryMemoryChosen = Schema.TaggedStruct("SummaryMemoryChosen", {
  schemaVersion: SchemaVersion1,
  userId: Schema.String,
  summaryId: Schema.String,
  remembered: Schema.Boolean,
  at: InstantSchema,
})

export const MoodMoment = Schema.Literals(["start", "end"])
export type MoodMoment = typeof MoodMoment.Type

/** A check-in at the start or the end of a session: the score (1–5) and the word are inside the ciphertext. */
export const MoodRecorded = Schema.TaggedStruct("MoodRecorded", {
  schemaVersion: SchemaVersion1,
  userId: Schema.String,
  moodId: Schema.String,
  chatId: Schema.String,
  moment: MoodMoment,
  ciphertext: Schema.String,
  at: InstantSchema,
})

export const MoodDeleted = Schema.TaggedStruct("MoodDeleted", {
  schemaVersion: SchemaVersion1,
  userId: Schema.String,
  moodId: Schema.String,
  at: InstantSchema,
})

/**
 * "Cosa vorrei dire" (issue 27): the note the person prepares for a doctor or a psychologist from the summaries
 * they chose, composed and edited in the browser and stored encrypted like them. One note: saving replaces it.
 */
export const VisitNoteSaved = Schema.TaggedStruct("VisitNoteSaved", {
  schemaVersion: SchemaVersion1,
  userId: Schema.String,
  ciphertext: Schema.String,
  at: InstantSchema,
})

export const VisitNoteDeleted = Schema.TaggedStruct("VisitNoteDeleted", {
  schemaVersion: SchemaVersion1,
  userId: Schema.String,
  at: InstantSchema,
})

export const JourneyEvent = Schema.Union([
  SummarySaved,
  SummaryEdited,
  SummaryDeleted,
  MemorySet,
  SummaryMemoryChosen,
  MoodRecorded,
  MoodDeleted,
  VisitNoteSaved,
  VisitNoteDeleted,
])
export type JourneyEvent = typeof JourneyEvent.Type
