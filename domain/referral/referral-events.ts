import { Schema } from "effect"
import { SchemaVersion1 } from "../shared/schemas.ts"

/** The detector's categories (domain/safety/crisis-pattern.ts), or none named (a model's opinion without one). */
export const ReferralCategory = Schema.Literals([
  "suicide",
  "self_harm",
  "harm_to_others",
  "abuse",
  "unspecified",
])
export type ReferralCategory = typeof ReferralCategory.Type

/**
 * The crisis card was raised in a chat for the first time (issue 27: counts of crisis referrals). Anonymous by
 * construction: the day in Rome and a category, nothing else — no user, no chat, no time of day — in a stream
 * of its own, so that the count can be published without telling anyone who was in crisis.
 */
export const CrisisCardShown = Schema.TaggedStruct("CrisisCardShown", {
  schemaVersion: SchemaVersion1,
  /** YYYY-MM-DD in Rome. */
  day: Schema.String,
  category: ReferralCategory,
})

export const ReferralEvent = Schema.Union([CrisisCardShown])
export type ReferralEvent = typeof ReferralEvent.Type
