import fc from "fast-check"
import type { JsonSchema } from "./api-contract.ts"

/*
 * fast-check arbitraries for request bodies, derived from an endpoint's JSON Schema: values the schema allows,
 * values just past its limits, wrong types, missing and extra fields, and text no JSON parser accepts.
 */

const hostileText = fc.constantFrom(
  "",
  " ",
  "\u0000",
  "nul\u0000in mezzo",
  "\uFFFF",
  "😀🫠",
  "'; drop table events; --",
  "<script>alert(1)</script>",
  "../../etc/passwd",
  "%00",
  "a".repeat(10_000),
)

const text = (schema: JsonSchema) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.string({ maxLength: Math.min(schema.maxLength ?? 40, 40) }) },
    { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 30 }) },
    { weight: 2, arbitrary: hostileText },
    ...(schema.maxLength !== undefined
      ? [{ weight: 1, arbitrary: fc.constant("x".repeat(schema.maxLength + 1)) }]
      : []),
    ...(schema.enum ? [{ weight: 4, arbitrary: fc.constantFrom(...schema.enum) }] : []),
  )

const wrongType = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.double(),
  fc.integer(),
  fc.constant([]),
  fc.constant({}),
  fc.string({ maxLength: 5 }),
)

/** A value for `schema`: usually of the right shape, sometimes of the wrong type. */
export const valueFor = (schema: JsonSchema): fc.Arbitrary<unknown> => {
  const options = schema.anyOf ?? schema.oneOf
  if (options) return fc.oneof(...options.map(valueFor))
  if (schema.enum)
    return fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...schema.enum) },
      { weight: 1, arbitrary: wrongType },
    )
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type
  const right: fc.Arbitrary<unknown> =
    type === "object"
      ? objectFor(schema)
      : type === "array"
        ? fc.array(valueFor(schema.items ?? {}), { maxLength: 5 })
        : type === "string"
          ? text(schema)
          : type === "integer"
            ? fc.oneof(fc.integer(), fc.constantFrom(0, -1, 2 ** 31, Number.MAX_SAFE_INTEGER))
            : type === "number"
              ? fc.oneof(fc.double(), fc.constantFrom(1e300, -1e300, 0))
              : type === "boolean"
                ? fc.boolean()
                : type === "null"
                  ? fc.constant(null)
                  : fc.jsonValue()
  return fc.oneof({ weight: 5, arbitrary: right }, { weight: 1, arbitrary: wrongType })
}

const objectFor = (schema: JsonSchema): fc.Arbitrary<unknown> => {
  const properties = Object.entries(schema.properties ?? {})
  const required = new Set(schema.required ?? [])
  const fields = fc.tuple(
    ...properties.map(([key, value]) =>
      fc
        .option(valueFor(value), { freq: required.has(key) ? 10 : 2, nil: undefined })
        .map((v) => [key, v] as const),
    ),
  )
  const extra = fc.option(fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue(), { maxKeys: 2 }), {
    nil: undefined,
  })
  return fc.tuple(fields, extra).map(([entries, more]) => ({
    ...Object.fromEntries(entries.filter(([, v]) => v !== undefined)),
    ...more,
  }))
}

/** The raw request body: JSON of a schema-derived value, any JSON, or text that is not JSON at all. */
export const bodyFor = (schema: JsonSchema | undefined): fc.Arbitrary<string | undefined> =>
  fc.oneof(
    { weight: 6, arbitrary: valueFor(schema ?? {}).map((v) => JSON.stringify(v) ?? "null") },
    { weight: 1, arbitrary: fc.jsonValue().map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: fc.constantFrom("", "{", "nul", "[1,", '{"a":}', "\u0000") },
    { weight: 1, arbitrary: fc.constant(undefined) },
  )

/** A path parameter: the owner's real resource, a stranger's id, or junk. */
export const pathParamFor = (owned: string) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constant(owned) },
    { weight: 2, arbitrary: fc.uuid() },
    { weight: 2, arbitrary: fc.string({ minLength: 1, maxLength: 40 }) },
    { weight: 1, arbitrary: fc.constantFrom("..", "%2e%2e", "x".repeat(300), "\u0000", " ", "null") },
  )

/** English words Schema or Node would put in a message: an Italian detail has none of them. */
export const englishInDetail =
  /\b(Expected|Missing key|Unexpected|Invalid|must be|should be|is not|cannot|Not Found|Internal Server Error|Bad Request)\b/
