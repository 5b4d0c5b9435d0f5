import { randomUUID } from "node:crypto"
import { Effect, Result } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { PaymentsProvider, type ParsedEvent } from "../adapters/payments/payments-provider.ts"
import { checkoutErrorMessage } from "../domain/checkout/checkout-messages.ts"
import { Db } from "../eventstore/db.ts"
import { findUserById } from "../projections/user-directory/user-directory-queries.ts"
import {
  cancelFromProvider,
  confirmCheckoutPayment,
  loadCheckout,
  type PaymentOutcome,
  renewFromInvoice,
} from "../commands/payments/payment-commands.ts"
import { Api } from "./contract/api.ts"
import { Conflict, NotFound, ValidationError } from "./contract/errors.ts"
import { CurrentUser } from "./contract/middleware.ts"
import { InvalidWebhookSignature, PaymentProviderUnavailable } from "./contract/payments.ts"
import {
  checkoutStatusDto,
  hasActiveSubscription,
  isPackageType,
  recordCheckoutExpired,
  recordCheckoutStarted,
} from "../commands/payments/checkout-commands.ts"
import { PaymentsSettings } from "./payments/payments-settings.ts"
import { cancelUrl, returnOrigin, successUrl } from "./payments/return-origin.ts"

const checkoutNotFound = () => new NotFound({ detail: "Pagamento non trovato." })
const creationFailed = () =>
  new PaymentProviderUnavailable({ detail: "Errore nella creazione del pagamento. Riprova." })

/** A webhook the domain refused (amount mismatch, expired checkout...) needs an operator: log it loudly. */
const logOutcome = (event: ParsedEvent, outcome: PaymentOutcome) =>
  outcome._tag === "Refused"
    ? Effect.logError(`Payment webhook refused: ${outcome.error._tag}`).pipe(
        Effect.annotateLogs({ providerEventId: event.eventId, kind: event._tag }),
      )
    : Effect.logDebug(`Payment webhook ${event._tag}: ${outcome._tag}`)

const reactTo = (event: ParsedEvent) => {
  switch (event._tag) {
    case "checkout_completed":
      return confirmCheckoutPayment({
        session: event.session,
        source: "webhook",
        providerEventId: event.eventId,
      })
    case "invoice_paid":
      return renewFromInvoice(event)
    case "subscription_cancelled":
      return cancelFromProvider(event.subscriptionId, event.eventId)
    case "ignored":
      return Effect.succeed<PaymentOutcome>({ _tag: "Ignored", reason: event.type })
    default: {
      const unhandled: never = event
      return unhandled
    }
  }
}

export const PaymentsLive = HttpApiBuilder.group(Api, "payments", (handlers) =>
  Effect.gen(function* () {
    const provider = yield* PaymentsProvider
    const settings = yield* PaymentsSettings
    const { sql } = yield* Db
    return handlers
      .handle("createCheckout", ({ payload }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          const packageType = payload.package_type.trim()
          if (!isPackageType(packageType)) {
            return yield* new ValidationError({
              detail: "Pacchetto non valido: scegli la sessione singola o l'abbonamento mensile.",
            })
          }
          const origin = returnOrigin(payload.frontend_origin, settings.publicUrl)
          if (Result.isFailure(origin)) {
            return yield* new ValidationError({ detail: "Origine del sito non valida." })
          }
          if (packageType === "monthly_subscription" && (yield* hasActiveSubscription(user.id))) {
            return yield* new Conflict({
              detail:
                "Hai già un abbonamento mensile attivo. Potrai sottoscriverne un altro alla sua scadenza.",
            })
          }
          const account = yield* Effect.promise(() => findUserById(sql, user.id))
          if (account === undefined) return yield* new NotFound({ detail: "Utente non trovato." })
          const created = yield* provider
            .createCheckout({
              checkoutId: randomUUID(),
              userId: user.id,
              email: account.email,
              packageType,
              successUrl: successUrl(origin.success),
              cancelUrl: cancelUrl(origin.success),
            })
            .pipe(
              Effect.tapError((error) =>
                Effect.logError("Checkout creation failed", { reason: error.reason }),
              ),
              Effect.mapError(creationFailed),
            )
          yield* recordCheckoutStarted(user.id, packageType, created).pipe(
            Effect.catch((error) => {
              switch (error._tag) {
                // The id was fresh: only this purchase's own webhook can have started it first.
                case "CheckoutAlreadyStarted":
                  return Effect.void
                case "StreamVersionConflict":
                case "DuplicateEventId":
                  return Effect.die(error)
                default:
                  return Effect.fail(new Conflict({ detail: checkoutErrorMessage(error) }))
              }
            }),
          )
          return { checkout_url: created.url, session_id: created.sessionId, provider: provider.kind }
        }),
      )
      .handle("checkoutStatus", ({ params }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          const checkoutId = params.session_id
          let state = yield* loadCheckout(checkoutId)
          // Another user's checkout is answered exactly like a missing one.
          if (state.status === "none" || state.userId !== user.id) return yield* checkoutNotFound()
          if (state.status === "open") {
            const session = yield* provider.getCheckout(checkoutId).pipe(
              Effect.tapError((error) =>
                Effect.logWarning(`Checkout status from the provider failed: ${error._tag}`),
              ),
              Effect.option,
            )
            if (session._tag === "Some" && session.value.paymentStatus === "paid") {
              const outcome = yield* confirmCheckoutPayment({
                session: session.value,
                source: "status",
                providerEventId: null,
              })
              if (outcome._tag === "Refused")
                yield* Effect.logError(`Payment status check refused: ${outcome.error._tag}`)
              state = yield* loadCheckout(checkoutId)
            } else if (session._tag === "Some" && session.value.status === "expired") {
              yield* recordCheckoutExpired(checkoutId).pipe(
                Effect.catch((error) => Effect.logWarning(`Expiry not recorded: ${error._tag}`)),
              )
              state = yield* loadCheckout(checkoutId)
            }
          }
          const dto = checkoutStatusDto(checkoutId, state)
          if (dto === undefined) return yield* checkoutNotFound()
          return dto
        }).pipe(Effect.catchTag("StreamVersionConflict", Effect.die)),
      )
  }),
)

export const PaymentWebhooksLive = HttpApiBuilder.group(Api, "paymentWebhooks", (handlers) =>
  Effect.gen(function* () {
    const provider = yield* PaymentsProvider
    return handlers.handle("webhook", ({ payload, headers }) =>
      Effect.gen(function* () {
        const event = yield* provider.verifyWebhook(payload, headers["stripe-signature"]).pipe(
          Effect.tapError((error) => Effect.logWarning(`Payment webhook rejected: ${error.reason}`)),
          Effect.mapError(() => new InvalidWebhookSignature({ detail: "Firma del webhook non valida." })),
        )
        // A conflict that outlived the retries answers 500: the provider sends the event again later.
        const outcome = yield* reactTo(event).pipe(Effect.catchTag("StreamVersionConflict", Effect.die))
        yield* logOutcome(event, outcome)
        return { received: true }
      }),
    )
  }),
)
