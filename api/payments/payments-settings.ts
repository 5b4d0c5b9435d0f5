import { Context, Effect, Layer } from "effect"
import { AppConfig } from "../config.ts"

/** What the payment handlers need from the configuration: PUBLIC_URL (no trailing slash). */
export class PaymentsSettings extends Context.Service<PaymentsSettings, { readonly publicUrl: string }>()(
  "cogi/api/PaymentsSettings",
) {
  static readonly layer = Layer.effect(
    PaymentsSettings,
    Effect.gen(function* () {
      const config = yield* AppConfig
      return PaymentsSettings.of({ publicUrl: config.publicUrl })
    }),
  )
}
