import { useEffect, useRef } from "react"

import { Button } from "../../../components/ui/button.tsx"
import * as styles from "./credits.css.ts"
import { DiscountDialog } from "./discount-dialog.tsx"
import { PurchaseOptions } from "./purchase-options.tsx"

/**
 * Shown where a message was refused for want of a session (code NO_CREDITS_AVAILABLE): the server's words, the
 * packages to buy and the discount code. The session is not over: once a credit arrives the message can be sent.
 */
export const CreditsOffer = ({
  detail,
  onClose,
}: {
  readonly detail: string
  readonly onClose: () => void
}) => {
  const heading = useRef<HTMLHeadingElement>(null)
  // Moved to, so a screen reader hears why the message did not go and what to do.
  useEffect(() => heading.current?.focus(), [])
  return (
    <section className={`${styles.card} ${styles.offer}`} aria-labelledby="credits-offer-title">
      <div className={styles.offerHeader}>
        <h2 id="credits-offer-title" ref={heading} tabIndex={-1}>
          Per continuare ti serve una sessione
        </h2>
        <Button variant="ghost" onClick={onClose}>
          Non ora
        </Button>
      </div>
      <p>{detail}</p>
      <PurchaseOptions />
      <div>
        <DiscountDialog />
      </div>
    </section>
  )
}
