import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "effect/http-api"
import { Conflict, NotFound, ValidationError } from "./errors.ts"
import { Authorization } from "./middleware.ts"
import { BoundedText, fieldMaxima } from "./limits.ts"

export const PackageTypeDto = Schema.Literals(["single_session", "monthly_subscription"])

export const CreateCheckout = Schema.Struct({
  /** single_session | monthly_subscription; anything else is a 400 with an Italian detail. */
  package_type: BoundedText(fieldMaxima.packageType),
  /** The client's origin (window.location.origin); used for the return URLs only when it is ours or localhost. */
  frontend_origin: Schema.optional(BoundedText(fieldMaxima.origin)),
})

export const CheckoutCreated = Schema.Struct({
  checkout_url: Schema.String,
  session_id: Schema.String,
  /** "local": the offline test checkout, no money moves (the UI says so). */
  provider: Schema.Literals(["stripe", "local"]),
})

export const CheckoutStatus = Schema.Struct({
  session_id: Schema.String,
  payment_status: Schema.Literals(["paid", "unpaid", "expired"]),
  /** In euros, e.g. 9.99. */
  amount: Schema.Finite,
  /** Lower-case ISO code, e.g. "eur" (the client upper-cases it). */
  currency: Schema.String,
  package_type: PackageTypeDto,
})

export const OpenPortal = Schema.Struct({
  /** As for a checkout: where the portal sends the browser back (its /dashboard), when it is ours or localhost. */
  frontend_origin: Schema.optional(BoundedText(fieldMaxima.origin)),
})

export const PortalOpened = Schema.Struct({
  /** Stripe's customer portal, or the local provider's page (no money moves there). */
  portal_url: Schema.String,
  provider: Schema.Literals(["stripe", "local"]),
})

/** The payment provider failed or is unreachable (502). */
export class PaymentProviderUnavailable extends Schema.Error<PaymentProviderUnavailable>(
  "PaymentProviderUnavailable",
)(
  {
    _tag: Schema.tagDefaultOmit("PaymentProviderUnavailable"),
    code: Schema.tag("PAYMENT_PROVIDER_ERROR"),
    detail: Schema.String,
  },
  { httpApiStatus: 502 },
) {}

/** A webhook whose Stripe-Signature is missing or does not match the raw body (400). */
export class InvalidWebhookSignature extends Schema.Error<InvalidWebhookSignature>("InvalidWebhookSignature")(
  {
    _tag: Schema.tagDefaultOmit("InvalidWebhookSignature"),
    code: Schema.tag("INVALID_SIGNATURE"),
    detail: Schema.String,
  },
  { httpApiStatus: 400 },
) {}

export class PaymentsGroup extends HttpApiGroup.make("payments")
  .add(
    HttpApiEndpoint.post("createCheckout", "/payments/checkout/create", {
      payload: CreateCheckout,
      success: CheckoutCreated,
      error: [ValidationError, NotFound, Conflict, PaymentProviderUnavailable],
    }),
    HttpApiEndpoint.get("checkoutStatus", "/payments/checkout/status/:session_id", {
      params: { session_id: BoundedText(fieldMaxima.providerSessionId) },
      success: CheckoutStatus,
      error: NotFound,
    }),
    /** "Gestisci l'abbonamento": 409 NO_ACTIVE_SUBSCRIPTION when no subscription period runs. */
    HttpApiEndpoint.post("openPortal", "/payments/portal", {
      payload: OpenPortal,
      success: PortalOpened,
      error: [ValidationError, Conflict, PaymentProviderUnavailable],
    }),
  )
  .middleware(Authorization) {}

/** Called by the payment provider (Stripe, or the local provider): no bearer, the signature is the proof. */
export class PaymentWebhooksGroup extends HttpApiGroup.make("paymentWebhooks").add(
  HttpApiEndpoint.post("webhook", "/payments/webhook", {
    headers: { "stripe-signature": Schema.optional(Schema.String) },
    // Raw bytes: the signature covers the exact body, so it must not be parsed and re-serialised first.
    payload: Schema.Uint8Array.pipe(HttpApiSchema.asUint8Array({ contentType: "application/json" })),
    success: Schema.Struct({ received: Schema.Boolean }),
    error: InvalidWebhookSignature,
  }),
) {}
