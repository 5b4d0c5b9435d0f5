import type { AdminStats } from "../api/admin-types.ts"
import { formatCount } from "../state/format.ts"
import * as styles from "./stat-cards.css.ts"

const CARDS: ReadonlyArray<{ readonly key: keyof AdminStats; readonly label: string }> = [
  { key: "total_users", label: "Utenti totali" },
  { key: "verified_users", label: "Utenti verificati" },
  { key: "total_chats", label: "Sessioni totali" },
  // what the conversations hold now; the chart counts every message written (issue 28: 78 here, 81 there)
  { key: "total_messages", label: "Messaggi nelle conversazioni" },
  { key: "recent_registrations", label: "Nuovi utenti (7 giorni)" },
]

/** SPEC §2/§3: the five numbers of GET /admin/stats; placeholders while they load. */
export const StatCards = ({ stats }: { readonly stats: AdminStats | undefined }) => (
  <dl className={styles.stats} aria-busy={stats === undefined || undefined}>
    {CARDS.map((card) => (
      <div
        key={card.key}
        className={
          card.key === "recent_registrations" ? `${styles.statCard} ${styles.statHighlight}` : styles.statCard
        }
      >
        <dt className={styles.statLabel}>{card.label}</dt>
        <dd className={styles.statValue}>
          {stats === undefined ? (
            <>
              <span className={styles.statPlaceholder} aria-hidden="true" />
              <span className={styles.visuallyHidden}>Caricamento…</span>
            </>
          ) : (
            formatCount(stats[card.key])
          )}
        </dd>
      </div>
    ))}
  </dl>
)
