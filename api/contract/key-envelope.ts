import { Schema } from "effect"

/*
 * The keys the user holds (DESIGN §6). The server keeps the data key only wrapped: by a key derived in the
 * browser from the password (PBKDF2-SHA256, at least 600 000 iterations) and by one derived from the
 * recovery key. Every value is standard base64.
 */
export const KeyEnvelopeDto = Schema.Struct({
  key_id: Schema.String,
  password: Schema.Struct({ salt: Schema.String, iterations: Schema.Int, wrapped_key: Schema.String }),
  recovery: Schema.Struct({
    salt: Schema.String,
    wrapped_key: Schema.String,
    /** The recovery key sealed by the data key (AES-GCM), so the signed-in user can read it again. */
    sealed_recovery_key: Schema.String,
  }),
})
export type KeyEnvelopeDto = typeof KeyEnvelopeDto.Type
