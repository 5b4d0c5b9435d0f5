import { ident, json, q } from "../../eventstore/sql-text.ts"
import type { Projection } from "../projection.ts"

/**
 * Crisis cards per day (in Rome) and category (issue 27), folded from `CrisisCardShown`: the day and the category
 * come from the event itself (never the time it was recorded), and no row holds anything about a person.
 */
export const crisisReferrals: Projection = {
  name: "crisis_referrals_by_day",
  mode: "async",
  handles: ["CrisisCardShown"],
  plan: (_db, events, table) => {
    const counts = new Map<string, { day: string; category: string; cards: number }>()
    for (const event of events) {
      const { day, category } = event.data as { day?: unknown; category?: unknown }
      if (typeof day !== "string" || typeof category !== "string") continue
      const key = `${day}|${category}`
      const row = counts.get(key) ?? { day, category, cards: 0 }
      counts.set(key, { ...row, cards: row.cards + 1 })
    }
    if (counts.size === 0) return []
    const t = ident(table)
    return [
      q`insert into ${t} select * from jsonb_populate_recordset(null::${t}, ${json([...counts.values()])})
        on conflict (day, category) do update set cards = ${t}.cards + excluded.cards`,
    ]
  },
}
