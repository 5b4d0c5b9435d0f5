import { useEffect } from "react"

import { formatLongDate } from "../../../lib/format-date.ts"
import { isApiError } from "../../../lib/api-client.ts"
import { notify } from "../../../lib/notify.ts"
import { useSessionInfo } from "../api/get-session-info.ts"
import { FREE_SESSIONS } from "../state/packages.ts"
import { availableBadge, sessionAvailability } from "../state/session-availability.ts"
import * as styles from "./credits.css.ts"
import { DiscountDialog } from "./discount-dialog.tsx"
import { CreditCounters } from "./credit-counters.tsx"
import { PurchaseOptions } from "./purchase-options.tsx"
import { SubscriptionPanel } from "./subscription-panel.tsx"

/**
 * The package/credits panel (SPEC §2, §4). Hidden while there is no data. A running subscription has its own panel
 * with "Gestisci l'abbonamento" and is not offered again; unlimited access shows the credits waiting behind it.
 */
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
        <>
          <p>
            Hai accesso illimitato alle sessioni fino al{" "}
            <strong>{formatLongDate(availability.expiresAt)}</strong>.
          </p>
          {availability.waiting.total > 0 ? (
            <>
              <p className={styles.muted}>Finché dura, non usi le altre sessioni: ti aspettano per dopo.</p>
              <CreditCounters counts={availability.waiting} waiting />
            </>
          ) : null}
        </>
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

      {availability.kind === "available" ? <CreditCounters counts={availability} /> : null}

      {info.data.has_active_subscription && info.data.subscription_expires_at !== null ? (
        <SubscriptionPanel
          expiresAt={info.data.subscription_expires_at}
          cancelled={info.data.subscription_cancelled}
        />
      ) : null}

      {availability.kind !== "unlimited" ? (
        <PurchaseOptions withSubscription={!info.data.has_active_subscription} />
      ) : null}

      <div className={styles.footer}>
        <DiscountDialog />
      </div>
    </section>
  )
}
