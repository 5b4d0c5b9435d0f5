import { Schema } from "effect"

export class CheckoutAlreadyStarted extends Schema.TaggedError<CheckoutAlreadyStarted>()(
  "CheckoutAlreadyStarted",
  {
    checkoutId: Schema.String,
  },
) {}

export class CheckoutNotFound extends Schema.TaggedError<CheckoutNotFound>()("CheckoutNotFound", {
  checkoutId: Schema.String,
}) {}

export class CheckoutAlreadyExpired extends Schema.TaggedError<CheckoutAlreadyExpired>()(
  "CheckoutAlreadyExpired",
  {
    checkoutId: Schema.String,
  },
) {}

/** The provider reports a different amount or currency than the package: never credit it silently. */
export class PaymentAmountMismatch extends Schema.TaggedError<PaymentAmountMismatch>()(
  "PaymentAmountMismatch",
  {
    checkoutId: Schema.String,
    expectedCents: Schema.Number,
    actualCents: Schema.Number,
    expectedCurrency: Schema.String,
    actualCurrency: Schema.String,
  },
) {}

export class PaymentSubscriptionMissing extends Schema.TaggedError<PaymentSubscriptionMissing>()(
  "PaymentSubscriptionMissing",
  { checkoutId: Schema.String },
) {}

export type CheckoutError =
  | CheckoutAlreadyStarted
  | CheckoutNotFound
  | CheckoutAlreadyExpired
  | PaymentAmountMismatch
  | PaymentSubscriptionMissing
