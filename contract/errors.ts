import { Effect, Schema } from "effect"
import { HttpApiSchema } from "effect/http-api"

/*
 * Every error the API sends has exactly `{ detail, code }` on the wire: `detail` is Italian text for the user,
 * `code` names the condition, so the client can branch on it: the domain error's tag in SCREAMING_SNAKE_CASE
 * (`SessionEnded` → `SESSION_ENDED`), or the class's generic code when no domain rule is behind the refusal.
 * The HTTP status stays per class. `_tag` stays on the instance (for catchTag) but is omitted from the body.
 */

/** The conditions a 400 names. */
export const ValidationCode = Schema.Literals([
  "VALIDATION_ERROR",
  "APPOINTMENT_ALREADY_PASSED",
  "APPOINTMENT_ALREADY_SCHEDULED",
  "APPOINTMENT_DATE_INVALID",
  "APPOINTMENT_DATE_MISSING",
  "APPOINTMENT_DATE_OUT_OF_RANGE",
  "APPOINTMENT_NOTES_TOO_LONG",
  "APPOINTMENT_NOT_FOUND",
  "APPOINTMENT_SLOT_INVALID",
  "APPOINTMENT_TIMEZONE_UNSUPPORTED",
  "ASSISTANT_NAME_EMPTY",
  "CONSENT_REQUIRED",
  "DISCOUNT_CODE_EMPTY",
  "EMAIL_MISSING",
  "EMERGENCY_CONTACT_RELATION_INVALID",
  "ENCRYPTION_SALT_INVALID",
  "JOURNEY_CIPHERTEXT_INVALID",
  "KEY_ENVELOPE_INVALID",
  "KEY_ENVELOPE_MISSING",
  "NEXT_SESSION_NOTES_TOO_LONG",
  "PASSWORD_RESET_NOT_ALLOWED",
  "PASSWORD_RESET_TOKEN_EXPIRED",
  "PASSWORD_RESET_TOKEN_INVALID",
  "PASSWORD_TOO_SHORT",
  "REMINDER_NOT_DUE",
  "REPLY_KEY_INVALID",
  "USER_EMAIL_INVALID",
  "USER_NAME_EMPTY",
  "VAULT_CIPHERTEXT_INVALID",
  "VERIFICATION_TOKEN_EXPIRED",
  "VERIFICATION_TOKEN_INVALID",
  "WRONG_PASSWORD",
])
export type ValidationCode = typeof ValidationCode.Type

/** The conditions a 401 names. */
export const UnauthorizedCode = Schema.Literals(["UNAUTHORIZED", "INVALID_CREDENTIALS"])
export type UnauthorizedCode = typeof UnauthorizedCode.Type

/** The conditions a 403 names. */
export const ForbiddenCode = Schema.Literals([
  "FORBIDDEN",
  "ADMIN_USER_PROTECTED",
  "EMAIL_NOT_VERIFIED",
  "NO_CREDITS_AVAILABLE",
  "OWN_ACCOUNT_PROTECTED",
  "PASSWORD_RESET_NOT_ALLOWED",
  "SESSION_ENDED",
])
export type ForbiddenCode = typeof ForbiddenCode.Type

/** The conditions a 404 names. */
export const NotFoundCode = Schema.Literals([
  "NOT_FOUND",
  "APPOINTMENT_NOT_FOUND",
  "CHAT_NOT_FOUND",
  "CHECKOUT_NOT_FOUND",
  "MOOD_NOT_FOUND",
  "SUMMARY_NOT_FOUND",
  "VISIT_NOTE_NOT_FOUND",
  "REPLY_NOT_FOUND",
  "USER_NOT_FOUND",
])
export type NotFoundCode = typeof NotFoundCode.Type

/** The conditions a 409 names. */
export const ConflictCode = Schema.Literals([
  "CONFLICT",
  "ADMIN_USER_PROTECTED",
  "APPOINTMENT_ALREADY_PASSED",
  "CHAT_ALREADY_EXISTS",
  "CHECKOUT_ALREADY_EXPIRED",
  "CHECKOUT_ALREADY_STARTED",
  "CHECKOUT_NOT_FOUND",
  "DATA_KEY_MISMATCH",
  "DATA_KEY_ROTATION_REQUIRED",
  "EMAIL_TAKEN",
  "EXCHANGE_NOT_REPLACEABLE",
  "KEYS_ALREADY_STORED",
  "MOOD_ALREADY_RECORDED",
  "NO_ACTIVE_SUBSCRIPTION",
  "PAYMENT_AMOUNT_MISMATCH",
  "PAYMENT_SUBSCRIPTION_MISSING",
  "REPLY_NOT_EXPECTED",
  "SESSION_ALREADY_STARTED",
  "SESSION_NOT_EXPIRED",
  "SESSION_NOT_EXTENDABLE",
  "SESSION_NOT_STARTED",
  "SUBSCRIPTION_ALREADY_ACTIVE",
  "SUMMARY_ALREADY_SAVED",
])
export type ConflictCode = typeof ConflictCode.Type

export class ValidationError extends Schema.Error<ValidationError>("ValidationError")(
  {
    _tag: Schema.tagDefaultOmit("ValidationError"),
    code: ValidationCode.pipe(Schema.withConstructorDefault(Effect.succeed("VALIDATION_ERROR" as const))),
    detail: Schema.String,
  },
  { httpApiStatus: 400 },
) {}

export class Unauthorized extends Schema.Error<Unauthorized>("Unauthorized")(
  {
    _tag: Schema.tagDefaultOmit("Unauthorized"),
    code: UnauthorizedCode.pipe(Schema.withConstructorDefault(Effect.succeed("UNAUTHORIZED" as const))),
    detail: Schema.String,
  },
  { httpApiStatus: 401 },
) {}

