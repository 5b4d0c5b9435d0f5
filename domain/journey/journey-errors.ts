import { Schema } from "effect"

/** Empty, too long, or not base64: not something the browser's encryption makes (HTTP 400). */
export class JourneyCiphertextInvalid extends Schema.TaggedError<JourneyCiphertextInvalid>()(
  "JourneyCiphertextInvalid",
  { maxLength: Schema.Number },
) {}

/** No such summary of this user, or it was deleted (HTTP 404). */
export class SummaryNotFound extends Schema.TaggedError<SummaryNotFound>()("SummaryNotFound", {
  summaryId: Schema.String,
}) {}

/** The session already has a summary: it is edited, not saved twice (HTTP 409). */
export class SummaryAlreadySaved extends Schema.TaggedError<SummaryAlreadySaved>()("SummaryAlreadySaved", {
  chatId: Schema.String,
  summaryId: Schema.String,
}) {}

/** The session already has its check-in at this moment (HTTP 409). */
export class MoodAlreadyRecorded extends Schema.TaggedError<MoodAlreadyRecorded>()("MoodAlreadyRecorded", {
  chatId: Schema.String,
  moment: Schema.String,
}) {}

/** No such check-in of this user, or it was deleted (HTTP 404). */
export class MoodNotFound extends Schema.TaggedError<MoodNotFound>()("MoodNotFound", {
  moodId: Schema.String,
}) {}

/** There is no note for a visit to delete: never saved, or already deleted (HTTP 404). */
export class VisitNoteNotFound extends Schema.TaggedError<VisitNoteNotFound>()("VisitNoteNotFound", {}) {}

export type JourneyError =
  | JourneyCiphertextInvalid
  | SummaryNotFound
  | SummaryAlreadySaved
  | MoodAlreadyRecorded
  | MoodNotFound
  | VisitNoteNotFound
