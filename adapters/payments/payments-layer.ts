import { Config, Effect, Layer, Option, Redacted } from "effect"
import type { Db } from "../../eventstore/db.ts"
import { LocalCheckout, layerLocal } from "./local-provider.ts"
import { resolveLocalWebhookSecret } from "./local-webhook.ts"
import type { PaymentsProvider } from "./payments-provider.ts"

const optionalString = (name: string) =>
  Config.option(Config.String(name)).pipe(Config.map((value) => Option.filter(value, (v) => v.trim() !== "")))

/**
 * Stripe when STRIPE_SECRET_KEY is set (then STRIPE_WEBHOOK_SECRET is required; STRIPE_API_BASE optional),
 * else the local provider (PUBLIC_URL, default http://localhost:$PORT; COGI_LOCAL_WEBHOOK_SECRET, else a
 * secret kept in $COGI_DATA_DIR/local-webhook-secret). Both modes provide LocalCheckout (disabled with Stripe).
 */
export const paymentsLayer: Layer.Layer<PaymentsProvider | LocalCheckout, Config.ConfigError, Db> =
  Layer.unwrap(
    Effect.gen(function* () {
      const secretKey = yield* optionalString("STRIPE_SECRET_KEY")
      if (Option.isSome(secretKey)) {
        const webhookSecret = yield* Config.Redacted("STRIPE_WEBHOOK_SECRET")
        const apiBase = yield* optionalString("STRIPE_API_BASE")
        // loaded only when configured: a start with the local checkout never reads the Stripe SDK
        const { layerStripe } = yield* Effect.promise(() => import("./stripe-provider.ts"))
        const stripe = layerStripe({
          secretKey: Redacted.make(secretKey.value.trim()),
          webhookSecret,
          ...(Option.isSome(apiBase) ? { apiBase: apiBase.value } : {}),
          maxNetworkRetries: 2,
        })
        return Layer.merge(stripe, LocalCheckout.layerDisabled)
      }
      const port = yield* Config.Port("PORT").pipe(Config.withDefault(3000))
      const publicUrl = yield* Config.String("PUBLIC_URL").pipe(
        Config.withDefault(`http://localhost:${port}`),
      )
      const dataDir = yield* Config.String("COGI_DATA_DIR").pipe(Config.withDefault(".data"))
      const fromEnv = yield* optionalString("COGI_LOCAL_WEBHOOK_SECRET")
      const webhookSecret = yield* resolveLocalWebhookSecret(Option.getOrUndefined(fromEnv), dataDir)
      return layerLocal({ publicUrl, webhookSecret })
    }),
  )
