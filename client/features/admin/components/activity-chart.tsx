import { useId, useState } from "react"

import { visuallyHidden } from "../../../components/ui/visually-hidden.css.ts"
import type { DailyActivity } from "../api/admin-types.ts"
import {
  ACTIVITY_METRICS,
  activitySummary,
  longDay,
  niceMax,
  shortDay,
  type ActivityMetric,
  MESSAGES_WRITTEN_NOTE,
} from "../state/activity.ts"
import { formatCount } from "../state/format.ts"
import * as filterStyles from "./admin.css.ts"
import * as styles from "./activity-chart.css.ts"

/* The SVG stretches to the card's width at a fixed height; the labels are HTML, so they keep their size. */
const WIDTH = 600
const HEIGHT = 160

/**
 * Daily activity of the last 30 days (the `activity_by_day` projection): one metric at a time as bars, the total
 * and the busiest day in words, and every figure in a table for whoever does not read the picture.
 */
export const ActivityChart = ({ days }: { readonly days: ReadonlyArray<DailyActivity> }) => {
  const [metric, setMetric] = useState<ActivityMetric>("messages")
  const id = useId()
  const label = ACTIVITY_METRICS.find((m) => m.value === metric)?.label ?? ""
  const { total, peak } = activitySummary(days, metric)
  const top = niceMax(peak?.[metric] ?? 0)
  const ticks = top % 2 === 0 ? [top, top / 2, 0] : [top, 0]
  const slot = WIDTH / Math.max(days.length, 1)
  const first = days[0]
  const last = days.at(-1)
  const description =
    first === undefined || last === undefined
      ? "Nessun dato."
      : `${label} dal ${longDay(first.day)} al ${longDay(last.day)}: ${formatCount(total)} in tutto. ` +
        (peak === null
          ? "Nessuna attività in questi giorni."
          : `Il giorno più attivo (la barra arancione) è stato ${longDay(peak.day)}, con ${formatCount(peak[metric])}.`) +
        (metric === "messages" ? ` ${MESSAGES_WRITTEN_NOTE}` : "")

  return (
    <div className={styles.card}>
      <fieldset className={filterStyles.filters}>
        <legend className={filterStyles.filtersLegend}>Mostra</legend>
        <div className={filterStyles.filterOptions}>
          {ACTIVITY_METRICS.map((option) => (
            <span key={option.value}>
              <input
                type="radio"
                id={`${id}-${option.value}`}
                name={`${id}-metric`}
                className={filterStyles.filterInput}
                value={option.value}
                checked={metric === option.value}
                onChange={() => setMetric(option.value)}
              />
              <label htmlFor={`${id}-${option.value}`} className={filterStyles.filterOption}>
                {option.label}
              </label>
            </span>
          ))}
        </div>
      </fieldset>

      <p className={styles.summary} id={`${id}-desc`} aria-live="polite">
        {description}
      </p>

      <div className={styles.plot}>
        <div className={styles.yAxis} aria-hidden="true">
          {ticks.map((value) => (
            <span key={value}>{formatCount(value)}</span>
          ))}
        </div>
        <svg
          className={styles.chart}
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          role="img"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-desc`}
        >
          <title id={`${id}-title`}>{`${label} al giorno, ultimi ${days.length} giorni`}</title>
          {ticks.map((value) => (
            <line
              key={value}
              className={styles.grid}
              x1={0}
              x2={WIDTH}
              y1={HEIGHT - (value / top) * HEIGHT}
              y2={HEIGHT - (value / top) * HEIGHT}
              vectorEffect="non-scaling-stroke"
              aria-hidden="true"
            />
          ))}
          {days.map((day, index) => {
            const height = (day[metric] / top) * HEIGHT
            return (
              <rect
                key={day.day}
                className={day === peak ? styles.barPeak : styles.bar}
                x={index * slot + slot * 0.15}
                y={HEIGHT - height}
                width={slot * 0.7}
                height={height}
              >
                <title>{`${longDay(day.day)}: ${formatCount(day[metric])}`}</title>
              </rect>
            )
          })}
        </svg>
        {first !== undefined && last !== undefined ? (
          <div className={styles.xAxis} aria-hidden="true">
            <span>{shortDay(first.day)}</span>
            <span>{shortDay(last.day)}</span>
          </div>
        ) : null}
      </div>

      <details className={styles.details}>
        <summary className={styles.detailsSummary}>Mostra i dati in tabella</summary>
        {/* scrollable, so it takes the keyboard focus (arrow keys scroll it) */}
        <div className={styles.tableWrap} tabIndex={0} role="region" aria-label="Tabella dell'attività">
          <table className={styles.table}>
            <caption className={visuallyHidden}>Attività giorno per giorno</caption>
            <thead>
              <tr>
                <th scope="col">Giorno</th>
                {ACTIVITY_METRICS.map((m) => (
                  <th key={m.value} scope="col" className={styles.numeric}>
                    {m.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {[...days].reverse().map((day) => (
                <tr key={day.day}>
                  <th scope="row">{shortDay(day.day)}</th>
                  {ACTIVITY_METRICS.map((m) => (
                    <td key={m.value} className={styles.numeric}>
                      {formatCount(day[m.value])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  )
}
