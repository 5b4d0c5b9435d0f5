import { ByteSize, Cause, Clock, Effect, References } from "effect"
import type { Types } from "effect"
import {
  type Headers,
  HttpIncomingMessage,
  HttpMiddleware,
  HttpRouter,
  HttpServerError,
  HttpServerRequest,
  HttpServerResponse,
} from "effect/http"
import type { IpNetwork } from "effect/net"
import { outageSummary } from "../eventstore/database-unavailable.ts"
import { genericError } from "../contract/errors.ts"
import { observeRequest } from "./request-observability.ts"

/**
 * Postgres refuses text it cannot store (a NUL character, an invalid code point), wherever a user put it: a field,
 * a path segment, a header. That is bad input, not a server fault: 400 for every route, decided here once.
 */
const unstorableTextCodes = new Set(["22021", "22P05", "22P02"])
const isUnstorableText = (error: unknown) =>
  typeof error === "object" &&
  error !== null &&
  (error as { name?: unknown }).name === "PostgresError" &&
  unstorableTextCodes.has(String((error as { code?: unknown }).code))
const jsonUnstorableText = () =>
  HttpServerResponse.jsonUnsafe(
    { detail: "Richiesta non valida: contiene caratteri non ammessi.", code: "VALIDATION_ERROR" },
    { status: 400 },
  )

/** Seconds a client waits before trying again after a 503 (the database restarting, a provider failing). */
const retryAfterSeconds = "5"

export interface HttpPolicyOptions {
  /** Largest accepted request body; routes with multipart limits override it. Default 1 MiB. */
  readonly maxBodySize?: ByteSize.ByteSize
  /** Send Strict-Transport-Security (only when the public URL is https). */
  readonly hsts?: boolean
  /** Proxies whose X-Forwarded-* headers are believed (see `AppConfigShape.trustedProxies`). */
  readonly trustedProxies?: ReadonlyArray<IpNetwork.IpNetwork>
}

export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "media-src 'self' blob:",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ")

export const securityHeaders: Readonly<Record<string, string>> = {
  "content-security-policy": contentSecurityPolicy,
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  // microphone=(self): the chat offers voice dictation.
  "permissions-policy": "camera=(), microphone=(self), geolocation=(), payment=()",
}

/** `{ detail, code }` for a status the framework produced without a typed error. */
export const jsonError = (status: number): HttpServerResponse.HttpServerResponse =>
  HttpServerResponse.jsonUnsafe(genericError(status), { status })

const withoutContentHeaders = ({ "content-type": _t, "content-length": _l, ...rest }: Headers.Headers) => rest

const contentTypeOf = (response: HttpServerResponse.HttpServerResponse) =>
  String(
    ("contentType" in response.body && response.body.contentType) || response.headers["content-type"] || "",
  )

const isApiPath = (path: string) => path === "/api" || path.startsWith("/api/")

/**
 * Paths polled or fetched so often that a line per success would drown the log: their successful GETs are
 * not logged (failures still are). Static files, health, session-info, a session's status.
 */
const isQuietPath = (path: string) =>
  path === "/api/health" ||
  path === "/api/health/live" ||
  path === "/api/health/ready" ||
  path === "/api/user/session-info" ||
  path.startsWith("/api/sessions/status/") ||
  !isApiPath(path)

const cacheControlFor = (path: string, response: HttpServerResponse.HttpServerResponse) => {
  if (isApiPath(path) || response.status >= 400) return "no-store"
  // Vite puts content-hashed file names under /assets: they never change.
  if (path.startsWith("/assets/")) return "public, max-age=31536000, immutable"
  return "no-cache"
}

/**
 * Wraps every route: body size limit, JSON `{detail, code}` for every error the framework builds (404, 405, 413,
 * 415, 500...), no internals in 5xx (the cause goes to the log), security headers and cache policy everywhere.
 */
