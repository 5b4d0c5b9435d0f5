import type { CreditCounts } from "../state/session-availability.ts"
import { FREE_SESSIONS, SUBSCRIPTION_SESSIONS } from "../state/packages.ts"
import * as styles from "./credits.css.ts"

/** Each kind of credit the person holds: free (of 3), the subscription's (of 8), bought or from codes. */
export const CreditCounters = ({
  counts,
  waiting = false,
}: {
  readonly counts: CreditCounts
  /** The credits waiting behind unlimited access: only the kinds there are. */
  readonly waiting?: boolean
}) => (
  <dl className={styles.counters}>
    {counts.free > 0 || !waiting ? (
      <div className={styles.counter}>
        <dt className={styles.counterLabel}>Sessioni gratuite</dt>
        <dd className={styles.counterValue}>
          {counts.free}/{FREE_SESSIONS}
        </dd>
      </div>
    ) : null}
    {counts.subscription !== null ? (
      <div className={styles.counter}>
        <dt className={styles.counterLabel}>Abbonamento</dt>
        <dd className={styles.counterValue}>
          {counts.subscription}/{SUBSCRIPTION_SESSIONS}
        </dd>
      </div>
    ) : null}
    {counts.purchased > 0 ? (
      <div className={styles.counter}>
        <dt className={styles.counterLabel}>Sessioni acquistate o da codice</dt>
        <dd className={styles.counterValue}>{counts.purchased}</dd>
      </div>
    ) : null}
  </dl>
)
