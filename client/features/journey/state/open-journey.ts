import { decryptText, type Keyring } from "../../../lib/crypto/message-crypto.ts"
import type { JourneyDto, MoodMoment } from "../api/journey-api.ts"
import { fromMoodText, type Mood } from "./mood.ts"
import { fromVisitNoteText, type VisitNote } from "../../../lib/visit-note-record.ts"

export type OpenSummary = {
  readonly id: string
  readonly chatId: string
  /** Null when this key cannot open it (it shows as unreadable). */
  readonly text: string | null
  readonly createdAt: string
  readonly editedAt: string | null
  /** Chosen for memory ("Ricorda in memoria"). */
  readonly remembered: boolean
}

export type OpenMood = Mood & {
  readonly id: string
  readonly chatId: string
  readonly moment: MoodMoment
  readonly at: string
}

export type OpenJourney = {
  readonly memoryEnabled: boolean
  /** Newest first. */
  readonly summaries: ReadonlyArray<OpenSummary>
  /** Oldest first. */
  readonly moods: ReadonlyArray<OpenMood>
  /** "Cosa vorrei dire": null when none is kept; `note` null when this key cannot open it. */
  readonly visitNote: { readonly note: VisitNote | null; readonly savedAt: string } | null
}

const openOrNull = (keyring: Keyring, record: string) => decryptText(keyring, record).catch(() => null)

/** The journey in clear, opened here with the user's key (the server holds ciphertext only). */
export const openJourney = async (keyring: Keyring, journey: JourneyDto): Promise<OpenJourney> => {
  const summaries = await Promise.all(
    journey.summaries.map(async (s) => ({
      id: s.id,
      chatId: s.chat_id,
      text: await openOrNull(keyring, s.ciphertext),
      createdAt: s.created_at,
      editedAt: s.edited_at,
      remembered: s.remembered,
    })),
  )
  const moods = await Promise.all(
    journey.moods.map(async (m) => {
      const text = await openOrNull(keyring, m.ciphertext)
      const mood = text === null ? null : fromMoodText(text)
      return mood === null
        ? []
        : [{ ...mood, id: m.id, chatId: m.chat_id, moment: m.moment, at: m.recorded_at }]
    }),
  )
  const kept = journey.visit_note
  const visitNote =
    kept === null
      ? null
      : {
          note: await openOrNull(keyring, kept.ciphertext).then((text) =>
            text === null ? null : fromVisitNoteText(text),
          ),
          savedAt: kept.saved_at,
        }
  return { memoryEnabled: journey.memory_enabled, summaries, moods: moods.flat(), visitNote }
}

/** At most this many chosen summaries travel as memory with each message (the newest chosen ones). */
export const MEMORY_SUMMARIES = 5

/**
 * The memory straight from the stored journey: the newest readable summaries the user chose ("Ricorda in
 * memoria"), at most MEMORY_SUMMARIES; only those are decrypted, and none when memory is off.
 */
export const memoryFromStored = async (
  keyring: Keyring,
  journey: JourneyDto,
): Promise<ReadonlyArray<string>> => {
  if (!journey.memory_enabled) return []
  const kept: string[] = []
  for (const summary of journey.summaries) {
    if (kept.length === MEMORY_SUMMARIES) break
    if (!summary.remembered) continue
    const text = await openOrNull(keyring, summary.ciphertext)
    if (text !== null && text.trim() !== "") kept.push(text.slice(0, 4000))
  }
  return kept
}
