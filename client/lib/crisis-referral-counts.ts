import type { ReferralCount } from "../../contract/safety.ts"
import { formatCalendarDay } from "./format-date.ts"

export type { ReferralCount }

/** The detector's categories as people read them (the admin dashboard and the public crisis protocol). */
export const REFERRAL_CATEGORY_LABELS: Record<ReferralCount["category"], string> = {
  suicide: "Pensieri di suicidio",
  self_harm: "Autolesionismo",
  harm_to_others: "Violenza verso altri",
  abuse: "Abusi e violenza subita",
  unspecified: "Non specificata (parere del modello)",
}

/** A count as shown: a withheld one (under the smallest shown) says so, never the number. */
export const cardsLabel = (cards: number | null, smallestShown: number): string =>
  cards === null ? `meno di ${smallestShown}` : new Intl.NumberFormat("it-IT").format(cards)

/** "YYYY-MM" → "novembre 2026"; "YYYY-MM-DD" → "27 nov". */
export const periodLabel = (period: string): string =>
  formatCalendarDay(period, period.length === 7 ? "month" : "short")