export const makeHttpPolicy = (options: HttpPolicyOptions = {}) => {
  const maxBodySize = options.maxBodySize ?? ByteSize.mebibytes(1)
  const headers = options.hsts
    ? { ...securityHeaders, "strict-transport-security": "max-age=63072000; includeSubDomains" }
    : securityHeaders
  const forwarded =
    options.trustedProxies && options.trustedProxies.length > 0
      ? HttpMiddleware.xForwardedHeaders({ trustedProxies: options.trustedProxies })
      : <E, R>(app: Effect.Effect<HttpServerResponse.HttpServerResponse, E, R>) => app
  return HttpRouter.middleware(
    (
      app,
    ): Effect.Effect<
      HttpServerResponse.HttpServerResponse,
      Types.unhandled,
      HttpServerRequest.HttpServerRequest
    > =>
      Effect.gen(function* () {
        const request = yield* HttpServerRequest.HttpServerRequest
        const path = request.url.split("?")[0] ?? "/"
        return yield* observeRequest(request, path, policy(request, path, app))
      }),
    { global: true },
  )

  function policy<E, R>(
    request: HttpServerRequest.HttpServerRequest,
    path: string,
    app: Effect.Effect<HttpServerResponse.HttpServerResponse, E, R>,
  ): Effect.Effect<HttpServerResponse.HttpServerResponse, never, R | HttpServerRequest.HttpServerRequest> {
    return Effect.gen(function* () {
      const response = yield* app.pipe(
        forwarded,
        Effect.provideService(HttpIncomingMessage.MaxBodySize, maxBodySize),
        Effect.catchCause((cause) => {
          if (isUnstorableText(Cause.squash(cause))) return Effect.succeed(jsonUnstorableText())
          const outage = outageSummary(cause)
          if (outage !== undefined)
            return Effect.as(
              Effect.logWarning(
                "Unavailable (database or network): 503",
                { method: request.method, path },
                outage,
              ),
              jsonError(503),
            )
          return Effect.flatMap(HttpServerError.causeResponse(cause), ([res]) =>
            res.status >= 500 && res.status !== 503
              ? Effect.andThen(
                  Effect.logError("Unhandled error", { method: request.method, path }, cause),
                  withRequestId(res),
                )
              : Effect.succeed(res),
          )
        }),
      )
      const jsonBody =
        response.status >= 400 && !contentTypeOf(response).includes("json")
          ? HttpServerResponse.setHeaders(jsonError(response.status), withoutContentHeaders(response.headers))
          : response
      // Every 503 is a passing condition (database, provider, start-up): say when to come back.
      const json =
        jsonBody.status === 503 && jsonBody.headers["retry-after"] === undefined
          ? HttpServerResponse.setHeader(jsonBody, "retry-after", retryAfterSeconds)
          : jsonBody
      if (request.method === "GET" && json.status < 400 && isQuietPath(path))
        yield* HttpMiddleware.withLoggerDisabled(Effect.void)
      const streaming = contentTypeOf(json).includes("text/event-stream") ? { "x-accel-buffering": "no" } : {}
      // A route may send its own (narrower or adjusted) CSP, e.g. the local checkout page's form-action.
      const ownCsp = json.headers["content-security-policy"]
      // The app's own clock (the dev clock when it is moved): the client reads "today" from it, not the device's.
      const now = yield* Clock.currentTimeMillis
      return HttpServerResponse.setHeaders(json, {
        ...headers,
        ...(ownCsp ? { "content-security-policy": ownCsp } : {}),
        ...streaming,
        "cache-control": cacheControlFor(path, json),
        date: new Date(now).toUTCString(),
      })
    })
  }
}

/** A 500 names its request in its Italian detail, so the person who saw it can quote it to support. */
const withRequestId = (response: HttpServerResponse.HttpServerResponse) =>
  Effect.gen(function* () {
    const id = (yield* References.CurrentLogAnnotations)["request_id"]
    if (typeof id !== "string") return response
    const { code, detail } = genericError(500)
    return HttpServerResponse.jsonUnsafe(
      { detail: `${detail} (codice della richiesta: ${id})`, code },
      { status: response.status, headers: withoutContentHeaders(response.headers) },
    )
  })

/** Unknown `/api` paths and methods answer 404 JSON instead of falling through to the SPA. */
export const ApiNotFound = HttpRouter.add("*", "/api/*", Effect.succeed(jsonError(404)))
