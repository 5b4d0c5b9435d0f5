import {
  cardsLabel,
  periodLabel,
  REFERRAL_CATEGORY_LABELS,
  type ReferralCount,
} from "../../../lib/crisis-referral-counts.ts"
import * as styles from "./crisis-referrals-table.css.ts"

/**
 * Crisis cards per day and category (issue 27): anonymous counts from their own projection, with no person
 * behind them; a count under the smallest shown says "meno di 5", never the number.
 */
export const CrisisReferralsTable = ({
  counts,
  smallestShown,
}: {
  readonly counts: ReadonlyArray<ReferralCount>
  readonly smallestShown: number
}) =>
  counts.length === 0 ? (
    <p className={styles.meta}>Nessuna scheda di crisi mostrata negli ultimi 30 giorni.</p>
  ) : (
    <div className={styles.wrap}>
      <table className={styles.table}>
        <caption className={styles.meta}>
          Schede di crisi mostrate per giorno e categoria; sotto {smallestShown} il numero non si mostra.
        </caption>
        <thead>
          <tr>
            <th scope="col" className={styles.cell}>
              Giorno
            </th>
            <th scope="col" className={styles.cell}>
              Categoria
            </th>
            <th scope="col" className={styles.number}>
              Schede
            </th>
          </tr>
        </thead>
        <tbody>
          {counts.map((count) => (
            <tr key={`${count.period}-${count.category}`}>
              <td className={styles.cell}>{periodLabel(count.period)}</td>
              <td className={styles.cell}>{REFERRAL_CATEGORY_LABELS[count.category]}</td>
              <td className={styles.number}>{cardsLabel(count.cards, smallestShown)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
