export {
  checkoutPackages,
  isPackageType,
  type CheckoutPackage,
  type PackageType,
} from "./checkout-packages.ts"
export {
  localCheckoutPath,
  localCheckoutRedirectOrigins,
  localTestModeNotice,
  renderLocalCheckoutPage,
} from "./local-checkout-page.ts"
export type { LocalCheckoutSession } from "./local-checkout-store.ts"
export {
  LocalCheckout,
  completeLocalCheckout,
  layerLocal,
  loadLocalCheckout,
  type LocalCheckoutAction,
  type LocalCheckoutResult,
  type LocalOptions,
} from "./local-provider.ts"
export { resolveLocalWebhookSecret, signStripePayload } from "./local-webhook.ts"
export { CheckoutNotFound, InvalidSignature, PaymentProviderError } from "./payment-errors.ts"
export { paymentsLayer } from "./payments-layer.ts"
export {
  PaymentsProvider,
  type CheckoutSession,
  type CreateCheckoutInput,
  type CreatedCheckout,
  type ParsedEvent,
} from "./payments-provider.ts"
export { normaliseEvent, toCheckoutSession, verifyStripeWebhook } from "./stripe-events.ts"
export { layerStripe, makeStripeProvider, stripeApiVersion, type StripeOptions } from "./stripe-provider.ts"
