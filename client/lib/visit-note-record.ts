/*
 * "Cosa vorrei dire" (issue 27) as the journey keeps it: the note's four sections, the record the browser encrypts,
 * and the note as text. Shared because the note is written in the journey feature and kept in the data export
 * (account).
 */

export const VISIT_NOTE_SECTIONS = [
  {
    key: "going",
    title: "Cosa sto attraversando",
    hint: "Che cosa ti pesa, che cosa è cambiato, come stai in questi giorni.",
  },
  {
    key: "since",
    title: "Da quando",
    hint: "Quando è cominciato, più o meno, e se ci sono stati momenti peggiori o migliori.",
  },
  {
    key: "helped",
    title: "Cosa mi ha aiutato",
    hint: "Persone, abitudini o momenti che ti hanno fatto stare un po' meglio.",
  },
  {
    key: "ask",
    title: "Cosa vorrei chiedere",
    hint: "Per esempio: che cosa posso fare quando succede? Di che tipo di aiuto avrei bisogno?",
  },
] as const

export type VisitNoteSection = (typeof VISIT_NOTE_SECTIONS)[number]["key"]

/** At most this many characters in each section (the whole note stays well under the server's limit). */
export const VISIT_NOTE_SECTION_MAX = 1500

export type VisitNote = Readonly<Record<VisitNoteSection, string>> & {
  /** The summaries it was composed from, so that the choice is there when the person comes back. */
  readonly summaryIds: ReadonlyArray<string>
}

export const emptyVisitNote: VisitNote = { going: "", since: "", helped: "", ask: "", summaryIds: [] }

export const isEmptyVisitNote = (note: VisitNote) =>
  VISIT_NOTE_SECTIONS.every(({ key }) => note[key].trim() === "")

/** The note as the browser encrypts it. */
export const toVisitNoteText = (note: VisitNote): string =>
  JSON.stringify({
    going: note.going.slice(0, VISIT_NOTE_SECTION_MAX),
    since: note.since.slice(0, VISIT_NOTE_SECTION_MAX),
    helped: note.helped.slice(0, VISIT_NOTE_SECTION_MAX),
    ask: note.ask.slice(0, VISIT_NOTE_SECTION_MAX),
    summaryIds: note.summaryIds,
  })

/** The decrypted note, or null when it is not one. */
export const fromVisitNoteText = (text: string): VisitNote | null => {
  try {
    const parsed: unknown = JSON.parse(text)
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return null
    const value = parsed as Record<string, unknown>
    const field = (key: string) => {
      const found = value[key]
      return typeof found === "string" ? found.slice(0, VISIT_NOTE_SECTION_MAX) : ""
    }
    const ids: ReadonlyArray<unknown> = Array.isArray(value["summaryIds"]) ? value["summaryIds"] : []
    return {
      going: field("going"),
      since: field("since"),
      helped: field("helped"),
      ask: field("ask"),
      summaryIds: ids.filter((id): id is string => typeof id === "string"),
    }
  } catch {
    return null
  }
}

export const VISIT_NOTE_TITLE = "Cosa vorrei dire"
export const VISIT_NOTE_FOOTER =
  "Preparata con Cogi, un'app di supporto emotivo con un assistente AI: non è un servizio medico e non fa diagnosi."

/** The sections with something written, in order: what printing and the download show. */
export const filledSections = (note: VisitNote) =>
  VISIT_NOTE_SECTIONS.filter(({ key }) => note[key].trim() !== "").map((section) => ({
    title: section.title,
    text: note[section.key].trim(),
  }))

/** The note as a Markdown file (plain text that reads well as it is). */
export const visitNoteMarkdown = (note: VisitNote, preparedOn: string): string =>
  [
    `# ${VISIT_NOTE_TITLE}`,
    "",
    `Preparata il ${preparedOn}.`,
    "",
    ...filledSections(note).flatMap(({ title, text }) => [`## ${title}`, "", text, ""]),
    "---",
    "",
    VISIT_NOTE_FOOTER,
    "",
  ].join("\n")
