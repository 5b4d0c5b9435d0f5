import { decryptText, type Keyring } from "../../../lib/crypto/message-crypto.ts"
import type { ExportSources } from "../api/export-sources.ts"
import { filledSections, fromVisitNoteText } from "../../../lib/visit-note-record.ts"

const UNREADABLE = "[non leggibile: cifrato con una chiave che questo account non ha più]"

const open = (keyring: Keyring, record: string) => decryptText(keyring, record).catch(() => UNREADABLE)

const moodOf = (text: string): { score: number | null; word: string } => {
  try {
    const value = JSON.parse(text) as { score?: unknown; word?: unknown }
    return {
      score: typeof value.score === "number" ? value.score : null,
      word: typeof value.word === "string" ? value.word : "",
    }
  } catch {
    return { score: null, word: text }
  }
}

/** "Cosa vorrei dire": the sections written, in clear; the text itself when it is not a note. */
const visitNoteOf = async (keyring: Keyring, kept: ExportSources["journey"]["visit_note"]) => {
  if (kept === null) return null
  const text = await open(keyring, kept.ciphertext)
  const note = fromVisitNoteText(text)
  return {
    saved_at: kept.saved_at,
    sections: note === null ? [{ title: "Nota", text }] : filledSections(note),
  }
}

/** "Il tuo percorso" in clear for the export: the memory switch, the summaries, the mood check-ins, the note. */
export const openJourneyForExport = async (sources: ExportSources, keyring: Keyring) => ({
  memory_enabled: sources.journey.memory_enabled,
  summaries: await Promise.all(
    sources.journey.summaries.map(async (s) => ({
      chat_id: s.chat_id,
      created_at: s.created_at,
      edited_at: s.edited_at,
      text: await open(keyring, s.ciphertext),
    })),
  ),
  moods: await Promise.all(
    sources.journey.moods.map(async (m) => ({
      chat_id: m.chat_id,
      moment: m.moment,
      recorded_at: m.recorded_at,
      ...moodOf(await open(keyring, m.ciphertext)),
    })),
  ),
  visit_note: await visitNoteOf(keyring, sources.journey.visit_note),
})

export const journeyMarkdown = (
  journey: Awaited<ReturnType<typeof openJourneyForExport>>,
  dateIt: (iso: string) => string,
): ReadonlyArray<string> => [
  `## Il tuo percorso`,
  ``,
  `Memoria: ${journey.memory_enabled ? "attiva" : "spenta"}.`,
  ``,
  ...(journey.summaries.length === 0
    ? ["Nessun riassunto."]
    : journey.summaries.flatMap((s) => [
        `### Riassunto della sessione del ${dateIt(s.created_at)}`,
        ``,
        s.text,
        ``,
      ])),
  ``,
  `### Umore`,
  ``,
  ...(journey.moods.length === 0
    ? ["Nessuna registrazione."]
    : journey.moods.map(
        (m) =>
          `- ${dateIt(m.recorded_at)} (${m.moment === "start" ? "inizio" : "fine"} sessione): ${m.score ?? "?"} su 5${m.word === "" ? "" : ` — ${m.word}`}`,
      )),
  ``,
  ...(journey.visit_note === null
    ? []
    : [
        `### Cosa vorrei dire (salvata il ${dateIt(journey.visit_note.saved_at)})`,
        ``,
        ...journey.visit_note.sections.flatMap(({ title, text }) => [`**${title}**`, ``, text, ``]),
      ]),
]
