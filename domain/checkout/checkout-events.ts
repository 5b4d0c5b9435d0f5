import { Schema } from "effect"
import { InstantSchema, SchemaVersion1 } from "../shared/schemas.ts"
import { PackageType } from "./package-catalogue.ts"

export const PaymentSource = Schema.Literals(["webhook", "status", "reconcile"])
export type PaymentSource = typeof PaymentSource.Type

/** The stream is `checkout-{provider checkout session id}`. */
export const CheckoutStarted = Schema.TaggedStruct("CheckoutStarted", {
  schemaVersion: SchemaVersion1,
  checkoutId: Schema.String,
  userId: Schema.String,
  package: PackageType,
  amountCents: Schema.Number,
  currency: Schema.String,
  at: InstantSchema,
})

export const PaymentConfirmed = Schema.TaggedStruct("PaymentConfirmed", {
  schemaVersion: SchemaVersion1,
  checkoutId: Schema.String,
  amountCents: Schema.Number,
  currency: Schema.String,
  /** The provider's event id when a webhook saw it first; null for a status check or reconciliation. */
  providerEventId: Schema.NullOr(Schema.String),
  source: PaymentSource,
  /** The provider's subscription id, for monthly_subscription. */
  subscriptionId: Schema.NullOr(Schema.String),
  at: InstantSchema,
})

export const CheckoutExpired = Schema.TaggedStruct("CheckoutExpired", {
  schemaVersion: SchemaVersion1,
  checkoutId: Schema.String,
  at: InstantSchema,
})

export const CheckoutEvent = Schema.Union([CheckoutStarted, PaymentConfirmed, CheckoutExpired])
export type CheckoutEvent = typeof CheckoutEvent.Type
export type CheckoutEventType = CheckoutEvent["_tag"]
