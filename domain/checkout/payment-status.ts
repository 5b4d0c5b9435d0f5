import type { CheckoutState } from "./checkout-state.ts"

/** GET /payments/checkout/status/{session_id}, from our own log (the provider is asked only when open). */
export interface PaymentStatus {
  readonly payment_status: "paid" | "unpaid" | "expired"
  readonly amount_cents: number
  readonly currency: string
}

export const paymentStatus = (state: CheckoutState): PaymentStatus | null =>
  state.status === "none"
    ? null
    : {
        payment_status: state.status === "paid" ? "paid" : state.status === "expired" ? "expired" : "unpaid",
        amount_cents: state.amountCents,
        currency: state.currency,
      }
