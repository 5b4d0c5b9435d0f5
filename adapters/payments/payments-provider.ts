import { Context, type Effect } from "effect"
import type { PackageType } from "./checkout-packages.ts"
import type { CheckoutNotFound, InvalidSignature, PaymentProviderError } from "./payment-errors.ts"

export interface CreateCheckoutInput {
  /** Our own id for this purchase: the idempotency key (Stripe) or the session id suffix (local). */
  readonly checkoutId?: string
  readonly userId: string
  readonly email: string
  readonly packageType: PackageType
  /** May contain `{CHECKOUT_SESSION_ID}`, replaced by the provider on return. */
  readonly successUrl: string
  readonly cancelUrl: string
}

export interface CreatedCheckout {
  readonly sessionId: string
  /** Where to send the browser. */
  readonly url: string
}

/** Where a subscriber manages their subscription (Stripe's customer portal, or the local provider's page). */
export interface CreatePortalInput {
  readonly userId: string
  readonly subscriptionId: string
  /** Where the portal sends the browser back. */
  readonly returnUrl: string
  /** What the app knows of it, for the local page (Stripe's portal asks Stripe): the period's end… */
  readonly expiresAt: string
  /** …and whether it was already cancelled at that end. */
  readonly cancelled: boolean
}

/** A checkout session, normalised; only sessions we created (with userId and packageType) are returned. */
export interface CheckoutSession {
  readonly sessionId: string
  readonly status: "open" | "complete" | "expired"
  readonly paymentStatus: "paid" | "unpaid" | "no_payment_required"
  /** In cents. */
  readonly amountTotal: number
  /** Lower-case ISO code, as Stripe sends it ("eur"). */
  readonly currency: string
  readonly userId: string
  readonly packageType: PackageType
  readonly subscriptionId?: string
  readonly invoiceId?: string
}

/** A verified webhook, reduced to what the app reacts to. Provider event ids are unique: use them for dedupe. */
export type ParsedEvent =
  /** Also for checkout.session.async_payment_succeeded. Credit only when `session.paymentStatus` is "paid"
   * (a delayed method completes the session unpaid, then succeeds later). */
  | { readonly _tag: "checkout_completed"; readonly eventId: string; readonly session: CheckoutSession }
  | {
      readonly _tag: "invoice_paid"
      readonly eventId: string
      readonly invoiceId: string
      readonly subscriptionId: string
      readonly userId?: string
      readonly periodStart: Date
      readonly periodEnd: Date
      /** In cents. */
      readonly amount: number
      readonly currency: string
      /** "subscription_create" for the first period (already covered by checkout_completed), "subscription_cycle" for renewals. */
      readonly billingReason: string
    }
  | { readonly _tag: "subscription_cancelled"; readonly eventId: string; readonly subscriptionId: string }
  | { readonly _tag: "ignored"; readonly eventId: string; readonly type: string }

/** Checkout and webhooks: Stripe when STRIPE_SECRET_KEY is set, else the local (offline) provider. */
export class PaymentsProvider extends Context.Service<
  PaymentsProvider,
  {
    /** "stripe" or "local": the UI must say no money moves in local mode. */
    readonly kind: "stripe" | "local"
    readonly createCheckout: (
      input: CreateCheckoutInput,
    ) => Effect.Effect<CreatedCheckout, PaymentProviderError>
    readonly getCheckout: (
      sessionId: string,
    ) => Effect.Effect<CheckoutSession, CheckoutNotFound | PaymentProviderError>
    /** Sessions created since `since` (for the reconcile job), newest first. */
    readonly listRecentCheckouts: (
      since: Date,
    ) => Effect.Effect<ReadonlyArray<CheckoutSession>, PaymentProviderError>
    /**
     * A page where the subscriber manages the subscription (payment method, invoices, cancelling at the period's
     * end); a cancellation comes back as a `subscription_cancelled` webhook, as any other change at the provider.
     */
    readonly createPortal: (
      input: CreatePortalInput,
    ) => Effect.Effect<{ readonly url: string }, PaymentProviderError>
    /** Checks the `Stripe-Signature` header against the exact raw body, then normalises the event. */
    readonly verifyWebhook: (
      rawBody: Uint8Array,
      signatureHeader: string | undefined,
    ) => Effect.Effect<ParsedEvent, InvalidSignature>
  }
>()("cogi/adapters/payments/PaymentsProvider") {}
