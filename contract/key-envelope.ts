import { Schema } from "effect"
import { BoundedText } from "./limits.ts"

/** Base64 of at most a few hundred bytes (salts, wrapped keys, the sealed recovery key). */
const KeyText = BoundedText(512)

/*
 * The keys the user holds (DESIGN §6). The server keeps the data key only wrapped: by a key derived in the
 * browser from the password (PBKDF2-SHA256, at least 600 000 iterations) and by one derived from the
 * recovery key. Every value is standard base64.
 */
/** An envelope keeps at most this many earlier data keys (domain/user/key-envelope-rules.ts says the same). */
const MAX_PREVIOUS_KEYS = 4

export const KeyEnvelopeDto = Schema.Struct({
  key_id: BoundedText(64),
  password: Schema.Struct({ salt: KeyText, iterations: Schema.Int, wrapped_key: KeyText }),
  recovery: Schema.Struct({
    salt: KeyText,
    wrapped_key: KeyText,
    /** The recovery key sealed by the data key (AES-GCM), so the signed-in user can read it again. */
    sealed_recovery_key: KeyText,
  }),
  /**
   * Earlier data keys, kept only to read what they encrypted, each sealed by this data key (AES-GCM): an old
   * account's password-derived key, replaced by a random one at its first password change or reset. Absent when
   * there are none.
   */
  previous_keys: Schema.optional(
    Schema.Array(KeyText).check(
      Schema.isMaxLength(MAX_PREVIOUS_KEYS, { message: `al massimo ${MAX_PREVIOUS_KEYS} chiavi` }),
    ),
  ),
})
export type KeyEnvelopeDto = typeof KeyEnvelopeDto.Type
