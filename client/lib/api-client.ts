import type { ApiErrorCode } from "../../contract/errors.ts"
import type { EndpointKey, PayloadOf, SuccessOf } from "./api-endpoints.ts"
import { noteServerDate } from "./server-clock.ts"

/** Base of every API path: the backend address (empty = same origin) plus /api. */
const apiOrigin: unknown = import.meta.env["VITE_API_ORIGIN"]
export const API_BASE_URL = `${typeof apiOrigin === "string" ? apiOrigin : ""}/api`

/** A failed API call. `detail` is the server's Italian message when it sent one. */
export class ApiError extends Error {
  readonly status: number
  readonly detail: string | null
  readonly code: string | null
  readonly retryAfterSeconds: number | null

  constructor(init: {
    status: number
    detail: string | null
    code: string | null
    retryAfterSeconds: number | null
  }) {
    super(init.detail ?? `HTTP ${init.status}`)
    this.name = "ApiError"
    this.status = init.status
    this.detail = init.detail
    this.code = init.code
    this.retryAfterSeconds = init.retryAfterSeconds
  }
}

/**
 * Why a request got no answer at all (issue 28): the device offline, or online and Cogi's server not answering,
 * which is not the person's Wi-Fi.
 */
export const unreachableText = (): string =>
  typeof navigator !== "undefined" && !navigator.onLine
    ? "Il dispositivo sembra offline: controlla il Wi‑Fi o i dati mobili e riprova."
    : "Non riusciamo a raggiungere il server di Cogi: il problema è nostro, non della tua connessione. Riprova tra poco."

/** A request that never got an answer (offline, the server down, a connection cut). */
export const isUnreachable = (error: unknown): boolean =>
  error instanceof ApiError && error.code === "network_error"

/**
 * The server's detail when there is one; a request that got no answer says so; otherwise the screen's own
 * fallback text.
 */
export const errorMessage = (error: unknown, fallback: string): string =>
  error instanceof ApiError && error.detail !== null && error.detail.trim() !== ""
    ? error.detail
    : isUnreachable(error)
      ? unreachableText()
      : fallback

export const isApiError = (error: unknown, status?: number): error is ApiError =>
  error instanceof ApiError && (status === undefined || error.status === status)

/** True when the server named this condition (contract/errors.ts lists every code it can send). */
export const hasErrorCode = (error: unknown, code: ApiErrorCode): error is ApiError =>
  error instanceof ApiError && error.code === code

/** A request that never got an answer (offline, DNS, connection reset). */
export const networkError = () =>
  new ApiError({ status: 0, detail: null, code: "network_error", retryAfterSeconds: null })

export type ApiRequestOptions = {
  readonly signal?: AbortSignal
  /** Skip the global 401 handling (used by the start-up session check, which handles it itself). */
  readonly ignoreUnauthorized?: boolean
}

/** A verb without a body (GET, DELETE): the endpoint's answer as its contract types it. */
type BodilessCall = <K extends EndpointKey>(
  endpoint: K,
  path: string,
  options?: ApiRequestOptions,
) => Promise<SuccessOf<K>>

/** A verb with a body (POST, PUT): the body and the answer as the endpoint's contract types them. */
type BodyCall = <K extends EndpointKey>(
  endpoint: K,
  path: string,
  body?: PayloadOf<K>,
  options?: ApiRequestOptions,
) => Promise<SuccessOf<K>>

/**
 * One method per HTTP verb; each call names the contract endpoint it reaches ("admin.stats", "auth.login"), which
 * types its body and its answer from the contract's Schemas (see api-endpoints.ts).
 */
export type ApiClient = {
  readonly get: BodilessCall
  readonly post: BodyCall
  readonly put: BodyCall
  readonly delete: BodilessCall
}

export type ApiClientConfig = {
  readonly baseUrl?: string
  /** The bearer credential, read at every request (null when signed out). */
  readonly getToken: () => string | null
  /** Called when a request that carried a bearer token is answered 401. */
  readonly onUnauthorized?: () => void
  readonly fetch?: typeof fetch
}

const parseRetryAfter = (value: string | null): number | null => {
  if (value === null) return null
  const seconds = Number(value)
  return Number.isFinite(seconds) ? seconds : null
}

/** The ApiError of a failed response: its `{ detail, code }` body when it has one, and its Retry-After. */
export const readApiError = async (response: Response): Promise<ApiError> => {
  let detail: string | null = null
  let code: string | null = null
  try {
    const body: unknown = await response.json()
    if (typeof body === "object" && body !== null) {
      if ("detail" in body && typeof body.detail === "string") detail = body.detail
      if ("code" in body && typeof body.code === "string") code = body.code
    }
  } catch {
    // Not JSON (a proxy error page, for instance): the caller's fallback text applies.
  }
  return new ApiError({
    status: response.status,
    detail,
    code,
    retryAfterSeconds: parseRetryAfter(response.headers.get("Retry-After")),
  })
}

/** A small fetch-based client: JSON in and out, bearer header once signed in, no default timeout. */
export const createApiClient = (config: ApiClientConfig): ApiClient => {
  const baseUrl = config.baseUrl ?? API_BASE_URL
  const doFetch = config.fetch ?? ((input, init) => globalThis.fetch(input, init))

  const request = async (
    method: string,
    path: string,
    body: unknown,
    options: ApiRequestOptions = {},
  ): Promise<unknown> => {
    const token = config.getToken()
    const headers: Record<string, string> = { Accept: "application/json" }
    if (body !== undefined) headers["Content-Type"] = "application/json"
    if (token !== null) headers["Authorization"] = `Bearer ${token}`

    let response: Response
    try {
      response = await doFetch(`${baseUrl}${path}`, {
        method,
        headers,
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
        ...(options.signal !== undefined ? { signal: options.signal } : {}),
      })
    } catch (cause) {
      if (cause instanceof DOMException && cause.name === "AbortError") throw cause
      throw networkError()
    }
    noteServerDate(response.headers.get("Date"))

    if (!response.ok) {
      const error = await readApiError(response)
      if (response.status === 401 && token !== null && options.ignoreUnauthorized !== true) {
        config.onUnauthorized?.()
      }
      throw error
    }

    if (response.status === 204) return undefined
    const text = await response.text()
    return text === "" ? undefined : JSON.parse(text)
  }

  // The one place the answer is trusted to be what the contract says (the server encodes it with that Schema;
  // decoding it again here would bring Effect into the bundle).
  const typed = <K extends EndpointKey>(answer: Promise<unknown>) => answer as Promise<SuccessOf<K>>

  return {
    get: (_endpoint, path, options) => typed(request("GET", path, undefined, options)),
    post: (_endpoint, path, body, options) => typed(request("POST", path, body, options)),
    put: (_endpoint, path, body, options) => typed(request("PUT", path, body, options)),
    delete: (_endpoint, path, options) => typed(request("DELETE", path, undefined, options)),
  }
}
