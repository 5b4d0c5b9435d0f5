import { Effect } from "effect"
import type { CheckoutSession, ParsedEvent } from "../../adapters/payments/payments-provider.ts"
import { checkoutDecider } from "../../domain/checkout/checkout-decider.ts"
import type { CheckoutError } from "../../domain/checkout/checkout-errors.ts"
import type { PaymentSource } from "../../domain/checkout/checkout-events.ts"
import { confirmAndCredit } from "../../domain/checkout/payment-crediting.ts"
import { walletDecider } from "../../domain/wallet/wallet-decider.ts"
import type { WalletCommand } from "../../domain/wallet/wallet-commands.ts"
import type { WalletError } from "../../domain/wallet/wallet-errors.ts"
import { handleCommand } from "../../eventstore/command-handler.ts"
import { Db } from "../../eventstore/db.ts"
import { eventIdsFrom } from "./deterministic-event-id.ts"
import { checkoutStream, walletStream } from "../../domain/shared/stream-ids.ts"
import { currentInstant } from "../../eventstore/clock.ts"
import { checkouts, wallets } from "../aggregates.ts"

/*
 * Crediting payments, shared by the webhook, the status check and the reconcile job. Exactly once per checkout
 * or invoice: the domain refuses a second confirmation, both streams are appended in one transaction at the
 * versions they were loaded at (a concurrent writer → conflict → reload → "already confirmed"), and events
 * caused by a provider event carry ids derived from it (a replay → DuplicateEventId → already done).
 */

export const checkoutStateOf = checkouts.stateOf
export const walletStateOf = wallets.stateOf

/** Loads one checkout outside a command (a read, no append). */
export const loadCheckout = (checkoutId: string) =>
  Effect.map(checkouts.read(checkoutId), ({ state }) => state)

export type PaymentOutcome =
  | { readonly _tag: "Applied"; readonly userId: string }
  | { readonly _tag: "AlreadyDone" }
  | { readonly _tag: "Ignored"; readonly reason: string }
  | { readonly _tag: "Refused"; readonly error: CheckoutError | WalletError }

const applied = (userId: string): PaymentOutcome => ({ _tag: "Applied", userId })
const alreadyDone: PaymentOutcome = { _tag: "AlreadyDone" }
const ignored = (reason: string): PaymentOutcome => ({ _tag: "Ignored", reason })
const refused = (error: CheckoutError | WalletError): PaymentOutcome => ({ _tag: "Refused", error })

export interface PaidCheckout {
  readonly session: CheckoutSession
  readonly source: PaymentSource
  /** The webhook's event id; null for the status check and the reconcile job. */
  readonly providerEventId: string | null
}

/**
 * Confirms a checkout the provider reports as paid and credits the wallet of the checkout's user, once.
 * A checkout missing from our log (its CheckoutStarted never got appended) is started from the provider's
 * session, which carries our userId and package type.
 */
export const confirmCheckoutPayment = (input: PaidCheckout) =>
  Effect.gen(function* () {
    const { session, source, providerEventId } = input
    if (session.paymentStatus !== "paid") return ignored(`checkout ${session.sessionId} is not paid`)
    const checkoutId = session.sessionId
    const known = yield* loadCheckout(checkoutId)
    if (known.status === "paid") return alreadyDone
    // The user of a started checkout is the one in our log, never the provider's say-so.
    const userId = known.status === "none" ? session.userId : known.userId
    const at = yield* currentInstant
    const idFor = eventIdsFrom(providerEventId ?? `checkout:${checkoutId}:${source}`)
    const { value } = yield* handleCommand([checkoutStream(checkoutId), walletStream(userId)], (loaded) =>
      Effect.gen(function* () {
        let checkout = checkoutStateOf(loaded, checkoutId)
        const started =
          checkout.status === "none"
            ? yield* Effect.fromResult(
                checkoutDecider.decide(
                  { _tag: "StartCheckout", checkoutId, userId, packageType: session.packageType, now: at },
                  checkout,
                ),
              )
            : []
        checkout = started.reduce(checkoutDecider.evolve, checkout)
        if (checkout.status !== "none" && checkout.userId !== userId) {
          return yield* Effect.die(new Error(`checkout ${checkoutId} changed user while being confirmed`))
        }
        const decision = yield* Effect.fromResult(
          confirmAndCredit(
            {
              checkoutId,
              amountCents: session.amountTotal,
              currency: session.currency,
              providerEventId,
              source,
              subscriptionId: session.subscriptionId ?? null,
              now: at,
            },
            checkout,
            walletStateOf(loaded, userId),
          ),
        )
        return {
          appends: [
            checkouts.append(loaded, checkoutId, [...started, ...decision.checkout], idFor),
            wallets.append(loaded, userId, decision.wallet, idFor),
          ],
          value: decision.checkout.length > 0 ? applied(userId) : alreadyDone,
        }
      }),
    )
    return value
  }).pipe(
    Effect.catchTags({
      DuplicateEventId: () => Effect.succeed(alreadyDone),
      CheckoutAlreadyStarted: (e) => Effect.succeed(refused(e)),
      CheckoutNotFound: (e) => Effect.succeed(refused(e)),
      CheckoutAlreadyExpired: (e) => Effect.succeed(refused(e)),
      PaymentAmountMismatch: (e) => Effect.succeed(refused(e)),
      PaymentSubscriptionMissing: (e) => Effect.succeed(refused(e)),
    }),
    Effect.withSpan("Commands.confirmCheckoutPayment"),
  )

