import { Effect, SchemaIssue } from "effect"
import { type HttpApiError, HttpApiMiddleware } from "effect/http-api"
import { ValidationError } from "../contract/errors.ts"
import { RequestValidation } from "../contract/middleware.ts"

const formatIssues = SchemaIssue.makeFormatterStandardSchemaV1()

/**
 * Schema's built-in messages are English ("Missing key", "Expected a value with a length of at least 6"); users get
 * Italian. Messages we write ourselves in contract checks (annotation `message`) are Italian already and pass through.
 */
const italian = (message: string): string => {
  if (message === "Missing key") return "campo obbligatorio mancante"
  if (message === "Unexpected key") return "campo non previsto"
  if (/valid JSON/i.test(message)) return "il corpo della richiesta non è un JSON valido"
  if (/^Expected (string|number|boolean|object|array|integer|a finite number)\b.*, got /i.test(message)) {
    return "tipo di valore non valido"
  }
  if (/^Expected |^Invalid /.test(message)) return "valore non valido"
  return message
}

export const describeSchemaError = (error: HttpApiError.HttpApiSchemaError): string => {
  const parts = formatIssues(error.cause.issue).issues.map((issue) => {
    const path = (issue.path ?? []).map((p) => String(typeof p === "object" ? p.key : p)).join(".")
    return path === "" ? italian(issue.message) : `${path}: ${italian(issue.message)}`
  })
  return [...new Set(parts)].join("; ")
}

/** Request decoding failures become 400 `VALIDATION_ERROR`; failures encoding OUR response are bugs (500). */
export const RequestValidationLive = HttpApiMiddleware.layerSchemaErrorTransform(
  RequestValidation,
  (error) =>
    error.kind === "Body" || error.kind === "ResponseHeaders"
      ? Effect.die(error)
      : Effect.fail(new ValidationError({ detail: `Richiesta non valida: ${describeSchemaError(error)}` })),
)
