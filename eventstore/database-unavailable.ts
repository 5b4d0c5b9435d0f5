import { Cause } from "effect"

/*
 * Database trouble that is nobody's fault in the request and passes by itself: Postgres down or restarting,
 * a connection cut, the server read-only, out of disk or connections. The HTTP edge answers it 503 with
 * Retry-After (never 500), and a caller may try again later; anything else stays a fault.
 */

/** Client-side codes: postgres.js connection errors and the socket errors of Node. */
const connectionCodes = new Set([
  "CONNECTION_CLOSED",
  "CONNECTION_DESTROYED",
  "CONNECTION_ENDED",
  "CONNECT_TIMEOUT",
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
])

/**
 * SQLSTATEs: class 08 (connection exception), 53 (insufficient resources: disk full, out of memory, too many
 * connections), 58 (system error: I/O), 57P01–57P03 (server shutting down, crashed, starting up), and 25006
 * (read-only transaction: the server or a replica refuses writes for now).
 */
const isOutageState = (state: string) =>
  state.startsWith("08") ||
  state.startsWith("53") ||
  state.startsWith("58") ||
  state === "57P01" ||
  state === "57P02" ||
  state === "57P03" ||
  state === "25006"

/**
 * node-postgres (pg-boss's driver) ends a query on a lost or refused connection with a plain Error, no code: its
 * own words, exactly (pg/lib/client.js, pg-pool/index.js), to which pg-boss may add the queue and the worker.
 */
const pgConnectionMessage =
  /^(Connection terminated unexpectedly|Connection terminated due to connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error and is not queryable)( \(Queue: [^()]*\))?$/

const isOutageError = (value: unknown): value is { readonly code?: string } => {
  if (typeof value !== "object" || value === null) return false
  const { code, message } = value as { code?: unknown; message?: unknown }
  if (code === undefined && value instanceof Error) return pgConnectionMessage.test(String(message))
  return (
    typeof code === "string" &&
    (connectionCodes.has(code) || (/^[0-9A-Z]{5}$/.test(code) && isOutageState(code)))
  )
}

/** The outage error in `value` or in what it wraps (`cause`, an Effect Cause's failures and defects). */
const findOutage = (value: unknown, depth = 0): { readonly code?: string } | undefined => {
  if (depth > 8 || value === null || value === undefined) return undefined
  if (Cause.isCause(value)) {
    for (const reason of value.reasons) {
      const found = Cause.isFailReason(reason)
        ? findOutage(reason.error, depth + 1)
        : Cause.isDieReason(reason)
          ? findOutage(reason.defect, depth + 1)
          : undefined
      if (found) return found
    }
    return undefined
  }
  if (isOutageError(value)) return value
  if (value instanceof AggregateError)
    for (const error of value.errors) {
      const found = findOutage(error, depth + 1)
      if (found) return found
    }
  return typeof value === "object" && "cause" in value
    ? findOutage((value as { cause?: unknown }).cause, depth + 1)
    : undefined
}

/** Whether `value`, or an error it wraps (`cause`, an Effect Cause's failures and defects), is an outage. */
export const isDatabaseUnavailable = (value: unknown): boolean => findOutage(value) !== undefined

/**
 * One line for the log when `value` is an outage (`57P03: the database system is starting up`), else undefined:
 * while Postgres is away every poll fails the same way, and a whole error object each time drowns the log.
 */
export const outageSummary = (value: unknown): string | undefined => {
  const found = findOutage(value)
  if (found === undefined) return undefined
  const message = (found as { message?: unknown }).message
  const text = typeof message === "string" ? message.split("\n")[0] : "database unavailable"
  return found.code === undefined ? text : `${found.code}: ${text}`
}
