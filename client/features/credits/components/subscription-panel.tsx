import { Button } from "../../../components/ui/button.tsx"
import { formatLongDate } from "../../../lib/format-date.ts"
import { notify } from "../../../lib/notify.ts"
import { portalErrorMessage, useOpenPortal } from "../api/open-portal.ts"
import * as styles from "./credits.css.ts"

/**
 * The running monthly subscription (issue 28): when it renews, or that it will not, and "Gestisci l'abbonamento"
 * (the provider's page: Stripe's customer portal, or the local one), where it is cancelled at the period's end.
 */
export const SubscriptionPanel = ({
  expiresAt,
  cancelled,
}: {
  readonly expiresAt: string
  readonly cancelled: boolean
}) => {
  const portal = useOpenPortal()
  const until = formatLongDate(expiresAt)
  return (
    <div className={styles.subscription}>
      <div className={styles.subscriptionText}>
        <h3>Abbonamento mensile attivo</h3>
        <p className={styles.muted}>
          {cancelled
            ? `Non si rinnoverà: le sue sessioni restano valide fino al ${until}.`
            : `Si rinnova il ${until}. Puoi annullare il rinnovo quando vuoi.`}
        </p>
      </div>
      <Button
        variant="secondary"
        loading={portal.isPending}
        onClick={() =>
          portal.mutate(undefined, {
            onError: (error) => {
              const message = portalErrorMessage(error)
              if (message !== null) notify.error(message)
            },
          })
        }
      >
        Gestisci l'abbonamento
      </Button>
    </div>
  )
}
