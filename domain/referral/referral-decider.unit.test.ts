import { describe, it } from "vitest"
import { given } from "../../test/support/domain/given-when-then.ts"
import type { Instant } from "../shared/instant.ts"
import { type CountCrisisCard, referralDecider } from "./referral-decider.ts"
import type { ReferralEvent } from "./referral-events.ts"

const count = (categories: CountCrisisCard["categories"], now: string): CountCrisisCard => ({
  _tag: "CountCrisisCard",
  categories,
  now: now as Instant,
})
const shown = (day: string, category: Extract<ReferralEvent, { _tag: "CrisisCardShown" }>["category"]) =>
  ({ _tag: "CrisisCardShown", schemaVersion: 1, day, category }) as const

describe("counting crisis cards (anonymous)", () => {
  it("given nothing, when a card is counted, then its first category on its day in Rome, with no time of day", () =>
    given(referralDecider)([])
      .when(count(["self_harm", "suicide"], "2026-11-27T10:15:00.000Z"))
      .then([shown("2026-11-27", "self_harm")]))

  it("when the card comes at 23:30 UTC, then it counts on the next day in Rome", () =>
    given(referralDecider)([])
      .when(count(["abuse"], "2026-11-27T23:30:00.000Z"))
      .then([shown("2026-11-28", "abuse")]))

  it("when no category was named (a model's opinion), then it counts as unspecified", () =>
    given(referralDecider)([])
      .when(count([], "2026-07-01T08:00:00.000Z"))
      .then([shown("2026-07-01", "unspecified")]))

  it("given a counted card, when counted again, then nothing happens", () =>
    given(referralDecider)([shown("2026-11-27", "suicide")])
      .when(count(["suicide"], "2026-11-27T10:16:00.000Z"))
      .thenNothingHappened())
})
