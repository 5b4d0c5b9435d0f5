import type { Instant } from "../shared/instant.ts"
import type { JourneyEvent, MoodMoment } from "./journey-events.ts"

export interface Summary {
  readonly summaryId: string
  readonly chatId: string
  readonly ciphertext: string
  readonly savedAt: Instant
  readonly editedAt: Instant | null
  /** Chosen for memory: new summaries are, until the user un-chooses them. */
  readonly remembered: boolean
}

export interface Mood {
  readonly moodId: string
  readonly chatId: string
  readonly moment: MoodMoment
  readonly ciphertext: string
  readonly at: Instant
}

/** "Cosa vorrei dire": the note for a visit, as the browser encrypted it. */
export interface VisitNote {
  readonly ciphertext: string
  readonly savedAt: Instant
}

/** The summaries and check-ins the user keeps (deleted ones are gone), whether memory is on, the note. */
export interface JourneyState {
  readonly summaries: ReadonlyMap<string, Summary>
  readonly moods: ReadonlyMap<string, Mood>
  readonly memoryEnabled: boolean
  readonly visitNote: VisitNote | null
}

/** Memory is on until the user turns it off: the summaries are theirs to read, edit and delete first. */
export const initialJourneyState: JourneyState = {
  summaries: new Map(),
  moods: new Map(),
  memoryEnabled: true,
  visitNote: null,
}

const without = <V>(map: ReadonlyMap<string, V>, key: string) => {
  const next = new Map(map)
  next.delete(key)
  return next
}

/** The state with one kept summary changed; an unknown summary leaves it as it is. */
const withSummaryChanged = (
  state: JourneyState,
  summaryId: string,
  change: Partial<Summary>,
): JourneyState => {
  const summary = state.summaries.get(summaryId)
  if (!summary) return state
  return { ...state, summaries: new Map(state.summaries).set(summaryId, { ...summary, ...change }) }
}

export const evolveJourney = (state: JourneyState, event: JourneyEvent): JourneyState => {
  switch (event._tag) {
    case "SummarySaved":
      return {
        ...state,
        summaries: new Map(state.summaries).set(event.summaryId, {
          summaryId: event.summaryId,
          chatId: event.chatId,
          ciphertext: event.ciphertext,
          savedAt: event.at,
          editedAt: null,
          remembered: true,
        }),
      }
    case "SummaryEdited":
      return withSummaryChanged(state, event.summaryId, { ciphertext: event.ciphertext, editedAt: event.at })
    case "SummaryDeleted":
      return { ...state, summaries: without(state.summaries, event.summaryId) }
    case "MemorySet":
      return { ...state, memoryEnabled: event.enabled }
    case "SummaryMemoryChosen":
      return withSummaryChanged(state, event.summaryId, { remembered: event.remembered })
    case "MoodRecorded":
      return {
        ...state,
        moods: new Map(state.moods).set(event.moodId, {
          moodId: event.moodId,
          chatId: event.chatId,
          moment: event.moment,
          ciphertext: event.ciphertext,
          at: event.at,
        }),
      }
    case "MoodDeleted":
      return { ...state, moods: without(state.moods, event.moodId) }
    case "VisitNoteSaved":
      return { ...state, visitNote: { ciphertext: event.ciphertext, savedAt: event.at } }
    case "VisitNoteDeleted":
      return { ...state, visitNote: null }
    default: {
      const unhandled: never = event
      return unhandled
    }
  }
}