export class Forbidden extends Schema.Error<Forbidden>("Forbidden")(
  {
    _tag: Schema.tagDefaultOmit("Forbidden"),
    code: ForbiddenCode.pipe(Schema.withConstructorDefault(Effect.succeed("FORBIDDEN" as const))),
    detail: Schema.String,
  },
  { httpApiStatus: 403 },
) {}

export class NotFound extends Schema.Error<NotFound>("NotFound")(
  {
    _tag: Schema.tagDefaultOmit("NotFound"),
    code: NotFoundCode.pipe(Schema.withConstructorDefault(Effect.succeed("NOT_FOUND" as const))),
    detail: Schema.String,
  },
  { httpApiStatus: 404 },
) {}

export class Conflict extends Schema.Error<Conflict>("Conflict")(
  {
    _tag: Schema.tagDefaultOmit("Conflict"),
    code: ConflictCode.pipe(Schema.withConstructorDefault(Effect.succeed("CONFLICT" as const))),
    detail: Schema.String,
  },
  { httpApiStatus: 409 },
) {}

/** 429. `retryAfterSeconds` travels in the `Retry-After` header, not in the body. */
export class RateLimitedError extends Schema.Error<RateLimitedError>("RateLimited")({
  _tag: Schema.tagDefaultOmit("RateLimited"),
  code: Schema.tag("RATE_LIMITED"),
  detail: Schema.String,
  retryAfterSeconds: Schema.Int,
}) {}

const RateLimitedBody = Schema.Struct({ detail: Schema.String, code: Schema.Literal("RATE_LIMITED") }).pipe(
  HttpApiSchema.status(429),
)

/** Put this (not the class) in an endpoint's `error`; handlers fail with `new RateLimitedError({...})`. */
export const RateLimited = RateLimitedError.pipe(
  HttpApiSchema.encodeToWithHeaders(
    { body: RateLimitedBody, headers: { "retry-after": Schema.NumberFromString } },
    {
      decode: ({ body, headers }) =>
        new RateLimitedError({
          detail: body.detail,
          retryAfterSeconds: Math.max(0, Math.ceil(headers["retry-after"])),
        }),
      encode: (error) => ({
        body: { detail: error.detail, code: "RATE_LIMITED" as const },
        headers: { "retry-after": error.retryAfterSeconds },
      }),
    },
  ),
)

/** The codes of responses the framework builds itself (no typed error behind them). */
export const GenericCode = Schema.Literals([
  "VALIDATION_ERROR",
  "UNAUTHORIZED",
  "FORBIDDEN",
  "NOT_FOUND",
  "METHOD_NOT_ALLOWED",
  "REQUEST_TIMEOUT",
  "CONFLICT",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "RATE_LIMITED",
  "HEADERS_TOO_LARGE",
  "INTERNAL_ERROR",
  "SERVICE_UNAVAILABLE",
  "HTTP_ERROR",
])
export type GenericCode = typeof GenericCode.Type

/** Italian `detail` and `code` for responses the framework builds itself (no typed error behind them). */
export const genericErrors: Readonly<Record<number, readonly [code: GenericCode, detail: string]>> = {
  400: ["VALIDATION_ERROR", "Richiesta non valida"],
  401: ["UNAUTHORIZED", "Autenticazione richiesta. Effettua il login."],
  403: ["FORBIDDEN", "Accesso negato"],
  404: ["NOT_FOUND", "Risorsa non trovata"],
  405: ["METHOD_NOT_ALLOWED", "Metodo non consentito"],
  408: ["REQUEST_TIMEOUT", "Tempo di attesa della richiesta scaduto"],
  409: ["CONFLICT", "Conflitto con lo stato attuale della risorsa"],
  413: ["PAYLOAD_TOO_LARGE", "Richiesta troppo grande"],
  415: ["UNSUPPORTED_MEDIA_TYPE", "Tipo di contenuto non supportato"],
  429: ["RATE_LIMITED", "Troppe richieste. Riprova più tardi."],
  431: ["HEADERS_TOO_LARGE", "Intestazioni della richiesta troppo grandi"],
  500: ["INTERNAL_ERROR", "Errore interno del server"],
  503: ["SERVICE_UNAVAILABLE", "Servizio momentaneamente non disponibile. Riprova più tardi."],
}

export const genericError = (status: number): { readonly code: GenericCode; readonly detail: string } => {
  const [code, detail] =
    genericErrors[status] ??
    (status >= 500
      ? (["INTERNAL_ERROR", "Errore interno del server"] as const)
      : (["HTTP_ERROR", "Richiesta non riuscita"] as const))
  return { code, detail }
}

/**
 * Every `code` an error body can carry: the client branches on these (`SESSION_ENDED` shows the ended session,
 * `NO_CREDITS_AVAILABLE` offers credits). The group-specific codes (`ASSISTANT_UNAVAILABLE`,
 * `PAYMENT_PROVIDER_ERROR`, `INVALID_SIGNATURE`) are declared beside their endpoints; the picture routes
 * (contract/images.ts) add `IMAGE_QUOTA_EXCEEDED`, and the holding server that answers while the service starts
 * sends `STARTING` (503).
 */
export type ApiErrorCode =
  | ValidationCode
  | UnauthorizedCode
  | ForbiddenCode
  | NotFoundCode
  | ConflictCode
  | GenericCode
  | "ASSISTANT_UNAVAILABLE"
  | "PAYMENT_PROVIDER_ERROR"
  | "INVALID_SIGNATURE"
  | "IMAGE_QUOTA_EXCEEDED"
  | "STARTING"