/** The wallet whose current subscription is `subscriptionId` (renewal invoices without our metadata, cancellations). */
export const findSubscriber = (subscriptionId: string) =>
  Effect.gen(function* () {
    const { sql } = yield* Db
    const rows = yield* Effect.promise(
      () => sql<{ user_id: string }[]>`
        select user_id::text as user_id from wallets where state->'subscription'->>'subscriptionId' = ${subscriptionId}`,
    )
    return rows[0]?.user_id
  })

type InvoicePaid = Extract<ParsedEvent, { readonly _tag: "invoice_paid" }>

/**
 * A wallet command a provider event caused, once: its events carry ids derived from the provider event, so a
 * replay is already done; a refusal is the outcome, a conflict that outlived the retries fails.
 */
const applyToWallet = (userId: string, command: WalletCommand, providerEventId: string) =>
  handleCommand([walletStream(userId)], (loaded) =>
    Effect.map(Effect.fromResult(walletDecider.decide(command, walletStateOf(loaded, userId))), (events) => ({
      appends: [wallets.append(loaded, userId, events, eventIdsFrom(providerEventId))],
      value: events.length > 0 ? applied(userId) : alreadyDone,
    })),
  ).pipe(
    Effect.map(({ value }) => value),
    Effect.catchTag("DuplicateEventId", () => Effect.succeed(alreadyDone)),
    Effect.catch((error) =>
      error._tag === "StreamVersionConflict" ? Effect.fail(error) : Effect.succeed(refused(error)),
    ),
  )

/** A renewal invoice (billing_reason subscription_cycle) opens a new period of 8 sessions, once per invoice. */
export const renewFromInvoice = (invoice: InvoicePaid) =>
  Effect.gen(function* () {
    if (invoice.billingReason !== "subscription_cycle") return ignored(`invoice ${invoice.billingReason}`)
    const userId = invoice.userId ?? (yield* findSubscriber(invoice.subscriptionId))
    if (userId === undefined) return ignored(`no wallet holds subscription ${invoice.subscriptionId}`)
    const at = yield* currentInstant
    const command: WalletCommand = {
      _tag: "RenewSubscription",
      userId,
      subscriptionId: invoice.subscriptionId,
      invoiceId: invoice.invoiceId,
      periodStart: invoice.periodStart.toISOString(),
      expiresAt: invoice.periodEnd.toISOString(),
      now: at,
    }
    return yield* applyToWallet(userId, command, invoice.eventId)
  }).pipe(Effect.withSpan("Commands.renewFromInvoice"))

/** No further renewals; the current period's sessions stay usable until it ends. */
export const cancelFromProvider = (subscriptionId: string, providerEventId: string) =>
  Effect.gen(function* () {
    const userId = yield* findSubscriber(subscriptionId)
    if (userId === undefined) return ignored(`no wallet holds subscription ${subscriptionId}`)
    const at = yield* currentInstant
    const command: WalletCommand = { _tag: "CancelSubscription", userId, subscriptionId, now: at }
    return yield* applyToWallet(userId, command, providerEventId)
  }).pipe(Effect.withSpan("Commands.cancelFromProvider"))
