import { randomUUID } from "node:crypto"
import { Context, Effect, Layer, Option, Redacted } from "effect"
import type { Db } from "../../eventstore/db.ts"
import { checkoutPackages } from "./checkout-packages.ts"
import { localCheckoutPath } from "./local-checkout-page.ts"
import {
  closeIfOpen,
  findById,
  insertOrGet,
  listSince,
  type LocalCheckoutSession,
} from "./local-checkout-store.ts"
import { checkoutCompletedEvent, deliverWebhook } from "./local-webhook.ts"
import { makeLocalPortal } from "./local-portal.ts"
import type { LocalPortalSession } from "./local-portal-store.ts"
import { CheckoutNotFound, PaymentProviderError } from "./payment-errors.ts"
import { type CheckoutSession, type CreateCheckoutInput, PaymentsProvider } from "./payments-provider.ts"
import { verifyStripeWebhook } from "./stripe-events.ts"

export interface LocalOptions {
  /** PUBLIC_URL (no trailing slash needed): checkout page links and the webhook target. */
  readonly publicUrl: string
  readonly webhookSecret: Redacted.Redacted<string>
}

export type LocalCheckoutAction = "pay" | "cancel"

export interface LocalCheckoutResult {
  /** Where to send the browser: success_url (with the session id) or cancel_url. */
  readonly redirectUrl: string
  /** Whether our own webhook endpoint accepted the signed event (false also when nothing was sent). */
  readonly webhookDelivered: boolean
}

/** The local provider's page-side operations, for the API's /api/payments/local-checkout/{id} routes. */
export class LocalCheckout extends Context.Service<
  LocalCheckout,
  {
    readonly load: (sessionId: string) => Effect.Effect<LocalCheckoutSession, CheckoutNotFound>
    readonly complete: (
      sessionId: string,
      action: LocalCheckoutAction,
    ) => Effect.Effect<LocalCheckoutResult, CheckoutNotFound | PaymentProviderError>
    /** The local customer portal (issue 28): a page still open, or not found. */
    readonly loadPortal: (id: string) => Effect.Effect<LocalPortalSession, CheckoutNotFound>
    /** "Annulla il rinnovo": cancels at the period's end (through the webhook), then where to go back to. */
    readonly cancelInPortal: (
      id: string,
    ) => Effect.Effect<{ readonly redirectUrl: string }, CheckoutNotFound | PaymentProviderError>
  }
>()("cogi/adapters/payments/LocalCheckout") {
  /** With Stripe configured there are no local sessions: every id is unknown (the routes answer 404). */
  static readonly layerDisabled: Layer.Layer<LocalCheckout> = Layer.succeed(
    LocalCheckout,
    LocalCheckout.of({
      load: (sessionId) => Effect.fail(new CheckoutNotFound({ sessionId })),
      complete: (sessionId) => Effect.fail(new CheckoutNotFound({ sessionId })),
      loadPortal: (id) => Effect.fail(new CheckoutNotFound({ sessionId: id })),
      cancelInPortal: (id) => Effect.fail(new CheckoutNotFound({ sessionId: id })),
    }),
  )
}

const trimSlash = (url: string) => url.replace(/\/+$/, "")

const redirectFor = (session: LocalCheckoutSession) =>
  session.status === "complete"
    ? session.successUrl.replaceAll("{CHECKOUT_SESSION_ID}", encodeURIComponent(session.sessionId))
    : session.cancelUrl

const toPublic = ({
  mode: _m,
  successUrl: _s,
  cancelUrl: _c,
  createdAt: _a,
  closedAt: _d,
  ...session
}: LocalCheckoutSession): CheckoutSession => session

const randomId = (prefix: string) => `${prefix}_${randomUUID().replaceAll("-", "")}`

/**
 * A real offline checkout provider: sessions in `local_checkout_sessions`, a page that pays or cancels, and
 * the same signed `checkout.session.completed` webhook Stripe would send, to `${publicUrl}/api/payments/webhook`.
 */
