import { Effect } from "effect"
import type Stripe from "stripe"
import { loadOnce } from "../load-once.ts"
import { isPackageType } from "./checkout-packages.ts"
import { InvalidSignature } from "./payment-errors.ts"
import type { CheckoutSession, ParsedEvent } from "./payments-provider.ts"

const idOf = (value: string | { readonly id: string } | null | undefined): string | undefined =>
  typeof value === "string" ? value : (value?.id ?? undefined)

const statusOf = (status: string | null): CheckoutSession["status"] =>
  status === "complete" || status === "expired" ? status : "open"

const paymentStatusOf = (status: string): CheckoutSession["paymentStatus"] =>
  status === "paid" || status === "no_payment_required" ? status : "unpaid"

/** A Stripe-shaped checkout session as ours, or undefined if it lacks our userId/packageType (not ours). */
export const toCheckoutSession = (session: Stripe.Checkout.Session): CheckoutSession | undefined => {
  const userId = session.metadata?.["userId"] ?? session.client_reference_id ?? undefined
  const packageType = session.metadata?.["packageType"]
  if (!userId || !isPackageType(packageType)) return undefined
  const subscriptionId = idOf(session.subscription)
  const invoiceId = idOf(session.invoice)
  return {
    sessionId: session.id,
    status: statusOf(session.status),
    paymentStatus: paymentStatusOf(session.payment_status),
    amountTotal: session.amount_total ?? 0,
    currency: session.currency ?? "eur",
    userId,
    packageType,
    ...(subscriptionId ? { subscriptionId } : {}),
    ...(invoiceId ? { invoiceId } : {}),
  }
}

const fromSeconds = (seconds: number) => new Date(seconds * 1000)

const invoicePaid = (eventId: string, invoice: Stripe.Invoice): ParsedEvent => {
  const details = invoice.parent?.subscription_details
  const subscriptionId = idOf(details?.subscription)
  if (!subscriptionId) return { _tag: "ignored", eventId, type: "invoice.paid" }
  // The invoice's own period_start/end describe the *previous* period for subscription invoices;
  // the subscription line carries the period just paid for.
  const lines = invoice.lines?.data ?? []
  const line = lines.find((l) => l.parent?.type === "subscription_item_details") ?? lines[0]
  const userId = details?.metadata?.["userId"] ?? line?.metadata?.["userId"]
  return {
    _tag: "invoice_paid",
    eventId,
    invoiceId: invoice.id,
    subscriptionId,
    ...(userId ? { userId } : {}),
    periodStart: fromSeconds(line?.period.start ?? invoice.period_start),
    periodEnd: fromSeconds(line?.period.end ?? invoice.period_end),
    amount: invoice.amount_paid,
    currency: invoice.currency,
    billingReason: invoice.billing_reason ?? "unknown",
  }
}

/** Reduces a Stripe event (real or from the local provider) to the few the app reacts to. */
export const normaliseEvent = (event: Stripe.Event): ParsedEvent => {
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded": {
      const session = toCheckoutSession(event.data.object)
      return session
        ? { _tag: "checkout_completed", eventId: event.id, session }
        : { _tag: "ignored", eventId: event.id, type: event.type }
    }
    case "invoice.paid":
      return invoicePaid(event.id, event.data.object)
    case "customer.subscription.deleted":
      return { _tag: "subscription_cancelled", eventId: event.id, subscriptionId: event.data.object.id }
    // cancelled in the customer portal: it runs to the period's end, then does not renew
    case "customer.subscription.updated": {
      const subscription = event.data.object
      return subscription.cancel_at_period_end || subscription.cancel_at !== null
        ? { _tag: "subscription_cancelled", eventId: event.id, subscriptionId: subscription.id }
        : { _tag: "ignored", eventId: event.id, type: event.type }
    }
    default:
      return { _tag: "ignored", eventId: event.id, type: event.type }
  }
}

/** The SDK, loaded with the first webhook (load-once.ts says why): the local provider needs only its checker. */
const stripeSdk = loadOnce(async () => (await import("stripe")).default)

/**
 * Verifies Stripe's `t=…,v1=…` signature (HMAC-SHA256 over `${t}.${body}`, 5-minute tolerance) on the raw
 * body with the SDK, offline, then normalises. Both providers use it: the local one signs the same way.
 */
export const verifyStripeWebhook =
  (secret: string) =>
  (rawBody: Uint8Array, signatureHeader: string | undefined): Effect.Effect<ParsedEvent, InvalidSignature> =>
    Effect.promise(stripeSdk).pipe(
      Effect.flatMap((Stripe) =>
        Effect.try({
          try: () => {
            if (!signatureHeader) throw new Error("missing Stripe-Signature header")
            return normaliseEvent(Stripe.webhooks.constructEvent(rawBody, signatureHeader, secret))
          },
          catch: (cause) =>
            new InvalidSignature({ reason: cause instanceof Error ? cause.message : "unverifiable webhook" }),
        }),
      ),
      Effect.withSpan("PaymentsProvider.verifyWebhook"),
    )
