import { useId } from "react"

import {
  VISIT_NOTE_SECTION_MAX,
  VISIT_NOTE_SECTIONS,
  type VisitNote,
  type VisitNoteSection,
} from "../../../lib/visit-note-record.ts"
import { whenLong } from "../state/mood-chart.ts"
import type { VisitNoteState } from "../state/use-visit-note.ts"
import * as styles from "./journey.css.ts"
import * as page from "./journey-page.css.ts"
import * as note from "./visit-note.css.ts"

const preview = (text: string) => {
  const flat = text.replace(/\s+/g, " ").trim()
  return flat.length <= 140 ? flat : `${flat.slice(0, 139)}…`
}

/** The summaries to start from: a checkbox each, with the session's date and its first words. */
export const SummaryChoices = ({ state }: { readonly state: VisitNoteState }) => {
  const id = useId()
  return (
    <fieldset className={note.choices} aria-describedby={`${id}-hint`}>
      <legend className={page.sectionTitle}>Da quali sessioni partire</legend>
      <p id={`${id}-hint`} className={styles.muted}>
        Scegli i riassunti che raccontano quello che vuoi dire. La nota si compone qui, nel tuo browser.
      </p>
      {state.summaries.map((summary) => (
        <label key={summary.id} className={note.choice}>
          <input
            type="checkbox"
            className={note.choiceBox}
            checked={state.chosen.has(summary.id)}
            onChange={(event) => state.choose(summary.id, event.target.checked)}
          />
          <span className={note.choiceText}>
            <strong>Sessione del {whenLong(summary.createdAt)}</strong>
            <span className={note.preview}>{preview(summary.text)}</span>
          </span>
        </label>
      ))}
    </fieldset>
  )
}

const SectionField = ({
  section,
  value,
  onChange,
}: {
  readonly section: (typeof VISIT_NOTE_SECTIONS)[number]
  readonly value: string
  readonly onChange: (text: string) => void
}) => {
  const id = useId()
  return (
    <div className={note.field}>
      <label htmlFor={id} className={note.fieldLabel}>
        {section.title}
      </label>
      <p id={`${id}-hint`} className={styles.muted}>
        {section.hint}
      </p>
      <textarea
        id={id}
        className={`${styles.textarea} ${note.noteArea}`}
        value={value}
        maxLength={VISIT_NOTE_SECTION_MAX}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  )
}

/** The note's four sections, each a text the person rewrites as they like. */
export const VisitNoteFields = ({
  value,
  onChange,
}: {
  readonly value: VisitNote
  readonly onChange: (section: VisitNoteSection, text: string) => void
}) => (
  <>
    {VISIT_NOTE_SECTIONS.map((section) => (
      <SectionField
        key={section.key}
        section={section}
        value={value[section.key]}
        onChange={(text) => onChange(section.key, text)}
      />
    ))}
  </>
)
