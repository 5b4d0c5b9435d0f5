import { Result } from "effect"
import type { Decider } from "../shared/decider.ts"
import type {
  ChooseSummaryForMemory,
  DeleteMood,
  DeleteSummary,
  DeleteVisitNote,
  EditSummary,
  JourneyCommand,
  RecordMood,
  SaveSummary,
  SaveVisitNote,
  SetMemory,
} from "./journey-commands.ts"
import {
  JourneyCiphertextInvalid,
  type JourneyError,
  MoodAlreadyRecorded,
  MoodNotFound,
  SummaryAlreadySaved,
  SummaryNotFound,
  VisitNoteNotFound,
} from "./journey-errors.ts"
import type { JourneyEvent } from "./journey-events.ts"
import { evolveJourney, initialJourneyState, type JourneyState } from "./journey-state.ts"

/** A summary of a few paragraphs fits many times over (AES-GCM and base64 add about a third). */
export const SUMMARY_MAX_CIPHERTEXT = 16_000
/** A score and one word. */
export const MOOD_MAX_CIPHERTEXT = 1_000
/** The note for a visit: four sections of at most 1,500 characters each, in any script, encrypted. */
export const VISIT_NOTE_MAX_CIPHERTEXT = 40_000

const base64 = /^[A-Za-z0-9+/]+={0,2}$/

const checkCiphertext = (ciphertext: string, maxLength: number) =>
  ciphertext.length === 0 || ciphertext.length > maxLength || !base64.test(ciphertext)
    ? Result.fail(new JourneyCiphertextInvalid({ maxLength }))
    : Result.succeed(ciphertext)

type Decision = Result.Result<ReadonlyArray<JourneyEvent>, JourneyError>

const saveSummary = (c: SaveSummary, state: JourneyState): Decision => {
  const same = state.summaries.get(c.summaryId)
  // a retried save (same id, same text) is accepted once
  if (same && same.chatId === c.chatId && same.ciphertext === c.ciphertext) return Result.succeed([])
  const taken = [...state.summaries.values()].find((s) => s.chatId === c.chatId) ?? same
  if (taken) return Result.fail(new SummaryAlreadySaved({ chatId: c.chatId, summaryId: taken.summaryId }))
  return Result.map(checkCiphertext(c.ciphertext, SUMMARY_MAX_CIPHERTEXT), (ciphertext) => [
    {
      _tag: "SummarySaved",
      schemaVersion: 1,
      userId: c.userId,
      summaryId: c.summaryId,
      chatId: c.chatId,
      ciphertext,
      at: c.now,
    },
  ])
}

const editSummary = (c: EditSummary, state: JourneyState): Decision => {
  const summary = state.summaries.get(c.summaryId)
  if (!summary) return Result.fail(new SummaryNotFound({ summaryId: c.summaryId }))
  if (summary.ciphertext === c.ciphertext) return Result.succeed([])
  return Result.map(checkCiphertext(c.ciphertext, SUMMARY_MAX_CIPHERTEXT), (ciphertext) => [
    {
      _tag: "SummaryEdited",
      schemaVersion: 1,
      userId: c.userId,
      summaryId: c.summaryId,
      ciphertext,
      at: c.now,
    },
  ])
}

const deleteSummary = (c: DeleteSummary, state: JourneyState): Decision =>
  state.summaries.has(c.summaryId)
    ? Result.succeed([
        { _tag: "SummaryDeleted", schemaVersion: 1, userId: c.userId, summaryId: c.summaryId, at: c.now },
      ])
    : Result.fail(new SummaryNotFound({ summaryId: c.summaryId }))

const setMemory = (c: SetMemory, state: JourneyState): Decision =>
  state.memoryEnabled === c.enabled
    ? Result.succeed([])
    : Result.succeed([
        { _tag: "MemorySet", schemaVersion: 1, userId: c.userId, enabled: c.enabled, at: c.now },
      ])

const chooseSummaryForMemory = (c: ChooseSummaryForMemory, state: JourneyState): Decision => {
  const summary = state.summaries.get(c.summaryId)
  if (!summary) return Result.fail(new SummaryNotFound({ summaryId: c.summaryId }))
  if (summary.remembered === c.remembered) return Result.succeed([])
  return Result.succeed([
    {
      _tag: "SummaryMemoryChosen",
      schemaVersion: 1,
      userId: c.userId,
      summaryId: c.summaryId,
      remembered: c.remembered,
      at: c.now,
    },
  ])
}

const recordMood = (c: RecordMood, state: JourneyState): Decision => {
  const same = state.moods.get(c.moodId)
  if (same && same.chatId === c.chatId && same.moment === c.moment && same.ciphertext === c.ciphertext)
    return Result.succeed([])
  if (same || [...state.moods.values()].some((m) => m.chatId === c.chatId && m.moment === c.moment))
    return Result.fail(new MoodAlreadyRecorded({ chatId: c.chatId, moment: c.moment }))
  return Result.map(checkCiphertext(c.ciphertext, MOOD_MAX_CIPHERTEXT), (ciphertext) => [
    {
      _tag: "MoodRecorded",
      schemaVersion: 1,
      userId: c.userId,
      moodId: c.moodId,
      chatId: c.chatId,
      moment: c.moment,
      ciphertext,
      at: c.now,
    },
  ])
}

const deleteMood = (c: DeleteMood, state: JourneyState): Decision =>
  state.moods.has(c.moodId)
    ? Result.succeed([
        { _tag: "MoodDeleted", schemaVersion: 1, userId: c.userId, moodId: c.moodId, at: c.now },
      ])
    : Result.fail(new MoodNotFound({ moodId: c.moodId }))

const saveVisitNote = (c: SaveVisitNote, state: JourneyState): Decision =>
  state.visitNote?.ciphertext === c.ciphertext
    ? Result.succeed([])
    : Result.map(checkCiphertext(c.ciphertext, VISIT_NOTE_MAX_CIPHERTEXT), (ciphertext) => [
        { _tag: "VisitNoteSaved", schemaVersion: 1, userId: c.userId, ciphertext, at: c.now },
      ])

const deleteVisitNote = (c: DeleteVisitNote, state: JourneyState): Decision =>
  state.visitNote === null
    ? Result.fail(new VisitNoteNotFound())
    : Result.succeed([{ _tag: "VisitNoteDeleted", schemaVersion: 1, userId: c.userId, at: c.now }])

export const decideJourney = (command: JourneyCommand, state: JourneyState): Decision => {
  switch (command._tag) {
    case "SaveSummary":
      return saveSummary(command, state)
    case "EditSummary":
      return editSummary(command, state)
    case "DeleteSummary":
      return deleteSummary(command, state)
    case "SetMemory":
      return setMemory(command, state)
    case "ChooseSummaryForMemory":
      return chooseSummaryForMemory(command, state)
    case "RecordMood":
      return recordMood(command, state)
    case "DeleteMood":
      return deleteMood(command, state)
    case "SaveVisitNote":
      return saveVisitNote(command, state)
    case "DeleteVisitNote":
      return deleteVisitNote(command, state)
  }
}

export const journeyDecider: Decider<JourneyCommand, JourneyEvent, JourneyState, JourneyError> = {
  initialState: initialJourneyState,
  evolve: evolveJourney,
  decide: decideJourney,
}
