import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { AiService } from "../adapters/ai/ai-service.ts"
import type { Approach } from "../domain/chat/chat-events.ts"
import { MoodNotFound, SummaryNotFound, type JourneyError } from "../domain/journey/journey-errors.ts"
import { journeyHttpError } from "./journey/journey-http-errors.ts"
import { answerRefusals } from "./refusals.ts"
import { storingErrors } from "./storage/storage-http-errors.ts"
import type { AddressUnverified, StorageBudgetReached } from "../commands/storage/storage-budget.ts"
import type { JourneyState } from "../domain/journey/journey-state.ts"
import { Db } from "../eventstore/db.ts"
import type { DuplicateEventId, StreamVersionConflict } from "../eventstore/events.ts"
import { ownedChat } from "./chats/owned-chat.ts"
import { findUserById } from "../projections/user-directory/user-directory-queries.ts"
import {
  chooseSummaryForMemory,
  deleteMood,
  deleteSummary,
  deleteVisitNote,
  editSummary,
  readJourney,
  recordMood,
  saveSummary,
  saveVisitNote,
  setMemory,
} from "../commands/journey/journey-use-cases.ts"
import { Api } from "../contract/api.ts"
import { Conflict, ValidationError } from "../contract/errors.ts"
import { SummaryUnavailable } from "../contract/journey.ts"
import { CurrentUser } from "../contract/middleware.ts"
import { spendDraft } from "../commands/chats/ai-allowance.ts"
import { aiLimited } from "./chats/ai-limit-errors.ts"
import { DEFAULT_ASSISTANT_NAME } from "../domain/shared/constants.ts"
import { isUuid, uuidMessage } from "../contract/uuid.ts"

/** A session's transcript for the draft: at most this many turns, each at most this long. */
const maxTranscriptTurns = 200
const maxTurnChars = 8000

/** The journey on the wire: summaries newest first, check-ins oldest first (the chart reads them in order). */
export const journeyView = (state: JourneyState) => ({
  memory_enabled: state.memoryEnabled,
  summaries: [...state.summaries.values()]
    .sort((a, b) => b.savedAt.localeCompare(a.savedAt))
    .map((s) => ({
      id: s.summaryId,
      chat_id: s.chatId,
      ciphertext: s.ciphertext,
      created_at: s.savedAt,
      edited_at: s.editedAt,
      remembered: s.remembered,
    })),
  moods: [...state.moods.values()]
    .sort((a, b) => a.at.localeCompare(b.at))
    .map((m) => ({
      id: m.moodId,
      chat_id: m.chatId,
      moment: m.moment,
      ciphertext: m.ciphertext,
      recorded_at: m.at,
    })),
  visit_note:
    state.visitNote === null
      ? null
      : { ciphertext: state.visitNote.ciphertext, saved_at: state.visitNote.savedAt },
})

/** Journey refusals become HTTP errors, and the journey its view. */
const answer = <R>(
  effect: Effect.Effect<JourneyState, JourneyError | StreamVersionConflict | DuplicateEventId, R>,
) => effect.pipe(answerRefusals(journeyHttpError), Effect.map(journeyView))

/** The same for what stores: 403 until the address is verified, 429 past the day's storage budget. */
const answerStoring = <R>(
  effect: Effect.Effect<
    JourneyState,
    JourneyError | StorageBudgetReached | AddressUnverified | StreamVersionConflict | DuplicateEventId,
    R
  >,
) => storingErrors(effect, answerRefusals(journeyHttpError)).pipe(Effect.map(journeyView))

const validNewId = (value: string) =>
  isUuid(value)
    ? Effect.succeed(value.toLowerCase())
    : Effect.fail(new ValidationError({ detail: uuidMessage }))

/** An id in the path that is not even a UUID names nothing: the same 404 as an unknown one. */
const knownId = (value: string, notFound: JourneyError) =>
  isUuid(value) ? Effect.succeed(value.toLowerCase()) : Effect.fail(journeyHttpError(notFound))

const validTranscript = (
  transcript: ReadonlyArray<{ readonly role: "user" | "assistant"; readonly content: string }>,
) =>
  transcript.length > maxTranscriptTurns
    ? Effect.fail(
        new ValidationError({
          detail: `La conversazione è troppo lunga per il riassunto: al massimo ${maxTranscriptTurns} messaggi.`,
        }),
      )
    : transcript.some((turn) => [...turn.content].length > maxTurnChars)
      ? Effect.fail(
          new ValidationError({
            detail: `Un messaggio è troppo lungo per il riassunto: al massimo ${maxTurnChars} caratteri.`,
          }),
        )
      : Effect.succeed(transcript)

