import type { Instant } from "../shared/instant.ts"
import type { CheckoutEvent } from "./checkout-events.ts"
import type { PackageType } from "./package-catalogue.ts"

export interface StartedCheckout {
  readonly status: "open" | "paid" | "expired"
  readonly checkoutId: string
  readonly userId: string
  readonly package: PackageType
  readonly amountCents: number
  readonly currency: string
  readonly paidAt: Instant | null
}

export type CheckoutState = { readonly status: "none" } | StartedCheckout

export const initialCheckoutState: CheckoutState = { status: "none" }

export const evolveCheckout = (state: CheckoutState, event: CheckoutEvent): CheckoutState => {
  switch (event._tag) {
    case "CheckoutStarted": {
      const { checkoutId, userId, amountCents, currency } = event
      return {
        status: "open",
        checkoutId,
        userId,
        package: event.package,
        amountCents,
        currency,
        paidAt: null,
      }
    }
    case "PaymentConfirmed":
      return state.status === "none" ? state : { ...state, status: "paid", paidAt: event.at }
    case "CheckoutExpired":
      return state.status === "none" ? state : { ...state, status: "expired" }
    default: {
      const unhandled: never = event
      return unhandled
    }
  }
}
