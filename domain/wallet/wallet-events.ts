import { Schema } from "effect"
import { InstantSchema, SchemaVersion1 } from "../shared/schemas.ts"

/**
 * Where the credit for a session came from. "unlimited" reserves and consumes nothing. "waived": the session
 * opened without a credit because help is never behind a paywall (issue 22: a message the safety layer marks
 * as crisis starts one whatever the balance); it spends nothing and is released when the session ends. The name
 * says what happened to the money, not why: the ledger must not tell an administrator who was in crisis.
 */
export const CreditSource = Schema.Literals(["unlimited", "free", "subscription", "purchased", "waived"])
export type CreditSource = typeof CreditSource.Type

export const FreeSessionsGranted = Schema.TaggedStruct("FreeSessionsGranted", {
  schemaVersion: SchemaVersion1,
  userId: Schema.String,
  count: Schema.Number,
  at: InstantSchema,
})

export const CreditsPurchased = Schema.TaggedStruct("CreditsPurchased", {
  schemaVersion: SchemaVersion1,
  userId: Schema.String,
  checkoutId: Schema.String,
  credits: Schema.Number,
  at: InstantSchema,
})

export const SubscriptionActivated = Schema.TaggedStruct("SubscriptionActivated", {
  schemaVersion: SchemaVersion1,
  userId: Schema.String,
  checkoutId: Schema.String,
  subscriptionId: Schema.String,
  sessions: Schema.Number,
  periodStart: InstantSchema,
  expiresAt: InstantSchema,
  at: InstantSchema,
})

export const SubscriptionRenewed = Schema.TaggedStruct("SubscriptionRenewed", {
  schemaVersion: SchemaVersion1,
  userId: Schema.String,
  subscriptionId: Schema.String,
  invoiceId: Schema.String,
  sessions: Schema.Number,
  periodStart: InstantSchema,
  expiresAt: InstantSchema,
  at: InstantSchema,
})

/** No further renewals; the current period's sessions stay usable until it expires. */
export const SubscriptionCancelled = Schema.TaggedStruct("SubscriptionCancelled", {
  schemaVersion: SchemaVersion1,
  userId: Schema.String,
  subscriptionId: Schema.String,
  at: InstantSchema,
})

export const CodeGrant = Schema.Union([
  Schema.TaggedStruct("Credits", { credits: Schema.Number }),
  /** `until`: when unlimited access now ends, after this code; null = permanent. */
  Schema.TaggedStruct("Unlimited", { until: Schema.NullOr(InstantSchema) }),
])
export type CodeGrant = typeof CodeGrant.Type

export const CodeRedeemed = Schema.TaggedStruct("CodeRedeemed", {
  schemaVersion: SchemaVersion1,
  userId: Schema.String,
  code: Schema.String,
  grant: CodeGrant,
  at: InstantSchema,
})

const reservationFields = {
  schemaVersion: SchemaVersion1,
  userId: Schema.String,
  chatId: Schema.String,
  source: CreditSource,
  at: InstantSchema,
}
export const CreditReserved = Schema.TaggedStruct("CreditReserved", reservationFields)
export const CreditConsumed = Schema.TaggedStruct("CreditConsumed", reservationFields)
export const CreditReleased = Schema.TaggedStruct("CreditReleased", reservationFields)

export const WalletEvent = Schema.Union([
  FreeSessionsGranted,
  CreditsPurchased,
  SubscriptionActivated,
  SubscriptionRenewed,
  SubscriptionCancelled,
  CodeRedeemed,
  CreditReserved,
  CreditConsumed,
  CreditReleased,
])
export type WalletEvent = typeof WalletEvent.Type
export type WalletEventType = WalletEvent["_tag"]
