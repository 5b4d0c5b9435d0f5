import { Button } from "../../../components/ui/button.tsx"
import { notify } from "../../../lib/notify.ts"
import { checkoutErrorMessage, useCreateCheckout } from "../api/create-checkout.ts"
import { PACKAGES, type PackageType } from "../state/packages.ts"
import * as styles from "./credits.css.ts"

/** The packages to buy; the subscription only when none is running (`withSubscription`, default true). */
export const PurchaseOptions = ({ withSubscription = true }: { readonly withSubscription?: boolean }) => {
  const checkout = useCreateCheckout()
  const buy = (type: PackageType) =>
    checkout.mutate(type, {
      onError: (error) => {
        const message = checkoutErrorMessage(error)
        if (message !== null) notify.error(message)
      },
    })
  return (
    <div className={styles.packages}>
      {PACKAGES.filter((pack) => withSubscription || pack.type !== "monthly_subscription").map((pack) => (
        <div key={pack.type} className={`${styles.packageCard} ${pack.popular ? styles.packagePopular : ""}`}>
          {pack.popular ? <span className={styles.popularTag}>Più scelto</span> : null}
          <h3>{pack.name}</h3>
          <p className={styles.price}>
            {pack.price}{" "}
            {pack.period !== undefined ? <span className={styles.period}>{pack.period}</span> : null}
          </p>
          <p className={styles.muted}>{pack.description}</p>
          <div className={styles.packageAction}>
            <Button
              variant={pack.popular ? "primary" : "secondary"}
              fullWidth
              loading={checkout.isPending && checkout.variables === pack.type}
              disabled={checkout.isPending}
              onClick={() => buy(pack.type)}
            >
              {pack.type === "single_session" ? "Acquista la sessione" : "Abbonati"}
            </Button>
          </div>
        </div>
      ))}
    </div>
  )
}
