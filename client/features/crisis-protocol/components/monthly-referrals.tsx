import {
  cardsLabel,
  periodLabel,
  REFERRAL_CATEGORY_LABELS,
  type ReferralCount,
} from "../../../lib/crisis-referral-counts.ts"
import * as styles from "./crisis-protocol.css.ts"

/** The public monthly totals of crisis cards per category; a total under the smallest shown is not given. */
export const MonthlyReferrals = ({
  counts,
  smallestShown,
}: {
  readonly counts: ReadonlyArray<ReferralCount>
  readonly smallestShown: number
}) =>
  counts.length === 0 ? (
    <p className={styles.text}>Negli ultimi dodici mesi Cogi non ha mostrato schede di crisi.</p>
  ) : (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.muted}>
          Schede di crisi mostrate per mese e categoria (una per conversazione). Sotto {smallestShown} il
          numero non si mostra, perché potrebbe far riconoscere qualcuno.
        </caption>
        <thead>
          <tr>
            <th scope="col" className={styles.cell}>
              Mese
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
