import { createHmac, randomBytes } from "node:crypto"
import { link, mkdir, readFile, unlink, writeFile } from "node:fs/promises"
import { join } from "node:path"
import { Effect, Redacted } from "effect"
import { stripeApiVersion } from "./stripe-api-version.ts"
import type { LocalCheckoutSession } from "./local-checkout-store.ts"

/**
 * The local provider's webhook secret: COGI_LOCAL_WEBHOOK_SECRET if given, else one generated once and kept
 * in `<dataDir>/local-webhook-secret` (0600) so restarts and other replicas on the same disk agree.
 */
export const resolveLocalWebhookSecret = (
  fromEnv: string | undefined,
  dataDir: string,
): Effect.Effect<Redacted.Redacted<string>> =>
  fromEnv && fromEnv.trim() !== ""
    ? Effect.succeed(Redacted.make(fromEnv.trim()))
    : Effect.tryPromise({
        try: async () => {
          const file = join(dataDir, "local-webhook-secret")
          await mkdir(dataDir, { recursive: true })
          // Written aside, then linked into place: link() is atomic and fails if another process won the race,
          // so nobody ever reads a half-written file.
          const draft = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`
          await writeFile(draft, `whsec_local_${randomBytes(32).toString("base64url")}\n`, { mode: 0o600 })
          try {
            await link(draft, file)
          } catch (error) {
            if ((error as { code?: string }).code !== "EEXIST") throw error
          } finally {
            await unlink(draft)
          }
          return Redacted.make((await readFile(file, "utf8")).trim())
        },
        catch: (cause) =>
          new Error(
            `Cannot read or create the local webhook secret in ${dataDir} (set COGI_LOCAL_WEBHOOK_SECRET or COGI_DATA_DIR): ${
              cause instanceof Error ? cause.message : String(cause)
            }`,
          ),
      }).pipe(Effect.orDie)

/** Stripe's scheme: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "${t}.${payload}" keyed with the secret>`. */
export const signStripePayload = (
  payload: string,
  secret: string,
  timestamp = Math.floor(Date.now() / 1000),
): string =>
  `t=${timestamp},v1=${createHmac("sha256", secret).update(`${timestamp}.${payload}`, "utf8").digest("hex")}`

/** A `checkout.session.completed` event shaped as Stripe sends it, so both providers share one parser. */
export const checkoutCompletedEvent = (session: LocalCheckoutSession, eventId: string, created: number) =>
  JSON.stringify({
    id: eventId,
    object: "event",
    api_version: stripeApiVersion,
    created,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: "checkout.session.completed",
    data: {
      object: {
        id: session.sessionId,
        object: "checkout.session",
        mode: session.mode,
        status: session.status,
        payment_status: session.paymentStatus,
        amount_subtotal: session.amountTotal,
        amount_total: session.amountTotal,
        currency: session.currency,
        client_reference_id: session.userId,
        metadata: { userId: session.userId, packageType: session.packageType },
        subscription: session.subscriptionId ?? null,
        invoice: session.invoiceId ?? null,
        success_url: session.successUrl,
        cancel_url: session.cancelUrl,
        created: Math.floor(session.createdAt.getTime() / 1000),
        livemode: false,
        url: null,
      },
    },
  })

/**
 * A `customer.subscription.updated` event as Stripe sends it when the customer portal cancels at the period's end
 * (the local portal's "Annulla il rinnovo"), so both providers share one parser.
 */
export const subscriptionCancelledEvent = (
  portal: { readonly subscriptionId: string; readonly userId: string; readonly expiresAt: Date },
  eventId: string,
  created: number,
) =>
  JSON.stringify({
    id: eventId,
    object: "event",
    api_version: stripeApiVersion,
    created,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: "customer.subscription.updated",
    data: {
      object: {
        id: portal.subscriptionId,
        object: "subscription",
        status: "active",
        cancel_at_period_end: true,
        cancel_at: Math.floor(portal.expiresAt.getTime() / 1000),
        metadata: { userId: portal.userId },
        livemode: false,
      },
      previous_attributes: { cancel_at_period_end: false, cancel_at: null },
    },
  })

/** POSTs a signed event; true when the receiver answered 2xx. Failures are logged, never thrown. */
export const deliverWebhook = (url: string, payload: string, secret: Redacted.Redacted<string>) =>
  Effect.tryPromise(async () => {
    const response = await fetch(url, {
      method: "POST",
      headers: {
        "content-type": "application/json; charset=utf-8",
        "stripe-signature": signStripePayload(payload, Redacted.value(secret)),
        "user-agent": "Cogi-LocalCheckout/1.0",
      },
      body: payload,
      signal: AbortSignal.timeout(10_000),
    })
    await response.arrayBuffer().catch(() => undefined)
    return response.ok
  }).pipe(
    Effect.tap((ok) => (ok ? Effect.void : Effect.logWarning("Local checkout webhook was not accepted"))),
    Effect.catch((error) =>
      Effect.logWarning("Local checkout webhook could not be delivered; reconciliation will pick it up").pipe(
        Effect.annotateLogs({ error: error.message }),
        Effect.as(false),
      ),
    ),
    Effect.annotateLogs({ url }),
    Effect.withSpan("LocalCheckout.deliverWebhook"),
  )
