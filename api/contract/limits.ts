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
} as const

/** A string of at most `max` characters. */
export const BoundedText = (max: number) =>
  Schema.String.check(Schema.isMaxLength(max, { message: `al massimo ${max} caratteri` }))

export const OptionalBoundedText = (max: number) => Schema.optional(Schema.NullOr(BoundedText(max)))
