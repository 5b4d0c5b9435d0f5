import { useId, useState } from "react"

import { visuallyHidden } from "../../../components/ui/visually-hidden.css.ts"
import { moodLabel } from "../state/mood.ts"
import {
  CHART_HEIGHT,
  CHART_WIDTH,
  chartDescription,
  chartPoints,
  momentLabel,
  scoreY,
  whenLong,
  whenShort,
} from "../state/mood-chart.ts"
import type { OpenMood } from "../state/open-journey.ts"
import * as styles from "./mood-chart.css.ts"

/**
 * The mood check-ins over time: an SVG line (title and desc say it in words) or, with the toggle, the same
 * data as a table. The newest `limit` check-ins.
 */
export const MoodChart = ({
  moods,
  limit = 20,
  onDelete,
}: {
  readonly moods: ReadonlyArray<OpenMood>
  readonly limit?: number
  /** On "Il tuo percorso": each row of the table can be deleted. */
  readonly onDelete?: (moodId: string) => void
}) => {
  const id = useId()
  const [asTable, setAsTable] = useState(false)
  const shown = moods.slice(-limit)
  if (shown.length === 0)
    return (
      <p className={styles.empty}>
        Nessuna registrazione dell'umore: puoi indicarla all'inizio e alla fine di una sessione.
      </p>
    )
  const points = chartPoints(shown)
  const line = points.map((p, i) => `${i === 0 ? "M" : "L"}${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(" ")
  const first = shown[0]
  const last = shown.at(-1)
  return (
    <div className={styles.wrap}>
      <div className={styles.toolbar}>
        <button
          type="button"
          className={styles.toggle}
          aria-pressed={asTable}
          onClick={() => setAsTable((t) => !t)}
        >
          {asTable ? "Mostra il grafico" : "Mostra come tabella"}
        </button>
      </div>
      {asTable ? (
        <div className={styles.tableWrap} tabIndex={0} role="region" aria-label="Tabella dell'umore">
          <table className={styles.table}>
            <caption className={visuallyHidden}>Il tuo umore, registrazione per registrazione</caption>
            <thead>
              <tr>
                <th scope="col">Quando</th>
                <th scope="col">Momento</th>
                <th scope="col">Umore</th>
                <th scope="col">Parola</th>
                {onDelete !== undefined ? <th scope="col">Azioni</th> : null}
              </tr>
            </thead>
            <tbody>
              {[...shown].reverse().map((mood) => (
                <tr key={mood.id}>
                  <th scope="row">{whenLong(mood.at)}</th>
                  <td>{momentLabel(mood.moment)}</td>
                  <td>
                    {mood.score} su 5 · {moodLabel(mood.score)}
                  </td>
                  <td>{mood.word === "" ? "—" : mood.word}</td>
                  {onDelete !== undefined ? (
                    <td>
                      <button
                        type="button"
                        className={styles.rowButton}
                        onClick={() => onDelete(mood.id)}
                        aria-label={`Elimina la registrazione del ${whenLong(mood.at)} (${momentLabel(mood.moment).toLowerCase()})`}
                      >
                        Elimina
                      </button>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <div className={styles.plot}>
          <div className={styles.yAxis} aria-hidden="true">
            <span>5</span>
            <span>3</span>
            <span>1</span>
          </div>
          <svg
            className={styles.chart}
            viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`}
            preserveAspectRatio="none"
            role="img"
            aria-labelledby={`${id}-title ${id}-desc`}
          >
            <title id={`${id}-title`}>Il tuo umore nel tempo, da 1 (molto giù) a 5 (molto bene)</title>
            <desc id={`${id}-desc`}>{chartDescription(shown)}</desc>
            {[1, 3, 5].map((score) => (
              <line
                key={score}
                className={styles.grid}
                x1={0}
                x2={CHART_WIDTH}
                y1={scoreY(score)}
                y2={scoreY(score)}
                vectorEffect="non-scaling-stroke"
              />
            ))}
            <path className={styles.line} d={line} vectorEffect="non-scaling-stroke" />
            {points.map((p) => (
              // a round cap on a zero-length segment: a dot that stays round when the SVG stretches
              <path
                key={p.mood.id}
                className={p.mood.moment === "start" ? styles.dotStart : styles.dotEnd}
                d={`M${p.x.toFixed(1)},${p.y.toFixed(1)} l0,0`}
                vectorEffect="non-scaling-stroke"
              />
            ))}
          </svg>
          {first !== undefined && last !== undefined ? (
            <div className={styles.xAxis} aria-hidden="true">
              <span>{whenShort(first.at)}</span>
              <span>{whenShort(last.at)}</span>
            </div>
          ) : null}
          <p className={styles.legendText} aria-hidden="true">
            <span className={styles.keyStart} /> inizio sessione <span className={styles.keyEnd} /> fine
            sessione
          </p>
        </div>
      )}
    </div>
  )
}
