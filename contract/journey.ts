import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "effect/http-api"
import { ChatTurn } from "./chats.ts"
import { Conflict, Forbidden, NotFound, RateLimited, ValidationError } from "./errors.ts"
import { BoundedText, fieldMaxima } from "./limits.ts"
import { Authorization } from "./middleware.ts"

/*
 * "Il tuo percorso" (issue 15): session summaries, mood check-ins and the memory switch. Every text is the
 * browser's ciphertext (base64 salt | iv | AES-GCM with the user's data key): the server never reads it.
 */

/** A session's summary as stored: `ciphertext` holds the text the user saved (the assistant's draft, edited). */
export const JourneySummary = Schema.Struct({
  id: Schema.String,
  chat_id: Schema.String,
  ciphertext: Schema.String,
  created_at: Schema.String,
  /** When it was last edited, or null. */
  edited_at: Schema.NullOr(Schema.String),
  /** Chosen for memory ("Ricorda in memoria"): new summaries are, until the user un-chooses them. */
  remembered: Schema.Boolean,
})

export const MoodMoment = Schema.Literals(["start", "end"])

/** A mood check-in: `ciphertext` holds `{"score":1-5,"word":"…"}` encrypted in the browser. */
export const JourneyMood = Schema.Struct({
  id: Schema.String,
  chat_id: Schema.String,
  moment: MoodMoment,
  ciphertext: Schema.String,
  recorded_at: Schema.String,
})

/**
 * "Cosa vorrei dire" (issue 27): the note the person prepares for a doctor or a psychologist from the summaries
 * they chose; `ciphertext` holds its sections as JSON, encrypted in the browser.
 */
export const JourneyVisitNote = Schema.Struct({ ciphertext: Schema.String, saved_at: Schema.String })

/** The whole journey: summaries newest first, check-ins oldest first, whether memory is on, the note (or null). */
export const JourneyDto = Schema.Struct({
  memory_enabled: Schema.Boolean,
  summaries: Schema.Array(JourneySummary),
  moods: Schema.Array(JourneyMood),
  visit_note: Schema.NullOr(JourneyVisitNote),
})
export type JourneyDto = typeof JourneyDto.Type

export const SaveSummaryRequest = Schema.Struct({
  /** Client-generated UUID: saving again with the same id and text records it once. */
  summary_id: BoundedText(fieldMaxima.id),
  chat_id: BoundedText(fieldMaxima.id),
  ciphertext: BoundedText(fieldMaxima.summaryCiphertext),
})

export const EditSummaryRequest = Schema.Struct({ ciphertext: BoundedText(fieldMaxima.summaryCiphertext) })

export const SetMemoryRequest = Schema.Struct({ enabled: Schema.Boolean })

export const ChooseSummaryRequest = Schema.Struct({ remembered: Schema.Boolean })

export const RecordMoodRequest = Schema.Struct({
  mood_id: BoundedText(fieldMaxima.id),
  chat_id: BoundedText(fieldMaxima.id),
  moment: MoodMoment,
  ciphertext: BoundedText(fieldMaxima.moodCiphertext),
})

export const SaveVisitNoteRequest = Schema.Struct({
  ciphertext: BoundedText(fieldMaxima.visitNoteCiphertext),
})

/** The session's transcript in plaintext, for the assistant to draft a summary: held in memory only. */
export const DraftSummaryRequest = Schema.Struct({
  chat_id: BoundedText(fieldMaxima.id),
  transcript: Schema.Array(ChatTurn),
})

export const SummaryDraft = Schema.Struct({
  /** Plaintext for the browser to show, edit and encrypt; the server keeps none of it. */
  content: Schema.String,
  provider: Schema.Literals(["anthropic", "openai", "google", "local"]),
})

/** The assistant could not draft the summary: the user can still write their own. */
export class SummaryUnavailable extends Schema.Error<SummaryUnavailable>("SummaryUnavailable")(
  {
    _tag: Schema.tagDefaultOmit("SummaryUnavailable"),
    code: Schema.tag("ASSISTANT_UNAVAILABLE"),
    detail: Schema.String,
  },
  { httpApiStatus: 503 },
) {}

const id = { id: Schema.String }
const journeyErrors = [ValidationError, NotFound, Conflict]
/** What stores something: 403 EMAIL_NOT_VERIFIED until the address is verified, 429 past the daily budget. */
const storingRefusals = [...journeyErrors, Forbidden, RateLimited]

export class JourneyGroup extends HttpApiGroup.make("journey")
  .add(
    HttpApiEndpoint.get("get", "/journey", { success: JourneyDto }),
    HttpApiEndpoint.post("draftSummary", "/journey/drafts", {
      payload: DraftSummaryRequest,
      success: SummaryDraft,
      // 409 before the session started; 429 past two drafts a session or the daily allowance
      error: [ValidationError, NotFound, Conflict, SummaryUnavailable, RateLimited],
    }),
    HttpApiEndpoint.post("saveSummary", "/journey/summaries", {
      payload: SaveSummaryRequest,
      success: JourneyDto.pipe(HttpApiSchema.status(201)),
      error: storingRefusals,
    }),
    HttpApiEndpoint.put("editSummary", "/journey/summaries/:id", {
      params: id,
      payload: EditSummaryRequest,
      success: JourneyDto,
      error: storingRefusals,
    }),
    HttpApiEndpoint.delete("deleteSummary", "/journey/summaries/:id", {
      params: id,
      success: JourneyDto,
      error: journeyErrors,
    }),
    /** Whether the assistant remembers this summary; an unknown or deleted one is 404 SUMMARY_NOT_FOUND. */
    HttpApiEndpoint.put("chooseSummary", "/journey/summaries/:id/memory", {
      params: id,
      payload: ChooseSummaryRequest,
      success: JourneyDto,
      error: journeyErrors,
    }),
    HttpApiEndpoint.put("setMemory", "/journey/memory", {
      payload: SetMemoryRequest,
      success: JourneyDto,
      error: storingRefusals,
    }),
    HttpApiEndpoint.post("recordMood", "/journey/moods", {
      payload: RecordMoodRequest,
      success: JourneyDto.pipe(HttpApiSchema.status(201)),
      error: storingRefusals,
    }),
    HttpApiEndpoint.delete("deleteMood", "/journey/moods/:id", {
      params: id,
      success: JourneyDto,
      error: journeyErrors,
    }),
    /** The note for a visit, encrypted in the browser: saving replaces the one kept before. */
    HttpApiEndpoint.put("saveVisitNote", "/journey/visit-note", {
      payload: SaveVisitNoteRequest,
      success: JourneyDto,
      error: storingRefusals,
    }),
    /** None kept: 404 VISIT_NOTE_NOT_FOUND. */
    HttpApiEndpoint.delete("deleteVisitNote", "/journey/visit-note", {
      success: JourneyDto,
      error: journeyErrors,
    }),
  )
  .middleware(Authorization) {}
