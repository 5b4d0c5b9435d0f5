import { useState } from "react"
import { Link } from "wouter"

import { Button } from "../../../components/ui/button.tsx"
import { LoadingScreen } from "../../../components/ui/loading-screen.tsx"
import { Notice } from "../../../components/ui/notice.tsx"
import { paths } from "../../../config/paths.ts"
import { downloadFile } from "../../../lib/download-file.ts"
import { formatInstant } from "../../../lib/format-date.ts"
import { notify } from "../../../lib/notify.ts"
import { useNow } from "../../../lib/use-now.ts"
import { isEmptyVisitNote, visitNoteMarkdown, VISIT_NOTE_TITLE } from "../../../lib/visit-note-record.ts"
import type { OpenJourney } from "../state/open-journey.ts"
import { useOpenJourney } from "../state/use-open-journey.ts"
import { useVisitNote } from "../state/use-visit-note.ts"
import { visitNoteFileName } from "../state/visit-note.ts"
import { FailureText } from "./failure-text.tsx"
import { SummaryChoices, VisitNoteFields } from "./visit-note-form.tsx"
import { VisitNotePrint } from "./visit-note-print.tsx"
import * as styles from "./journey.css.ts"
import * as page from "./journey-page.css.ts"

const dayOf = (iso: string) => formatInstant(iso, "date")
const EMPTY = "La nota è vuota: scegli i riassunti e componila, oppure scrivi qualcosa."

type Confirm = "none" | "compose" | "delete"

