import type { ReferralCategory } from "../../domain/referral/referral-events.ts"
import type { Sql, Tx } from "../../eventstore/db.ts"

/** Below this, a count is not shown anywhere (issue 27): a small number could point at someone. */
export const SMALLEST_SHOWN_COUNT = 5

export interface ReferralCount {
  /** YYYY-MM-DD (a day in Rome) or YYYY-MM (a month). */
  readonly period: string
  readonly category: ReferralCategory
  /** null: fewer than SMALLEST_SHOWN_COUNT, withheld. */
  readonly cards: number | null
}

const withheld = <R extends { readonly cards: number }>(row: R) => ({
  ...row,
  cards: row.cards >= SMALLEST_SHOWN_COUNT ? row.cards : null,
})

/** Every day from `firstDay` to `lastDay` with a count, oldest first; counts under 5 withheld. */
export const referralsByDay = async (
  sql: Sql | Tx,
  firstDay: string,
  lastDay: string,
): Promise<ReadonlyArray<ReferralCount>> =>
  (
    await sql<{ period: string; category: ReferralCategory; cards: number }[]>`
      select to_char(day, 'YYYY-MM-DD') as period, category, cards
      from crisis_referrals_by_day
      where day between ${firstDay}::date and ${lastDay}::date
      order by day, category`
  ).map(withheld)

/** Totals per month (YYYY-MM) and category from `firstMonth` on, oldest first; totals under 5 withheld. */
export const referralsByMonth = async (
  sql: Sql | Tx,
  firstMonth: string,
): Promise<ReadonlyArray<ReferralCount>> =>
  (
    await sql<{ period: string; category: ReferralCategory; cards: number }[]>`
      select to_char(date_trunc('month', day), 'YYYY-MM') as period, category, sum(cards)::int as cards
      from crisis_referrals_by_day
      where day >= (${firstMonth} || '-01')::date
      group by 1, 2
      order by 1, 2`
  ).map(withheld)