export const layerLocal = (options: LocalOptions): Layer.Layer<PaymentsProvider | LocalCheckout, never, Db> =>
  Layer.effectContext(
    Effect.gen(function* () {
      const db = yield* Effect.context<Db>()
      const publicUrl = trimSlash(options.publicUrl)
      const withDb = <A, E>(effect: Effect.Effect<A, E, Db>) => Effect.provideContext(effect, db)

      const createCheckout = Effect.fn("PaymentsProvider.createCheckout")(function* (
        input: CreateCheckoutInput,
      ) {
        const pkg = checkoutPackages[input.packageType]
        const session = yield* withDb(
          insertOrGet({
            id: input.checkoutId ? `cs_local_${input.checkoutId}` : randomId("cs_local"),
            userId: input.userId,
            packageType: input.packageType,
            mode: pkg.mode,
            amountTotal: pkg.amountCents,
            currency: pkg.currency,
            successUrl: input.successUrl,
            cancelUrl: input.cancelUrl,
          }),
        )
        if (session.userId !== input.userId || session.packageType !== input.packageType) {
          return yield* new PaymentProviderError({
            operation: "createCheckout",
            reason: `checkoutId ${input.checkoutId} was already used for another purchase`,
          })
        }
        return { sessionId: session.sessionId, url: `${publicUrl}${localCheckoutPath(session.sessionId)}` }
      })

      const load = Effect.fn("LocalCheckout.load")(function* (sessionId: string) {
        const found = yield* withDb(findById(sessionId))
        if (Option.isNone(found)) return yield* new CheckoutNotFound({ sessionId })
        return found.value
      })

      const complete = Effect.fn("LocalCheckout.complete")(function* (
        sessionId: string,
        action: LocalCheckoutAction,
      ) {
        const subscription = yield* load(sessionId).pipe(Effect.map((s) => s.mode === "subscription"))
        const closed = yield* withDb(
          closeIfOpen(
            sessionId,
            action === "pay"
              ? {
                  status: "complete",
                  paymentStatus: "paid",
                  subscriptionId: subscription ? randomId("sub_local") : null,
                  invoiceId: subscription ? randomId("in_local") : null,
                }
              : { status: "expired", paymentStatus: "unpaid", subscriptionId: null, invoiceId: null },
          ),
        )
        // Already closed (double submit, back button): answer as before, send nothing again.
        if (Option.isNone(closed))
          return { redirectUrl: redirectFor(yield* load(sessionId)), webhookDelivered: false }
        const session = closed.value
        if (session.status !== "complete")
          return { redirectUrl: redirectFor(session), webhookDelivered: false }
        const payload = checkoutCompletedEvent(session, randomId("evt_local"), Math.floor(Date.now() / 1000))
        const webhookDelivered = yield* deliverWebhook(
          `${publicUrl}/api/payments/webhook`,
          payload,
          options.webhookSecret,
        )
        return { redirectUrl: redirectFor(session), webhookDelivered }
      })

      const portal = makeLocalPortal({ publicUrl, webhookSecret: options.webhookSecret, withDb })
      const provider = PaymentsProvider.of({
        kind: "local",
        createCheckout,
        createPortal: portal.createPortal,
        getCheckout: Effect.fn("PaymentsProvider.getCheckout")(function* (sessionId: string) {
          return toPublic(yield* load(sessionId))
        }),
        listRecentCheckouts: Effect.fn("PaymentsProvider.listRecentCheckouts")(function* (since: Date) {
          return (yield* withDb(listSince(since))).map(toPublic)
        }),
        verifyWebhook: verifyStripeWebhook(Redacted.value(options.webhookSecret)),
      })
      return Context.make(PaymentsProvider, provider).pipe(
        Context.add(
          LocalCheckout,
          LocalCheckout.of({
            load,
            complete,
            loadPortal: portal.loadPortal,
            cancelInPortal: portal.cancelInPortal,
          }),
        ),
      )
    }),
  )

/** For the API's GET /api/payments/local-checkout/{id}. */
export const loadLocalCheckout = (sessionId: string) => LocalCheckout.use((local) => local.load(sessionId))

/** For the API's POST /api/payments/local-checkout/{id} (form field `action`): then redirect (303) to the result. */
export const completeLocalCheckout = (sessionId: string, action: LocalCheckoutAction) =>
  LocalCheckout.use((local) => local.complete(sessionId, action))
