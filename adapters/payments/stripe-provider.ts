import { Effect, Layer, Redacted } from "effect"
import Stripe from "stripe"
import { checkoutPackages } from "./checkout-packages.ts"
import { stripeApiVersion } from "./stripe-api-version.ts"
import { CheckoutNotFound, PaymentProviderError } from "./payment-errors.ts"
import {
  type CheckoutSession,
  type CreateCheckoutInput,
  type CreatePortalInput,
  PaymentsProvider,
} from "./payments-provider.ts"
import { toCheckoutSession, verifyStripeWebhook } from "./stripe-events.ts"

export interface StripeOptions {
  readonly secretKey: Redacted.Redacted<string>
  readonly webhookSecret: Redacted.Redacted<string>
  /** STRIPE_API_BASE, e.g. http://127.0.0.1:12111 for a fake server in tests. */
  readonly apiBase?: string
  /** 2 in production; 0 in tests. */
  readonly maxNetworkRetries?: number
}

/** How many sessions the reconcile listing reads at most (newest first). */
const listCap = 1_000

const makeClient = (options: StripeOptions): Stripe => {
  const base = options.apiBase ? new URL(options.apiBase) : undefined
  return new Stripe(Redacted.value(options.secretKey), {
    apiVersion: stripeApiVersion,
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    appInfo: { name: "cogi" },
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === "http:" ? 80 : 443),
          protocol: base.protocol === "http:" ? ("http" as const) : ("https" as const),
        }
      : {}),
  })
}

/** Stripe's error type and message (Stripe masks keys in its messages); never the request itself. */
const describe = (cause: unknown): string =>
  cause instanceof Stripe.errors.StripeError
    ? `${cause.type}${cause.statusCode ? ` ${cause.statusCode}` : ""}: ${cause.message}`
    : cause instanceof Error
      ? cause.message
      : "unknown error"

const isMissing = (cause: unknown) =>
  cause instanceof Stripe.errors.StripeError &&
  (cause.statusCode === 404 || cause.code === "resource_missing")

export const makeStripeProvider = (options: StripeOptions): PaymentsProvider["Service"] => {
  const stripe = makeClient(options)

  const createCheckout = Effect.fn("PaymentsProvider.createCheckout")(function* (input: CreateCheckoutInput) {
    const pkg = checkoutPackages[input.packageType]
    // Carried on the session, and on the subscription so that renewal invoices name the user too.
    const metadata = {
      userId: input.userId,
      packageType: input.packageType,
      ...(input.checkoutId ? { checkoutId: input.checkoutId } : {}),
    }
    const session = yield* Effect.tryPromise({
      try: () =>
        stripe.checkout.sessions.create(
          {
            mode: pkg.mode,
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: pkg.currency,
                  unit_amount: pkg.amountCents,
                  product_data: { name: pkg.productName, description: pkg.description },
                  ...(pkg.mode === "subscription" ? { recurring: { interval: "month" as const } } : {}),
                },
              },
            ],
            client_reference_id: input.userId,
            customer_email: input.email,
            metadata,
            locale: "it",
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
            ...(pkg.mode === "subscription"
              ? { subscription_data: { metadata } }
              : { payment_intent_data: { metadata } }),
          },
          input.checkoutId ? { idempotencyKey: `cogi-checkout-${input.checkoutId}` } : {},
        ),
      catch: (cause) => new PaymentProviderError({ operation: "createCheckout", reason: describe(cause) }),
    })
    if (!session.url) {
      return yield* new PaymentProviderError({
        operation: "createCheckout",
        reason: `session ${session.id} has no url`,
      })
    }
    return { sessionId: session.id, url: session.url }
  })

  const getCheckout = Effect.fn("PaymentsProvider.getCheckout")(function* (sessionId: string) {
    const session = yield* Effect.tryPromise({
      try: () => stripe.checkout.sessions.retrieve(sessionId),
      catch: (cause) =>
        isMissing(cause)
          ? new CheckoutNotFound({ sessionId })
          : new PaymentProviderError({ operation: "getCheckout", reason: describe(cause) }),
    })
    const ours = toCheckoutSession(session)
    if (!ours) return yield* new CheckoutNotFound({ sessionId })
    return ours
  })

  const listRecentCheckouts = Effect.fn("PaymentsProvider.listRecentCheckouts")(function* (since: Date) {
    return yield* Effect.tryPromise({
      try: async () => {
        const found: Array<CheckoutSession> = []
        let read = 0
        for await (const session of stripe.checkout.sessions.list({
          created: { gte: Math.floor(since.getTime() / 1000) },
          limit: 100,
        })) {
          const ours = toCheckoutSession(session)
          if (ours) found.push(ours)
          if (++read >= listCap) break
        }
        return found
      },
      catch: (cause) =>
        new PaymentProviderError({ operation: "listRecentCheckouts", reason: describe(cause) }),
    })
  })

  /** Stripe's customer portal for the subscription's customer (Checkout made the customer; we keep no id). */
  const createPortal = Effect.fn("PaymentsProvider.createPortal")(function* (input: CreatePortalInput) {
    return yield* Effect.tryPromise({
      try: async () => {
        const subscription = await stripe.subscriptions.retrieve(input.subscriptionId)
        const customer =
          typeof subscription.customer === "string" ? subscription.customer : subscription.customer.id
        const portal = await stripe.billingPortal.sessions.create({
          customer,
          return_url: input.returnUrl,
          locale: "it",
        })
        return { url: portal.url }
      },
      catch: (cause) => new PaymentProviderError({ operation: "createPortal", reason: describe(cause) }),
    })
  })

  return PaymentsProvider.of({
    kind: "stripe",
    createCheckout,
    getCheckout,
    listRecentCheckouts,
    createPortal,
    verifyWebhook: verifyStripeWebhook(Redacted.value(options.webhookSecret)),
  })
}

export const layerStripe = (options: StripeOptions): Layer.Layer<PaymentsProvider> =>
  Layer.sync(PaymentsProvider, () => makeStripeProvider(options))
