import { ABUSE_GROUPS } from "./abuse-groups.ts"
import { HARM_TO_OTHERS } from "./harm-to-others.ts"
import { FICTION_AND_NEWS, QUOTING_OTHERS } from "./negatives-contexts.ts"
import { EVERYDAY_FEELINGS, EVERYDAY_INJURIES, NEGATED } from "./negatives-everyday.ts"
import { IDIOMS_AND_HYPERBOLE } from "./negatives-idioms.ts"
import type { NegativeGroup, PositiveGroup } from "./phrase-group.ts"
import { SECOND_ROUND_NEGATIVES, SECOND_ROUND_OTHERS, SECOND_ROUND_SUICIDE } from "./second-round.ts"
import { SELF_HARM } from "./self-harm.ts"
import { BURDENSOMENESS, DIRECT_IDEATION, HOPELESS_FINALITY, PASSIVE_IDEATION } from "./suicide-ideation.ts"
import { COLUMBIA_ANSWERS, FAREWELL_ACTS, PAST_ATTEMPTS, PLANS_MEANS_TIMING } from "./suicide-plans.ts"

export type { NegativeGroup, PositiveGroup } from "./phrase-group.ts"

/** The crisis phrase table: every sentence here must raise the card with its category. */
export const POSITIVE_GROUPS: ReadonlyArray<PositiveGroup> = [
  DIRECT_IDEATION,
  PASSIVE_IDEATION,
  BURDENSOMENESS,
  HOPELESS_FINALITY,
  PLANS_MEANS_TIMING,
  FAREWELL_ACTS,
  PAST_ATTEMPTS,
  COLUMBIA_ANSWERS,
  SELF_HARM,
  HARM_TO_OTHERS,
  ...ABUSE_GROUPS,
  SECOND_ROUND_SUICIDE,
  ...SECOND_ROUND_OTHERS,
]

/** And every sentence here must stay quiet (at most 2% may raise it). */
export const NEGATIVE_GROUPS: ReadonlyArray<NegativeGroup> = [
  IDIOMS_AND_HYPERBOLE,
  FICTION_AND_NEWS,
  QUOTING_OTHERS,
  EVERYDAY_INJURIES,
  EVERYDAY_FEELINGS,
  NEGATED,
  SECOND_ROUND_NEGATIVES,
]
