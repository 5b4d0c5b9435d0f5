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
} from "../state/activity.ts"
import { formatCount } from "../state/format.ts"
import * as filterStyles from "./admin.css.ts"
import * as styles from "./activity-chart.css.ts"

const WIDTH = 600
const HEIGHT = 180
const TOP = 12
const BOTTOM = 24
const LEFT = 32

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
  const plotHeight = HEIGHT - TOP - BOTTOM
  const slot = (WIDTH - LEFT) / Math.max(days.length, 1)
  const first = days[0]
  const last = days.at(-1)
  const description =
    first === undefined || last === undefined
      ? "Nessun dato."
      : `${label} dal ${longDay(first.day)} al ${longDay(last.day)}: ${formatCount(total)} in tutto. ` +
        (peak === null
          ? "Nessuna attività in questi giorni."
          : `Il giorno più attivo è stato ${longDay(peak.day)}, con ${formatCount(peak[metric])}.`)

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

      <svg
        className={styles.chart}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
      >
        <title id={`${id}-title`}>{`${label} al giorno, ultimi ${days.length} giorni`}</title>
        {[0, top / 2, top].map((value) => {
          const y = TOP + plotHeight - (value / top) * plotHeight
          return (
            <g key={value} aria-hidden="true">
              <line className={styles.grid} x1={LEFT} x2={WIDTH} y1={y} y2={y} />
              <text className={styles.axisText} x={LEFT - 6} y={y + 4} textAnchor="end">
                {formatCount(value)}
              </text>
            </g>
          )
        })}
        {days.map((day, index) => {
          const height = (day[metric] / top) * plotHeight
          return (
            <rect
              key={day.day}
              className={day === peak ? styles.barPeak : styles.bar}
              x={LEFT + index * slot + slot * 0.15}
              y={TOP + plotHeight - height}
              width={slot * 0.7}
              height={height}
              rx={2}
            >
              <title>{`${longDay(day.day)}: ${formatCount(day[metric])}`}</title>
            </rect>
          )
        })}
        {first !== undefined && last !== undefined ? (
          <g aria-hidden="true">
            <text className={styles.axisText} x={LEFT} y={HEIGHT - 6}>
              {shortDay(first.day)}
            </text>
            <text className={styles.axisText} x={WIDTH} y={HEIGHT - 6} textAnchor="end">
              {shortDay(last.day)}
            </text>
          </g>
        ) : null}
      </svg>

      <details className={styles.details}>
        <summary className={styles.detailsSummary}>Mostra i dati in tabella</summary>
        <div className={styles.tableWrap}>
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
