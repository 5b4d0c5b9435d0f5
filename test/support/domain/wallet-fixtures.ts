// Test support: wallet events for given/when/then.
import { at } from "./test-instants.ts"
import type { CodeGrant, CreditSource, WalletEvent } from "../../../domain/wallet/wallet-events.ts"

export const userId = "user-1"

export const freeGranted: WalletEvent = {
  _tag: "FreeSessionsGranted",
  schemaVersion: 1,
  userId,
  count: 3,
  at: at("08:00"),
}

export const purchased = (checkoutId: string, credits = 1): WalletEvent => ({
  _tag: "CreditsPurchased",
  schemaVersion: 1,
  userId,
  checkoutId,
  credits,
  at: at("08:00"),
})

export const subscriptionActivated = (
  periodStart = at("08:00"),
  expiresAt = at("2026-12-21T08:00"),
): WalletEvent => ({
  _tag: "SubscriptionActivated",
  schemaVersion: 1,
  userId,
  checkoutId: "cs_sub",
  subscriptionId: "sub_1",
  sessions: 8,
  periodStart,
  expiresAt,
  at: at("08:00"),
})

export const codeRedeemed = (code: string, grant: CodeGrant, when = at("08:00")): WalletEvent => ({
  _tag: "CodeRedeemed",
  schemaVersion: 1,
  userId,
  code,
  grant,
  at: when,
})

type ReservationTag = "CreditReserved" | "CreditConsumed" | "CreditReleased"
export const reservation =
  (tag: ReservationTag) =>
  (chatId: string, source: CreditSource, when = at("09:00")): WalletEvent => ({
    _tag: tag,
    schemaVersion: 1,
    userId,
    chatId,
    source,
    at: when,
  })
export const reserved = reservation("CreditReserved")
export const consumed = reservation("CreditConsumed")
export const released = reservation("CreditReleased")

/** n free sessions reserved and consumed (uses up the free ones when n = 3). */
export const usedFree = (n: number): ReadonlyArray<WalletEvent> =>
  Array.from({ length: n }, (_, i) => [reserved(`free-${i}`, "free"), consumed(`free-${i}`, "free")]).flat()
