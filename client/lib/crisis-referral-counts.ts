import type { ReferralCount } from "../../contract/safety.ts"

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

const MONTHS = new Intl.DateTimeFormat("it-IT", { month: "long", year: "numeric", timeZone: "UTC" })
const DAYS = new Intl.DateTimeFormat("it-IT", { day: "numeric", month: "short", timeZone: "UTC" })

/** "YYYY-MM" → "novembre 2026"; "YYYY-MM-DD" → "27 nov". */
export const periodLabel = (period: string): string =>
  period.length === 7
    ? MONTHS.format(new Date(`${period}-01T00:00:00Z`))
    : DAYS.format(new Date(`${period}T00:00:00Z`))
