import type { Instant } from "../shared/instant.ts"
import type { PaymentSource } from "./checkout-events.ts"
import type { PackageType } from "./package-catalogue.ts"

export interface StartCheckout {
  readonly _tag: "StartCheckout"
  readonly checkoutId: string
  readonly userId: string
  readonly packageType: PackageType
  readonly now: Instant
}

/** Whichever of webhook, status check or reconciliation sees the paid session first. */
export interface ConfirmPayment {
  readonly _tag: "ConfirmPayment"
  readonly checkoutId: string
  readonly amountCents: number
  readonly currency: string
  readonly providerEventId: string | null
  readonly source: PaymentSource
  readonly subscriptionId: string | null
  readonly now: Instant
}

export interface ExpireCheckout {
  readonly _tag: "ExpireCheckout"
  readonly checkoutId: string
  readonly now: Instant
}

export type CheckoutCommand = StartCheckout | ConfirmPayment | ExpireCheckout
