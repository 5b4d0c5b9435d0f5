import { Link } from "wouter"

import { Notice } from "../../../components/ui/notice.tsx"
import { paths } from "../../../config/paths.ts"
import { LoadingScreen } from "../../../components/ui/loading-screen.tsx"
import { useJourneyChange } from "../api/journey-api.ts"
import { useOpenJourney } from "../state/use-open-journey.ts"
import { MemorySetting } from "./memory-setting.tsx"
import { MoodChart } from "./mood-chart.tsx"
import { SummaryItem } from "./summary-item.tsx"
import * as styles from "./journey.css.ts"
import * as page from "./journey-page.css.ts"

/** "Il tuo percorso": the memory switch, every kept summary (edit, delete) and the mood over time. */
export const JourneyPage = () => {
  const view = useOpenJourney()
  const change = useJourneyChange()
  return (
    <div className={page.page}>
      <div>
        <h1 className={page.title}>Il tuo percorso</h1>
        <p className={page.lead}>
          I riassunti delle tue sessioni e il tuo umore nel tempo. Tutto è cifrato nel tuo browser: lo vedi
          solo tu.
        </p>
      </div>
      {view.status === "loading" ? <LoadingScreen label="Caricamento del tuo percorso…" /> : null}
      {view.status === "locked" ? (
        <Notice tone="info">
          <p>Sblocca le conversazioni con la tua password per leggere il tuo percorso.</p>
        </Notice>
      ) : null}
      {view.status === "error" ? (
        <Notice tone="error" role="alert">
          <p>Non è stato possibile caricare il tuo percorso. Ricarica la pagina per riprovare.</p>
        </Notice>
      ) : null}
      {view.status === "ready" ? (
        <>
          <MemorySetting enabled={view.journey.memoryEnabled} />
          <section className={page.section} aria-labelledby="journey-summaries">
            <h2 id="journey-summaries" className={page.sectionTitle}>
              Riassunti delle sessioni
            </h2>
            {view.journey.summaries.length === 0 ? (
              <p className={styles.muted}>
                Nessun riassunto per ora: alla fine di una sessione l'assistente te ne propone uno, che puoi
                modificare e salvare qui.
              </p>
            ) : (
              <ul className={styles.list}>
                {view.journey.summaries.map((summary) => (
                  <SummaryItem key={summary.id} summary={summary} />
                ))}
              </ul>
            )}
          </section>
          <section className={`${styles.panel} ${page.section}`} aria-labelledby="journey-visit-note">
            <h2 id="journey-visit-note" className={page.sectionTitle}>
              Cosa vorrei dire
            </h2>
            <p>
              Hai un appuntamento con il medico o con uno psicologo? Dai riassunti che scegli puoi preparare
              una nota breve da portare con te: cosa stai attraversando, da quando, cosa ti ha aiutato, cosa
              vuoi chiedere. La scrivi qui, la stampi o la scarichi.
            </p>
            <Link to={paths.visitNote.getHref()}>Prepara la nota «Cosa vorrei dire»</Link>
          </section>
          <section className={page.section} aria-labelledby="journey-mood">
            <h2 id="journey-mood" className={page.sectionTitle}>
              Il tuo umore
            </h2>
            <MoodChart
              moods={view.journey.moods}
              onDelete={(moodId) => change.mutate({ kind: "delete-mood", moodId })}
            />
            {change.isError ? (
              <p className={styles.error} role="alert">
                Non è stato possibile eliminare la registrazione. Riprova.
              </p>
            ) : null}
          </section>
        </>
      ) : null}
    </div>
  )
}
