import {
  filledSections,
  VISIT_NOTE_FOOTER,
  VISIT_NOTE_TITLE,
  type VisitNote,
} from "../../../lib/visit-note-record.ts"
import * as styles from "./visit-note.css.ts"

/**
 * The note as it goes on paper: hidden on screen (the form above is what is read there), the only thing printed
 * (visit-note.css.ts). Only the sections with something written.
 */
export const VisitNotePrint = ({
  note,
  preparedOn,
}: {
  readonly note: VisitNote
  readonly preparedOn: string
}) => (
  <article className={styles.printArea} data-testid="visit-note-print">
    <h1 className={styles.printTitle}>{VISIT_NOTE_TITLE}</h1>
    <p className={styles.printDate}>Preparata il {preparedOn}.</p>
    {filledSections(note).map(({ title, text }) => (
      <section key={title}>
        <h2 className={styles.printSectionTitle}>{title}</h2>
        <p className={styles.printText}>{text}</p>
      </section>
    ))}
    <p className={styles.printFooter}>{VISIT_NOTE_FOOTER}</p>
  </article>
)
