import { Schema } from "effect"

/** Empty, too long, or not base64: not something the browser's encryption makes (HTTP 400). */
export class VaultCiphertextInvalid extends Schema.TaggedError<VaultCiphertextInvalid>()(
  "VaultCiphertextInvalid",
  { maxLength: Schema.Number },
) {}

export type VaultError = VaultCiphertextInvalid
