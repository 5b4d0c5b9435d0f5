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

/** Public: the numbers must reach anyone, signed in or not. */
export class SafetyGroup extends HttpApiGroup.make("safety").add(
  HttpApiEndpoint.get("crisisCard", "/safety/crisis-card", { success: CrisisCard }),
) {}
