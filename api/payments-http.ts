import { Effect, Result } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { PaymentsProvider } from "../adapters/payments/payments-provider.ts"
import { checkoutHttpError } from "./payments/checkout-http-errors.ts"
import { Db } from "../eventstore/db.ts"
import { findUserById } from "../projections/user-directory/user-directory-queries.ts"
import { refreshCheckout } from "../commands/payments/checkout-status.ts"
import { applyProviderEvent } from "../commands/payments/provider-events.ts"
import { Api } from "../contract/api.ts"
import { Conflict, NotFound, ValidationError } from "../contract/errors.ts"
import { CurrentUser } from "../contract/middleware.ts"
import { InvalidWebhookSignature, PaymentProviderUnavailable } from "../contract/payments.ts"
import {
  checkoutStatusDto,
  hasActiveSubscription,
  isPackageType,
  startCheckout,
} from "../commands/payments/checkout-use-cases.ts"
import { PaymentsSettings } from "./payments/payments-settings.ts"
import { cancelUrl, portalReturnUrl, returnOrigin, successUrl } from "./payments/return-origin.ts"
import { openSubscriptionPortal } from "../commands/payments/subscription-portal.ts"
import { walletErrorText } from "./payments/wallet-http-errors.ts"

const checkoutNotFound = () => new NotFound({ code: "CHECKOUT_NOT_FOUND", detail: "Pagamento non trovato." })
const creationFailed = () =>
  new PaymentProviderUnavailable({ detail: "Errore nella creazione del pagamento. Riprova." })

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
              code: "SUBSCRIPTION_ALREADY_ACTIVE",
              detail:
                "Hai già un abbonamento mensile attivo. Potrai sottoscriverne un altro alla sua scadenza.",
            })
          }
          const account = yield* Effect.promise(() => findUserById(sql, user.id))
          if (account === undefined)
            return yield* new NotFound({ code: "USER_NOT_FOUND", detail: "Utente non trovato." })
          const created = yield* startCheckout({
            userId: user.id,
            email: account.email,
            packageType,
            successUrl: successUrl(origin.success),
            cancelUrl: cancelUrl(origin.success),
          }).pipe(
            Effect.catch((error): Effect.Effect<never, Conflict | PaymentProviderUnavailable> => {
              switch (error._tag) {
                case "PaymentProviderError":
                  return Effect.andThen(
                    Effect.logError("Checkout creation failed", { reason: error.reason }),
                    Effect.fail(creationFailed()),
                  )
                case "StreamVersionConflict":
                case "DuplicateEventId":
                  return Effect.die(error)
                default:
                  return Effect.fail(checkoutHttpError(error))
              }
            }),
          )
          return { checkout_url: created.url, session_id: created.sessionId, provider: provider.kind }
        }),
      )
      .handle("openPortal", ({ payload }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          const origin = returnOrigin(payload.frontend_origin, settings.publicUrl)
          if (Result.isFailure(origin)) {
            return yield* new ValidationError({ detail: "Origine del sito non valida." })
          }
          const portal = yield* openSubscriptionPortal(user.id, portalReturnUrl(origin.success)).pipe(
            Effect.catchTags({
              NoActiveSubscription: (error) =>
                Effect.fail(new Conflict({ code: "NO_ACTIVE_SUBSCRIPTION", detail: walletErrorText(error) })),
              PaymentProviderError: (error) =>
                Effect.andThen(
                  Effect.logError("Subscription portal failed", { reason: error.reason }),
                  Effect.fail(new PaymentProviderUnavailable({ detail: error.detail })),
                ),
            }),
          )
          return { portal_url: portal.url, provider: provider.kind }
        }),
      )
      .handle("checkoutStatus", ({ params }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          const state = yield* refreshCheckout(user.id, params.session_id)
          const dto = state === undefined ? undefined : checkoutStatusDto(params.session_id, state)
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
        yield* applyProviderEvent(event).pipe(Effect.catchTag("StreamVersionConflict", Effect.die))
        return { received: true }
      }),
    )
  }),
)
