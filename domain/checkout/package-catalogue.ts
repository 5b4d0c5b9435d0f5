import { Schema } from "effect"
import {
  CURRENCY,
  SINGLE_SESSION_CREDITS,
  SINGLE_SESSION_PRICE_CENTS,
  SUBSCRIPTION_PERIOD_DAYS,
  SUBSCRIPTION_PRICE_CENTS,
  SUBSCRIPTION_SESSIONS_PER_PERIOD,
} from "../shared/constants.ts"

export const PackageType = Schema.Literals(["single_session", "monthly_subscription"])
export type PackageType = typeof PackageType.Type

export interface SessionPackage {
  readonly id: PackageType
  readonly name: string
  readonly description: string
  /** Provider checkout mode. */
  readonly mode: "payment" | "subscription"
  readonly amountCents: number
  readonly currency: typeof CURRENCY
  /** Sessions credited per payment (per period for the subscription). */
  readonly sessions: number
  readonly periodDays: number | null
  readonly popular: boolean
  readonly perSessionCents: number
}

/** SPEC §3 packages; prices live on the server only. */
export const PACKAGES: Readonly<Record<PackageType, SessionPackage>> = {
  single_session: {
    id: "single_session",
    name: "Sessione singola",
    description: "Una sessione di 30 minuti",
    mode: "payment",
    amountCents: SINGLE_SESSION_PRICE_CENTS,
    currency: CURRENCY,
    sessions: SINGLE_SESSION_CREDITS,
    periodDays: null,
    popular: false,
    perSessionCents: SINGLE_SESSION_PRICE_CENTS,
  },
  monthly_subscription: {
    id: "monthly_subscription",
    name: "Abbonamento mensile",
    description: "8 sessioni di 30 minuti, valide 30 giorni",
    mode: "subscription",
    amountCents: SUBSCRIPTION_PRICE_CENTS,
    currency: CURRENCY,
    sessions: SUBSCRIPTION_SESSIONS_PER_PERIOD,
    periodDays: SUBSCRIPTION_PERIOD_DAYS,
    popular: true,
    perSessionCents: Math.round(SUBSCRIPTION_PRICE_CENTS / SUBSCRIPTION_SESSIONS_PER_PERIOD),
  },
}