const Workspace = ({ journey }: { readonly journey: OpenJourney }) => {
  const state = useVisitNote(journey, dayOf)
  const [confirm, setConfirm] = useState<Confirm>("none")
  const today = useNow()
  const preparedOn = dayOf(today.toISOString())
  const written = !isEmptyVisitNote(state.note)
  // the first three sections come from the summaries: composing again replaces what was written there
  const wouldReplace = [state.note.going, state.note.since, state.note.helped].some((t) => t.trim() !== "")

  const ifWritten = (action: () => void) => () => {
    if (!written) return state.setFailure(EMPTY)
    state.setFailure(null)
    action()
  }
  const download = ifWritten(() =>
    downloadFile(
      new Blob([visitNoteMarkdown(state.note, preparedOn)], { type: "text/markdown;charset=utf-8" }),
      visitNoteFileName(today),
    ),
  )
  const print = ifWritten(() => window.print())
  const save = async () => {
    if (!written) return state.setFailure(EMPTY)
    if (await state.save()) notify.success("Nota salvata: è cifrata, la leggi solo tu.")
  }
  const remove = async () => {
    if (await state.remove()) {
      setConfirm("none")
      notify.success("Nota eliminata.")
    }
  }

  return (
    <>
      {state.kept === "unreadable" ? (
        <Notice tone="info">
          <p>
            La nota salvata è cifrata con una chiave che questo account non ha più: puoi scriverne una nuova,
            che prenderà il suo posto.
          </p>
        </Notice>
      ) : null}
      <section className={`${styles.panel} ${page.section}`} aria-label="Scegli i riassunti">
        {state.summaries.length === 0 ? (
          <p className={styles.muted}>
            Non hai ancora riassunti da cui partire: alla fine di una sessione puoi salvarne uno nel{" "}
            <Link to={paths.journey.getHref()}>tuo percorso</Link>. Intanto puoi scrivere la nota qui sotto.
          </p>
        ) : (
          <>
            <SummaryChoices state={state} />
            {confirm === "compose" ? (
              <div className={styles.row} role="group" aria-label="Conferma la composizione">
                <p>
                  Le prime tre parti della nota saranno riscritte dai riassunti scelti; quello che hai scritto
                  in «Cosa vorrei chiedere» resta com'è.
                </p>
                <Button
                  onClick={() => {
                    state.compose()
                    setConfirm("none")
                  }}
                >
                  Sì, componi la nota
                </Button>
                <Button variant="ghost" onClick={() => setConfirm("none")}>
                  Annulla
                </Button>
              </div>
            ) : (
              <div className={styles.row}>
                <Button
                  variant="secondary"
                  onClick={() => {
                    if (wouldReplace && state.chosen.size > 0) setConfirm("compose")
                    else state.compose()
                  }}
                >
                  Componi la nota
                </Button>
              </div>
            )}
          </>
        )}
      </section>
      <section className={page.section} aria-labelledby="visit-note-title">
        <h2 id="visit-note-title" className={page.sectionTitle}>
          La tua nota
        </h2>
        <p className={styles.muted}>
          I riassunti sono scritti da Cogi e si rivolgono a te con il «tu»: cambia pure le parole, togli e
          aggiungi quello che vuoi. Nel foglio stampato compaiono solo le parti che hai scritto.
        </p>
        <VisitNoteFields value={state.note} onChange={state.edit} />
        <FailureText failure={state.failure} />
        <div className={styles.row}>
          <Button onClick={() => void save()} loading={state.busy && confirm !== "delete"}>
            Salva la nota
          </Button>
          <Button variant="secondary" onClick={print}>
            Stampa
          </Button>
          <Button
            variant="secondary"
            onClick={download}
            aria-label="Scarica la nota come file di testo (Markdown)"
          >
            Scarica (.md)
          </Button>
          {state.kept !== "none" && confirm !== "delete" ? (
            <Button variant="ghost" onClick={() => setConfirm("delete")}>
              Elimina la nota salvata
            </Button>
          ) : null}
        </div>
        {confirm === "delete" ? (
          <div className={styles.row} role="group" aria-label="Conferma l'eliminazione">
            <p>Eliminare la nota salvata? Non si potrà recuperare.</p>
            <Button variant="danger" onClick={() => void remove()} loading={state.busy}>
              Elimina definitivamente
            </Button>
            <Button variant="ghost" onClick={() => setConfirm("none")}>
              Annulla
            </Button>
          </div>
        ) : null}
        <p className={styles.muted}>
          {state.savedAt !== null && state.kept === "readable"
            ? `Salvata il ${formatInstant(state.savedAt, "shortDateTime")}. `
            : ""}
          Salvata o no, la nota non lascia mai questo browser in chiaro: la stampa e il file si preparano qui,
          e se la salvi il server ne riceve solo la versione cifrata.
        </p>
      </section>
      <p>
        Non sai ancora a chi portarla?{" "}
        <Link to={paths.humanHelp.getHref()}>Parla con una persona: chi chiamare, dove andare</Link>
      </p>
      <VisitNotePrint note={state.note} preparedOn={preparedOn} />
    </>
  )
}

/**
 * /percorso/cosa-vorrei-dire (issue 27): a short note for a doctor or a psychologist, composed here from the
 * summaries the person chooses, editable, printable and downloadable; saved, it is encrypted like the summaries.
 */
export const VisitNotePage = () => {
  const view = useOpenJourney()
  return (
    <div className={page.page}>
      <div>
        <h1 className={page.title}>{VISIT_NOTE_TITLE}</h1>
        <p className={page.lead}>
          Una nota breve da portare al medico di famiglia o a uno psicologo, per non dimenticare quello che
          vuoi dire: cosa stai attraversando, da quando, cosa ti ha aiutato e cosa vuoi chiedere. Parte dai
          riassunti che scegli; poi è tua, da cambiare come vuoi, stampare o scaricare.
        </p>
      </div>
      {view.status === "loading" ? <LoadingScreen label="Caricamento dei tuoi riassunti…" /> : null}
      {view.status === "locked" ? (
        <Notice tone="info">
          <p>Sblocca le conversazioni con la tua password per leggere i tuoi riassunti e la tua nota.</p>
        </Notice>
      ) : null}
      {view.status === "error" ? (
        <Notice tone="error" role="alert">
          <p>Non è stato possibile caricare i tuoi riassunti. Ricarica la pagina per riprovare.</p>
        </Notice>
      ) : null}
      {view.status === "ready" ? <Workspace journey={view.journey} /> : null}
    </div>
  )
}
