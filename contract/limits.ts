import { Schema } from "effect"

/*
 * The largest value each text field accepts, enforced where a request enters (the contract), before any
 * hashing, lookup or storage: an over-long field is a 400 with an Italian detail naming the field.
 */
export const fieldMaxima = {
  email: 254,
  name: 100,
  password: 256,
  aiName: 50,
  phone: 30,
  relation: 20,
  encryptionSalt: 64,
  token: 512,
  discountCode: 64,
  notes: 200,
  timezone: 64,
  instant: 64,
  id: 64,
  packageType: 64,
  origin: 2048,
  providerSessionId: 255,
  /*
   * Ciphertext (base64 of salt | iv | AES-GCM, about 4/3 of the text plus 60 characters) that ends up in an event
   * (issue 24). Each leaves generous room over what the app really stores, and stays well under the 1 MiB body.
   */
  /** A message of 8,000 characters, each up to 4 bytes in UTF-8, encrypted: ≈ 42,700. */
  messageCiphertext: 64_000,
  /** A reply of 1,024 tokens (what Anthropic and Gemini are asked for) is ≈ 7,000: nine times that. */
  replyCiphertext: 64_000,
  /** The chat's title: the first words of the first message, encrypted. */
  titleCiphertext: 4_000,
  /** `/api/images/{id}` or an `https://` address: a reference, never the picture. */
  imageReference: 2_048,
  /**
   * The picture itself, `enc:` + its encrypted data URL, when the upload failed (two base64 passes: a 390 KB
   * picture). As large as the copy the assistant may look at, so both still fit in one request.
   */
  imageInline: 700_000,
  /** The app stores a fixed sentence that says nothing about the picture (38 characters). */
  imageAlt: 200,
  /** The safety plan: 8,160 with eight lines in each of its seven steps, 49,300 with fifty. */
  vaultCiphertext: 64_000,
  /** A session's summary, a few paragraphs (domain/journey: SUMMARY_MAX_CIPHERTEXT). */
  summaryCiphertext: 16_000,
  /** A mood check-in: a score and one word (domain/journey: MOOD_MAX_CIPHERTEXT). */
  moodCiphertext: 1_000,
  /** "Cosa vorrei dire", the note for a visit: four short sections (domain/journey: VISIT_NOTE_MAX_CIPHERTEXT). */
  visitNoteCiphertext: 40_000,
} as const

/** A string of at most `max` characters. */
export const BoundedText = (max: number) =>
  Schema.String.check(Schema.isMaxLength(max, { message: `al massimo ${max} caratteri` }))

export const OptionalBoundedText = (max: number) => Schema.optional(Schema.NullOr(BoundedText(max)))
