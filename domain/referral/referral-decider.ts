import { Result } from "effect"
import type { Decider } from "../shared/decider.ts"
import type { Instant } from "../shared/instant.ts"
import { toRomeWallClock } from "../shared/rome-time.ts"
import type { CrisisCategory } from "../safety/crisis-pattern.ts"
import type { ReferralEvent } from "./referral-events.ts"

/** Count one crisis card: the categories the assessment named (the first is the one counted) and when. */
export interface CountCrisisCard {
  readonly _tag: "CountCrisisCard"
  readonly categories: ReadonlyArray<CrisisCategory>
  readonly now: Instant
}

export interface ReferralState {
  readonly counted: boolean
}

export const initialReferralState: ReferralState = { counted: false }

export const evolveReferral = (_state: ReferralState, event: ReferralEvent): ReferralState => {
  switch (event._tag) {
    case "CrisisCardShown":
      return { counted: true }
    default: {
      const unhandled: never = event._tag
      return unhandled
    }
  }
}

/**
 * A card counts once, under one category (its first: a card is one referral, whatever it names), on its day in
 * Rome; the time of day is dropped. A stream that already counted its card counts nothing more.
 */
export const decideReferral = (
  command: CountCrisisCard,
  state: ReferralState,
): Result.Result<ReadonlyArray<ReferralEvent>, never> =>
  state.counted
    ? Result.succeed([])
    : Result.succeed([
        {
          _tag: "CrisisCardShown",
          schemaVersion: 1,
          day: toRomeWallClock(command.now).date,
          category: command.categories[0] ?? "unspecified",
        },
      ])

export const referralDecider: Decider<CountCrisisCard, ReferralEvent, ReferralState, never> = {
  initialState: initialReferralState,
  evolve: evolveReferral,
  decide: decideReferral,
}
