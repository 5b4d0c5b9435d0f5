import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"

export const CrisisResource = Schema.Struct({
  name: Schema.String,
  /** As written for people, with spaces. */
  phone: Schema.String,
  /** For `tel:` links: digits only. */
  dial: Schema.String,
  description: Schema.String,
})
export type CrisisResource = typeof CrisisResource.Type

/** The fixed Italian crisis card: the server's copy (domain/safety/crisis-resources.ts) is the only one. */
export const CrisisCard = Schema.Struct({
  title: Schema.String,
  message: Schema.String,
  resources: Schema.Array(CrisisResource),
  footer: Schema.String,
})
export type CrisisCard = typeof CrisisCard.Type

/** One kind of human help on "Parla con una persona" (issue 27), with the official page it comes from. */
export const HumanHelpEntry = Schema.Struct({
  name: Schema.String,
  phone: Schema.optional(Schema.String),
  /** For `tel:` links: digits only. */
  dial: Schema.optional(Schema.String),
  hours: Schema.String,
  /** The hours change by place or season: the page says so. */
  hoursVary: Schema.Boolean,
  description: Schema.String,
  source: Schema.NullOr(Schema.String),
})
export type HumanHelpEntry = typeof HumanHelpEntry.Type

export const HumanHelpSection = Schema.Struct({
  id: Schema.Literals(["now", "this_week", "psychologist"]),
  title: Schema.String,
  intro: Schema.String,
  entries: Schema.Array(HumanHelpEntry),
})
export type HumanHelpSection = typeof HumanHelpSection.Type

/** A count of crisis cards in a period (a day or a month) and category; null when under `smallest_shown`. */
export const ReferralCount = Schema.Struct({
  /** YYYY-MM-DD (a day in Rome) or YYYY-MM (a month). */
  period: Schema.String,
  category: Schema.Literals(["suicide", "self_harm", "harm_to_others", "abuse", "unspecified"]),
  cards: Schema.NullOr(Schema.Int),
})
export type ReferralCount = typeof ReferralCount.Type

/** Anonymous counts of crisis cards (issue 27): the periods that had any, oldest first. */
export const CrisisReferrals = Schema.Struct({
  counts: Schema.Array(ReferralCount),
  /** Counts below this are withheld (null): a small number could point at someone. */
  smallest_shown: Schema.Int,
})
export type CrisisReferrals = typeof CrisisReferrals.Type

/** The months GET /safety/crisis-referrals covers, this one included. */
export const REFERRAL_MONTHS = 12

/** Public: the numbers must reach anyone, signed in or not. */
export class SafetyGroup extends HttpApiGroup.make("safety").add(
  HttpApiEndpoint.get("crisisCard", "/safety/crisis-card", { success: CrisisCard }),
  /** Who to talk to, sorted by need (domain/safety/human-help.ts is the one copy). */
  HttpApiEndpoint.get("humanHelp", "/safety/human-help", { success: Schema.Array(HumanHelpSection) }),
  /** Monthly totals of crisis cards per category, for the public crisis protocol (async projection: may lag). */
  HttpApiEndpoint.get("crisisReferrals", "/safety/crisis-referrals", { success: CrisisReferrals }),
) {}
