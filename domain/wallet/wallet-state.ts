import type { Instant } from "../shared/instant.ts"
import type { CreditSource, WalletEvent } from "./wallet-events.ts"

export interface SubscriptionPeriod {
  readonly subscriptionId: string
  readonly periodStart: Instant
  /** The period's sessions expire with it. */
  readonly expiresAt: Instant
  readonly remaining: number
  readonly cancelled: boolean
}

export interface Reservation {
  readonly source: CreditSource
  readonly status: "reserved" | "consumed" | "released"
  /** For a subscription credit: the period it came from (a release returns it only to that period). */
  readonly periodStart: Instant | null
}

export interface WalletState {
  readonly freeGranted: boolean
  /** The grant was empty: the address had its free sessions with an earlier account. */
  readonly freeAlreadyUsed: boolean
  readonly freeRemaining: number
  readonly subscription: SubscriptionPeriod | null
  /** Purchased single sessions and code credits; they do not expire. */
  readonly purchasedRemaining: number
  /** null: no unlimited access ever; `{ until: null }`: permanent. */
  readonly unlimited: { readonly until: Instant | null } | null
  readonly redeemedCodes: ReadonlyArray<string>
  /** Checkout ids and invoice ids already credited. */
  readonly creditedPayments: ReadonlyArray<string>
  readonly reservations: Readonly<Record<string, Reservation>>
}

export const initialWalletState: WalletState = {
  freeGranted: false,
  freeAlreadyUsed: false,
  freeRemaining: 0,
  subscription: null,
  purchasedRemaining: 0,
  unlimited: null,
  redeemedCodes: [],
  creditedPayments: [],
  reservations: {},
}

export const evolveWallet = (state: WalletState, event: WalletEvent): WalletState => {
  switch (event._tag) {
    case "FreeSessionsGranted":
      return {
        ...state,
        freeGranted: true,
        freeAlreadyUsed: event.count === 0,
        freeRemaining: state.freeRemaining + event.count,
      }
    case "CreditsPurchased":
      return {
        ...state,
        purchasedRemaining: state.purchasedRemaining + event.credits,
        creditedPayments: [...state.creditedPayments, event.checkoutId],
      }
    case "SubscriptionActivated":
    case "SubscriptionRenewed": {
      const paymentId = event._tag === "SubscriptionActivated" ? event.checkoutId : event.invoiceId
      const { subscriptionId, periodStart, expiresAt, sessions } = event
      return {
        ...state,
        subscription: { subscriptionId, periodStart, expiresAt, remaining: sessions, cancelled: false },
        creditedPayments: [...state.creditedPayments, paymentId],
      }
    }
    case "SubscriptionCancelled":
      return state.subscription === null
        ? state
        : { ...state, subscription: { ...state.subscription, cancelled: true } }
    case "CodeRedeemed": {
      const redeemed = { ...state, redeemedCodes: [...state.redeemedCodes, event.code] }
      return event.grant._tag === "Credits"
        ? { ...redeemed, purchasedRemaining: state.purchasedRemaining + event.grant.credits }
        : { ...redeemed, unlimited: { until: event.grant.until } }
    }
    case "CreditReserved":
      return reserve(state, event.chatId, event.source)
    case "CreditConsumed":
      return withReservationStatus(state, event.chatId, "consumed")
    case "CreditReleased":
      return withReservationStatus(giveBack(state, event.chatId), event.chatId, "released")
    default: {
      const unhandled: never = event
      return unhandled
    }
  }
}

const reserve = (state: WalletState, chatId: string, source: CreditSource): WalletState => {
  const periodStart = source === "subscription" ? (state.subscription?.periodStart ?? null) : null
  const reservations = {
    ...state.reservations,
    [chatId]: { source, status: "reserved" as const, periodStart },
  }
  return { ...adjust(state, source, -1), reservations }
}

const giveBack = (state: WalletState, chatId: string): WalletState => {
  const reservation = state.reservations[chatId]
  if (reservation === undefined || reservation.status !== "reserved") return state
  if (reservation.source === "subscription" && reservation.periodStart !== state.subscription?.periodStart)
    return state
  return adjust(state, reservation.source, +1)
}

const adjust = (state: WalletState, source: CreditSource, delta: number): WalletState => {
  switch (source) {
    case "unlimited":
    case "waived":
      return state
    case "free":
      return { ...state, freeRemaining: state.freeRemaining + delta }
    case "subscription":
      return state.subscription === null
        ? state
        : {
            ...state,
            subscription: { ...state.subscription, remaining: state.subscription.remaining + delta },
          }
    case "purchased":
      return { ...state, purchasedRemaining: state.purchasedRemaining + delta }
    default: {
      const unhandled: never = source
      return unhandled
    }
  }
}

const withReservationStatus = (
  state: WalletState,
  chatId: string,
  status: Reservation["status"],
): WalletState => {
  const reservation = state.reservations[chatId]
  if (reservation === undefined) return state
  return { ...state, reservations: { ...state.reservations, [chatId]: { ...reservation, status } } }
}
