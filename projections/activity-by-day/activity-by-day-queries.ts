import type { Sql, Tx } from "../../eventstore/db.ts"

export interface DailyActivityRow {
  /** YYYY-MM-DD, a day in Rome. */
  readonly day: string
  readonly registrations: number
  readonly verifications: number
  readonly logins: number
  readonly sessions_started: number
  readonly messages: number
}

/** Every day from `firstDay` to `lastDay` (YYYY-MM-DD, inclusive), oldest first; a day without events is zeros. */
export const activityBetween = (
  sql: Sql | Tx,
  firstDay: string,
  lastDay: string,
): Promise<ReadonlyArray<DailyActivityRow>> =>
  sql<DailyActivityRow[]>`
    select to_char(d.day, 'YYYY-MM-DD') as day,
           coalesce(a.registrations, 0)::int as registrations,
           coalesce(a.verifications, 0)::int as verifications,
           coalesce(a.logins, 0)::int as logins,
           coalesce(a.sessions_started, 0)::int as sessions_started,
           coalesce(a.messages, 0)::int as messages
    from generate_series(${firstDay}::date, ${lastDay}::date, interval '1 day') as d(day)
    left join activity_by_day a on a.day = d.day::date
    order by d.day`
