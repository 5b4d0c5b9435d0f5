import { Schema } from "effect"
import { HttpApiSchema } from "effect/http-api"

/*
 * Every error the API sends has exactly `{ detail, code }` on the wire: `detail` is Italian text for the user,
 * `code` a stable machine code. `_tag` stays on the instance (for catchTag) but is omitted from the body.
 */

export class ValidationError extends Schema.Error<ValidationError>("ValidationError")(
  {
    _tag: Schema.tagDefaultOmit("ValidationError"),
    code: Schema.tag("VALIDATION_ERROR"),
    detail: Schema.String,
  },
  { httpApiStatus: 400 },
) {}

export class Unauthorized extends Schema.Error<Unauthorized>("Unauthorized")(
  { _tag: Schema.tagDefaultOmit("Unauthorized"), code: Schema.tag("UNAUTHORIZED"), detail: Schema.String },
  { httpApiStatus: 401 },
) {}

export class Forbidden extends Schema.Error<Forbidden>("Forbidden")(
  { _tag: Schema.tagDefaultOmit("Forbidden"), code: Schema.tag("FORBIDDEN"), detail: Schema.String },
  { httpApiStatus: 403 },
) {}

export class NotFound extends Schema.Error<NotFound>("NotFound")(
  { _tag: Schema.tagDefaultOmit("NotFound"), code: Schema.tag("NOT_FOUND"), detail: Schema.String },
  { httpApiStatus: 404 },
) {}

export class Conflict extends Schema.Error<Conflict>("Conflict")(
  { _tag: Schema.tagDefaultOmit("Conflict"), code: Schema.tag("CONFLICT"), detail: Schema.String },
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

/** Italian `detail` and `code` for responses the framework builds itself (no typed error behind them). */
export const genericErrors: Readonly<Record<number, readonly [code: string, detail: string]>> = {
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

export const genericError = (status: number): { readonly code: string; readonly detail: string } => {
  const [code, detail] =
    genericErrors[status] ??
    (status >= 500
      ? ["INTERNAL_ERROR", "Errore interno del server"]
      : ["HTTP_ERROR", "Richiesta non riuscita"])
  return { code, detail }
}
