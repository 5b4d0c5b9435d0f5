import { useId, useState } from "react"
import { Link } from "wouter"

import { Button } from "../../../components/ui/button.tsx"
import { paths } from "../../../config/paths.ts"
import { errorMessage } from "../../../lib/api-client.ts"
import { seenOnce } from "../../../lib/seen-once.ts"
import { useJourney, type Turn } from "../api/journey-api.ts"
import { useSummaryDraft } from "../state/use-summary-draft.ts"
import { FailureText } from "./failure-text.tsx"
import * as styles from "./journey.css.ts"

const SUMMARY_MAX_CHARS = 4000

/**
 * The end of a session: the assistant's draft of a short summary, editable, saved encrypted to "Il tuo percorso"
 * (or not: "Non salvare" is remembered in this browser). A session with a saved summary shows where it went.
 */
export const SessionSummaryOffer = ({
  chatId,
  transcript,
}: {
  readonly chatId: string
  readonly transcript: ReadonlyArray<Turn>
}) => {
  const journey = useJourney()
  const [dismissed, setDismissed] = useState(() => seenOnce.has("summary-offer", chatId))
  const [savedHere, setSavedHere] = useState(false)
  const saved = journey.data?.summaries.some((s) => s.chat_id === chatId)
  if (savedHere)
    return (
      <p className={styles.panel} role="status">
        Riassunto salvato nel tuo percorso. <Link to={paths.journey.getHref()}>Vai a Il tuo percorso</Link>
      </p>
    )
  if (dismissed || saved !== false || !transcript.some((turn) => turn.role === "user")) return null
  return (
    <SummaryEditor
      chatId={chatId}
      transcript={transcript}
      onSaved={() => setSavedHere(true)}
      onDismiss={() => {
        seenOnce.mark("summary-offer", chatId)
        setDismissed(true)
      }}
    />
  )
}

const SummaryEditor = ({
  chatId,
  transcript,
  onSaved,
  onDismiss,
}: {
  readonly chatId: string
  readonly transcript: ReadonlyArray<Turn>
  readonly onSaved: () => void
  readonly onDismiss: () => void
}) => {
  const id = useId()
  const summary = useSummaryDraft(chatId, transcript)
  const [failure, setFailure] = useState<string | null>(null)
  const save = async () => {
    setFailure(null)
    try {
      if (await summary.save()) onSaved()
    } catch (error) {
      setFailure(errorMessage(error, "Non è stato possibile salvare il riassunto. Riprova."))
    }
  }
  return (
    <section
      className={styles.panel}
      aria-labelledby={`${id}-title`}
      aria-busy={summary.draft.status === "drafting"}
    >
      <h2 id={`${id}-title`} className={styles.panelTitle}>
        Il riassunto della sessione
      </h2>
      <p className={styles.muted}>
        Cosa hai portato, cosa ti ha aiutato, cosa provare: puoi modificarlo prima di salvarlo. Viene cifrato
        nel tuo browser e lo vedi solo tu.
      </p>
      {summary.draft.status === "drafting" ? (
        <p role="status">L'assistente sta preparando il riassunto…</p>
      ) : null}
      {summary.draft.status === "failed" ? (
        <div className={styles.row} role="alert">
          <p className={styles.error}>{summary.draft.detail}</p>
          <Button variant="secondary" onClick={summary.retry}>
            Riprova
          </Button>
        </div>
      ) : null}
      <label htmlFor={`${id}-text`} className={styles.legend}>
        Riassunto
      </label>
      <textarea
        id={`${id}-text`}
        className={styles.textarea}
        value={summary.text}
        maxLength={SUMMARY_MAX_CHARS}
        onChange={(event) => summary.setText(event.target.value)}
      />
      <FailureText failure={failure} />
      <div className={styles.row}>
        <Button onClick={() => void save()} loading={summary.saving} disabled={summary.text.trim() === ""}>
          Salva nel tuo percorso
        </Button>
        <Button variant="ghost" onClick={onDismiss}>
          Non salvare
        </Button>
      </div>
    </section>
  )
}
