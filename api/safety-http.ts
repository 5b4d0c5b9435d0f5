import { Effect } from "effect"
import { addCalendarMonths, toRomeWallClock } from "../domain/shared/rome-time.ts"
import { currentInstant } from "../eventstore/clock.ts"
import { Db } from "../eventstore/db.ts"
import {
  referralsByMonth,
  SMALLEST_SHOWN_COUNT,
} from "../projections/crisis-referrals/crisis-referrals-queries.ts"
import { REFERRAL_MONTHS } from "../contract/safety.ts"
import { HttpApiBuilder } from "effect/http-api"
import { CRISIS_CARD } from "../domain/safety/crisis-resources.ts"
import { HUMAN_HELP } from "../domain/safety/human-help.ts"
import { Api } from "../contract/api.ts"

/**
 * `GET /api/safety/crisis-card`: the one copy of the crisis numbers, for the card and the safety plan;
 * `GET /api/safety/human-help`: who to talk to, for "Parla con una persona" (both public, no database);
 * `GET /api/safety/crisis-referrals`: the monthly totals of crisis cards for the public protocol.
 */
export const SafetyLive = HttpApiBuilder.group(Api, "safety", (handlers) =>
  Effect.succeed(
    handlers
      .handle("crisisCard", () => Effect.succeed(CRISIS_CARD))
      .handle("humanHelp", () => Effect.succeed(HUMAN_HELP))
      .handle("crisisReferrals", () =>
        Effect.gen(function* () {
          const { sql } = yield* Db
          const today = toRomeWallClock(yield* currentInstant).date
          const firstMonth = addCalendarMonths(today, -(REFERRAL_MONTHS - 1)).slice(0, 7)
          const counts = yield* Effect.promise(() => referralsByMonth(sql, firstMonth))
          return { counts, smallest_shown: SMALLEST_SHOWN_COUNT }
        }),
      ),
  ),
)
