import { useEffect } from "react"

import { formatLongDate } from "../../../lib/format-date.ts"
import { isApiError } from "../../../lib/api-client.ts"
import { notify } from "../../../lib/notify.ts"
import { useSessionInfo } from "../api/get-session-info.ts"
import { FREE_SESSIONS, SUBSCRIPTION_SESSIONS } from "../state/packages.ts"
import { availableBadge, sessionAvailability } from "../state/session-availability.ts"
import * as styles from "./credits.css.ts"
import { DiscountDialog } from "./discount-dialog.tsx"
import { PurchaseOptions } from "./purchase-options.tsx"

/** The package/credits panel (SPEC §2, §4). Hidden while there is no data. */
export const SessionInfoCard = () => {
  const info = useSessionInfo()

  useEffect(() => {
    // A 401 is announced (and handled) by the session-expired handler.
    if (info.isError && !isApiError(info.error, 401)) {
      notify.error("Errore nel caricamento delle informazioni sessioni")
    }
  }, [info.isError, info.error])

  if (info.data === undefined) return null
  const availability = sessionAvailability(info.data)

  return (
    <section className={styles.card} aria-labelledby="session-info-title">
      <div className={styles.cardHeader}>
        <h2 id="session-info-title">Il tuo pacchetto</h2>
        <span className={`${styles.badge} ${availability.kind === "none" ? styles.badgeEmpty : ""}`}>
          {availableBadge(availability)}
        </span>
      </div>

      {availability.kind === "unlimited" ? (
        <p>
          Hai accesso illimitato alle sessioni fino al{" "}
          <strong>{formatLongDate(availability.expiresAt)}</strong>.
        </p>
      ) : null}

      {availability.kind === "none" && info.data.free_sessions_already_used !== true ? (
        <p>
          Hai usato le tue {FREE_SESSIONS} sessioni gratuite. Speriamo ti siano state utili: per continuare,
          scegli un pacchetto qui sotto oppure usa un codice sconto.
        </p>
      ) : null}

      {info.data.free_sessions_already_used === true && availability.kind !== "unlimited" ? (
        <p>
          Le {FREE_SESSIONS} sessioni gratuite spettano una sola volta per indirizzo email, e questo indirizzo
          le ha già ricevute con un account precedente. Per iniziare, scegli un pacchetto qui sotto oppure usa
          un codice sconto.
        </p>
      ) : null}

      {availability.kind === "available" ? (
        <dl className={styles.counters}>
          <div className={styles.counter}>
            <dt className={styles.counterLabel}>Sessioni gratuite</dt>
            <dd className={styles.counterValue}>
              {availability.free}/{FREE_SESSIONS}
            </dd>
          </div>
          {availability.subscription !== null ? (
            <div className={styles.counter}>
              <dt className={styles.counterLabel}>Abbonamento</dt>
              <dd className={styles.counterValue}>
                {availability.subscription}/{SUBSCRIPTION_SESSIONS}
              </dd>
              {info.data.subscription_expires_at !== null ? (
                <dd className={styles.muted}>
                  Valido fino al {formatLongDate(info.data.subscription_expires_at)}
                </dd>
              ) : null}
            </div>
          ) : null}
          {availability.purchased > 0 ? (
            <div className={styles.counter}>
              <dt className={styles.counterLabel}>Sessioni acquistate o da codice</dt>
              <dd className={styles.counterValue}>{availability.purchased}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}

      {availability.kind !== "unlimited" ? <PurchaseOptions /> : null}

      <div className={styles.footer}>
        <DiscountDialog />
      </div>
    </section>
  )
}
