import { useId } from "react"

import { ButtonLink } from "../../../components/ui/button.tsx"
import { paths } from "../../../config/paths.ts"
import { whenLong } from "../state/mood-chart.ts"
import { useOpenJourney } from "../state/use-open-journey.ts"
import { MoodChart } from "./mood-chart.tsx"
import * as styles from "./journey.css.ts"
import * as page from "./journey-page.css.ts"

const RECENT = 2
const EXCERPT = 220

const excerpt = (text: string) => (text.length <= EXCERPT ? text : `${text.slice(0, EXCERPT).trimEnd()}…`)

/** On the dashboard (lazy): the latest summaries and the mood chart, with the way to "Il tuo percorso". */
export const DashboardJourney = () => {
  const id = useId()
  const view = useOpenJourney()
  if (view.status !== "ready") return null
  const { summaries, moods } = view.journey
  if (summaries.length === 0 && moods.length === 0) return null
  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <div className={styles.row} style={{ justifyContent: "space-between" }}>
        <h2 id={`${id}-title`} className={page.sectionTitle}>
          Il tuo percorso
        </h2>
        <ButtonLink to={paths.journey.getHref()} variant="secondary">
          Vedi tutto il percorso
        </ButtonLink>
      </div>
      {summaries.length > 0 ? (
        <>
          <h3 className={page.itemTitle}>Ultimi riassunti</h3>
          <ul className={styles.list}>
            {summaries.slice(0, RECENT).map((summary) => (
              <li key={summary.id}>
                <p className={styles.muted}>Sessione del {whenLong(summary.createdAt)}</p>
                <p className={styles.summaryText}>
                  {summary.text === null ? "Riassunto non leggibile." : excerpt(summary.text)}
                </p>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {moods.length > 0 ? (
        <>
          <h3 className={page.itemTitle}>Il tuo umore</h3>
          <MoodChart moods={moods} limit={12} />
        </>
      ) : null}
    </section>
  )
}
