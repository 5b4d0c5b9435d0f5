import type { Instant } from "../shared/instant.ts"

interface WalletCommandBase {
  readonly userId: string
  readonly now: Instant
}

/** Once per wallet, at registration. */
export interface GrantFreeSessions extends WalletCommandBase {
  readonly _tag: "GrantFreeSessions"
  /** The address already had its free sessions with an earlier account (deleted since): none this time. */
  readonly addressAlreadyGranted?: boolean
}

export interface AddPurchasedCredits extends WalletCommandBase {
  readonly _tag: "AddPurchasedCredits"
  readonly checkoutId: string
  readonly credits: number
}

export interface ActivateSubscription extends WalletCommandBase {
  readonly _tag: "ActivateSubscription"
  readonly checkoutId: string
  readonly subscriptionId: string
  readonly periodStart: Instant
  readonly expiresAt: Instant
}

export interface RenewSubscription extends WalletCommandBase {
  readonly _tag: "RenewSubscription"
  readonly subscriptionId: string
  readonly invoiceId: string
  readonly periodStart: Instant
  readonly expiresAt: Instant
}

export interface CancelSubscription extends WalletCommandBase {
  readonly _tag: "CancelSubscription"
  readonly subscriptionId: string
}

export interface RedeemCode extends WalletCommandBase {
  readonly _tag: "RedeemCode"
  /** As typed by the user; trimmed and upper-cased here. */
  readonly code: string
}

export interface ReserveCredit extends WalletCommandBase {
  readonly _tag: "ReserveCredit"
  readonly chatId: string
}

export interface ConsumeCredit extends WalletCommandBase {
  readonly _tag: "ConsumeCredit"
  readonly chatId: string
}

export interface ReleaseCredit extends WalletCommandBase {
  readonly _tag: "ReleaseCredit"
  readonly chatId: string
}

export type WalletCommand =
  | GrantFreeSessions
  | AddPurchasedCredits
  | ActivateSubscription
  | RenewSubscription
  | CancelSubscription
  | RedeemCode
  | ReserveCredit
  | ConsumeCredit
  | ReleaseCredit
