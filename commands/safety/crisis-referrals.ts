import { randomUUID } from "node:crypto"
import { Effect } from "effect"
import type { CrisisCategory } from "../../domain/safety/crisis-pattern.ts"
import { referralDecider } from "../../domain/referral/referral-decider.ts"
import { currentInstant } from "../../eventstore/clock.ts"
import { referrals } from "../aggregates.ts"

/**
 * The crisis card was raised in a chat for the first time: count it, anonymously (issue 27). The count goes
 * into a stream of its own with a random id, holding the day in Rome and a category only, so nothing in it
 * leads back to the person; `projections/crisis-referrals` adds the counts up by day and category. A count
 * that fails never touches the reply: it is logged (without anything about the message) and dropped.
 */
export const countCrisisCard = Effect.fn("Commands.countCrisisCard")(function* (
  categories: ReadonlyArray<CrisisCategory>,
) {
  const now = yield* currentInstant
  yield* referrals.decideOn(randomUUID(), (state) =>
    referralDecider.decide({ _tag: "CountCrisisCard", categories, now }, state),
  )
})

/** As countCrisisCard, for the send path: never fails, never delays what it runs beside. */
export const countCrisisCardQuietly = (categories: ReadonlyArray<CrisisCategory>) =>
  countCrisisCard(categories).pipe(
    Effect.catchCause(() => Effect.logWarning("a crisis card could not be counted")),
  )