/** /api/journey: read from the user's own journey stream; ciphertext in and out, the draft in memory only. */
export const JourneyLive = HttpApiBuilder.group(Api, "journey", (handlers) =>
  Effect.gen(function* () {
    const { sql } = yield* Db
    const ai = yield* AiService
    return handlers
      .handle("get", () =>
        Effect.flatMap(CurrentUser, (user) => readJourney(user.id)).pipe(
          Effect.map(journeyView),
          Effect.orDie,
        ),
      )
      .handle("draftSummary", ({ payload }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          const chat = yield* ownedChat(sql, user.id, payload.chat_id)
          const transcript = yield* validTranscript(payload.transcript)
          if (chat.started_at === null)
            return yield* new Conflict({
              code: "SESSION_NOT_STARTED",
              detail: "La sessione non è ancora iniziata: non c'è ancora niente da riassumere.",
            })
          yield* spendDraft(user.id, chat.id).pipe(Effect.mapError(aiLimited))
          const profile = yield* Effect.promise(() => findUserById(sql, user.id))
          const approach = chat.approach as Approach
          const content = yield* ai
            .summarize({
              approach,
              assistantName: profile?.ai_name ?? DEFAULT_ASSISTANT_NAME,
              transcript,
            })
            .pipe(
              Effect.mapError(
                () =>
                  new SummaryUnavailable({
                    detail:
                      "L'assistente non è riuscito a preparare il riassunto in questo momento. Puoi scriverlo tu qui sotto, oppure riprovare tra poco.",
                  }),
              ),
            )
          return { content, provider: ai.providerFor(approach) }
        }),
      )
      .handle("saveSummary", ({ payload }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          // another user's chat is unknown whatever else the request says
          const chat = yield* ownedChat(sql, user.id, payload.chat_id)
          const summaryId = yield* validNewId(payload.summary_id)
          return yield* answerStoring(
            saveSummary({ userId: user.id, summaryId, chatId: chat.id, ciphertext: payload.ciphertext }),
          )
        }),
      )
      .handle("editSummary", ({ params, payload }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          const summaryId = yield* knownId(params.id, new SummaryNotFound({ summaryId: params.id }))
          return yield* answerStoring(
            editSummary({ userId: user.id, summaryId, ciphertext: payload.ciphertext }),
          )
        }),
      )
      .handle("deleteSummary", ({ params }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          const summaryId = yield* knownId(params.id, new SummaryNotFound({ summaryId: params.id }))
          return yield* answer(deleteSummary({ userId: user.id, summaryId }))
        }),
      )
      .handle("chooseSummary", ({ params, payload }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          const summaryId = yield* knownId(params.id, new SummaryNotFound({ summaryId: params.id }))
          return yield* answer(
            chooseSummaryForMemory({ userId: user.id, summaryId, remembered: payload.remembered }),
          )
        }),
      )
      .handle("setMemory", ({ payload }) =>
        Effect.flatMap(CurrentUser, (user) => answerStoring(setMemory(user.id, payload.enabled))),
      )
      .handle("recordMood", ({ payload }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          const chat = yield* ownedChat(sql, user.id, payload.chat_id)
          const moodId = yield* validNewId(payload.mood_id)
          return yield* answerStoring(
            recordMood({
              userId: user.id,
              moodId,
              chatId: chat.id,
              moment: payload.moment,
              ciphertext: payload.ciphertext,
            }),
          )
        }),
      )
      .handle("deleteMood", ({ params }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          const moodId = yield* knownId(params.id, new MoodNotFound({ moodId: params.id }))
          return yield* answer(deleteMood({ userId: user.id, moodId }))
        }),
      )
      .handle("saveVisitNote", ({ payload }) =>
        Effect.flatMap(CurrentUser, (user) => answerStoring(saveVisitNote(user.id, payload.ciphertext))),
      )
      .handle("deleteVisitNote", () =>
        Effect.flatMap(CurrentUser, (user) => answer(deleteVisitNote(user.id))),
      )
  }),
)
