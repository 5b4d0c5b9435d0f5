import type { JsonSchema } from "./api-contract.ts"

/** The smallest body the schema accepts: required fields only, first enum value, "x" for text, 1 for numbers. */
export const exampleOf = (schema: JsonSchema): unknown => {
  if (schema.enum) return schema.enum[0]
  const options = schema.anyOf ?? schema.oneOf
  if (options) return exampleOf(options.find((o) => o.type !== "null") ?? options[0] ?? {})
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type
  switch (type) {
    case "object":
      return Object.fromEntries(
        (schema.required ?? []).map((key) => [key, exampleOf(schema.properties?.[key] ?? {})]),
      )
    case "array":
      return []
    case "string":
      return schema.format === "binary" ? "{}" : "x"
    case "integer":
    case "number":
      return Math.max(1, schema.minimum ?? 1)
    case "boolean":
      return true
    case "null":
      return null
    default:
      return {}
  }
}
