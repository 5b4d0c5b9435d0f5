import { Schema } from "effect"
import { InstantSchema, SchemaVersion1 } from "../shared/schemas.ts"

/**
 * The user's private vault was saved: one record encrypted in the browser with the user's data key (DESIGN §6).
 * What it holds (today the safety plan, "Il mio piano di sicurezza") is inside the ciphertext, so neither the
 * event type nor any field tells an administrator that this person made a safety plan.
 */
export const VaultSaved = Schema.TaggedStruct("VaultSaved", {
  schemaVersion: SchemaVersion1,
  userId: Schema.String,
  /** base64 of salt | iv | AES-GCM ciphertext, made in the browser: never plaintext. */
  ciphertext: Schema.String,
  at: InstantSchema,
})

export const VaultEvent = Schema.Union([VaultSaved])
export type VaultEvent = typeof VaultEvent.Type
