import { Schema } from "effect"

export class NoCreditsAvailable extends Schema.TaggedError<NoCreditsAvailable>()("NoCreditsAvailable", {
  userId: Schema.String,
}) {}

/**
 * A waived session (one opened in crisis without a credit) is already open in another chat, and there is no
 * credit for this one: one free crisis conversation at a time, nothing else unlocked.
 */
export class WaivedSessionOpen extends Schema.TaggedError<WaivedSessionOpen>()("WaivedSessionOpen", {
  /** The chat where the open waived session is. */
  chatId: Schema.String,
}) {}

export class UnknownDiscountCode extends Schema.TaggedError<UnknownDiscountCode>()("UnknownDiscountCode", {
  code: Schema.String,
}) {}

export class CodeAlreadyRedeemed extends Schema.TaggedError<CodeAlreadyRedeemed>()("CodeAlreadyRedeemed", {
  code: Schema.String,
}) {}

export class DiscountCodeEmpty extends Schema.TaggedError<DiscountCodeEmpty>()("DiscountCodeEmpty", {}) {}

/** Consume or release of a chat that holds no reservation. */
export class CreditReservationNotFound extends Schema.TaggedError<CreditReservationNotFound>()(
  "CreditReservationNotFound",
  { chatId: Schema.String },
) {}

/** Release of a reservation that was already consumed. */
export class CreditAlreadyConsumed extends Schema.TaggedError<CreditAlreadyConsumed>()(
  "CreditAlreadyConsumed",
  {
    chatId: Schema.String,
  },
) {}

export class SubscriptionNotFound extends Schema.TaggedError<SubscriptionNotFound>()("SubscriptionNotFound", {
  subscriptionId: Schema.String,
}) {}

/** There is no subscription period running: nothing to manage or cancel. */
export class NoActiveSubscription extends Schema.TaggedError<NoActiveSubscription>()(
  "NoActiveSubscription",
  {},
) {}

export type WalletError =
  | NoCreditsAvailable
  | UnknownDiscountCode
  | CodeAlreadyRedeemed
  | DiscountCodeEmpty
  | CreditReservationNotFound
  | CreditAlreadyConsumed
  | SubscriptionNotFound
  | NoActiveSubscription
