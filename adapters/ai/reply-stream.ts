import { Cause, Effect, Queue, Schedule, Stream } from "effect"
import { AiError, type AiErrorKind } from "./ai-error.ts"

export interface StreamPolicy {
  /** From the request to the last token. */
  readonly overallTimeoutMs: number
  /** From each attempt's request to its first token. */
  readonly firstTokenTimeoutMs: number
  /** Extra attempts on 429, 5xx or a connection failure, only while no token has reached the caller. */
  readonly maxRetries: number
  /** Pause before retry n (0-based) is backoffMs * 2^n. */
  readonly backoffMs: number
}

export const DEFAULT_STREAM_POLICY: StreamPolicy = {
  overallTimeoutMs: 60_000,
  firstTokenTimeoutMs: 20_000,
  maxRetries: 2,
  backoffMs: 500,
}

/** Opens one attempt. It must stop when `signal` aborts and throw if the provider's end-of-reply marker is missing. */
export type OpenTextStream = (signal: AbortSignal) => AsyncIterable<string>

/** Thrown by providers for a reply that arrived but cannot be used (cut short, empty, malformed). */
export class ProviderFailure extends Error {
  readonly kind: AiErrorKind
  constructor(kind: AiErrorKind, message: string) {
    super(message)
    this.kind = kind
  }
}

interface Classified {
  readonly kind: AiErrorKind
  readonly retryable: boolean
  readonly detail: string
}

const describe = (error: unknown): string =>
  error instanceof Error ? `${error.name}: ${error.message}`.slice(0, 300) : String(error).slice(0, 300)

export const classify = (error: unknown): Classified => {
  if (error instanceof ProviderFailure) return { kind: error.kind, retryable: false, detail: error.message }
  const status = (error as { status?: unknown } | null)?.status
  if (typeof status === "number") {
    const detail = `HTTP ${status}: ${describe(error)}`
    if (status === 429) return { kind: "rate_limited", retryable: true, detail }
    if (status === 408) return { kind: "timeout", retryable: true, detail }
    if (status >= 500) return { kind: "unavailable", retryable: true, detail }
    if (status === 401 || status === 403 || status === 404)
      return { kind: "unavailable", retryable: false, detail }
    return { kind: "bad_response", retryable: false, detail }
  }
  if (error instanceof SyntaxError) return { kind: "bad_response", retryable: false, detail: describe(error) }
  return { kind: "unavailable", retryable: true, detail: describe(error) }
}

/** One attempt's failure: classified, and whether any token had reached the caller (then it is never retried). */
interface AttemptFailure extends Classified {
  readonly attempt: number
  readonly delivered: boolean
}

const timeout = (attempt: number, which: string): AttemptFailure => ({
  kind: "timeout",
  retryable: false,
  detail: `${which} timeout`,
  attempt,
  delivered: false,
})

/**
 * One attempt: the provider's stream read into `emit`. Interrupting it aborts the SDK's request (the signal of
 * `tryPromise`); it fails when no token came within the first-token deadline.
 */
const runAttempt = (
  open: OpenTextStream,
  policy: StreamPolicy,
  attempt: number,
  emit: (text: string) => void,
) =>
  Effect.suspend(() => {
    let delivered = false
    const read = Effect.tryPromise({
      try: async (signal) => {
        for await (const text of open(signal)) {
          if (text === "") continue
          delivered = true
          emit(text)
        }
        if (!delivered) throw new ProviderFailure("bad_response", "empty reply")
      },
      catch: (error): AttemptFailure => ({ ...classify(error), attempt, delivered }),
    })
    // The first-token deadline stops counting once a token arrived: the reader alone decides the end then.
    const firstTokenDeadline = Effect.sleep(policy.firstTokenTimeoutMs).pipe(
      Effect.andThen(
        Effect.suspend(() => (delivered ? Effect.never : Effect.fail(timeout(attempt, "first_token")))),
      ),
    )
    return Effect.raceFirst(read, firstTokenDeadline)
  })

/** Fails with "aborted" when the caller's signal aborts (never, without one). */
const callerAbort = (signal: AbortSignal | undefined) =>
  signal === undefined
    ? Effect.never
    : Effect.callback<never, AttemptFailure>((resume) => {
        const abort = () =>
          resume(
            Effect.fail({
              kind: "aborted",
              retryable: false,
              detail: "cancelled by the caller",
              attempt: 0,
              delivered: false,
            }),
          )
        if (signal.aborted) return abort()
        signal.addEventListener("abort", abort, { once: true })
        return Effect.sync(() => signal.removeEventListener("abort", abort))
      })

/**
 * Text deltas from a provider, with the policy applied: deadlines, retries before the first token only (with
 * exponential backoff), and cancellation that really stops the HTTP request (the SDK gets the signal).
 * Interrupting the stream, or the caller's `signal` aborting, aborts the request; the latter fails the stream
 * with kind "aborted".
 */
export const replyStream = (
  provider: string,
  open: OpenTextStream,
  policy: StreamPolicy,
  callerSignal?: AbortSignal,
): Stream.Stream<string, AiError> =>
  Stream.callback<string, AiError>((queue) => {
    let attempt = 0
    const attempts = Effect.suspend(() =>
      runAttempt(open, policy, attempt++, (text) => Queue.offerUnsafe(queue, text)),
    ).pipe(
      Effect.retry({
        schedule: Schedule.exponential(policy.backoffMs, 2),
        times: policy.maxRetries,
        while: (failure) => failure.retryable && !failure.delivered,
      }),
      Effect.timeoutOrElse({
        duration: policy.overallTimeoutMs,
        orElse: () => Effect.fail(timeout(Math.max(0, attempt - 1), "overall")),
      }),
    )
    return Effect.raceFirst(attempts, callerAbort(callerSignal)).pipe(
      Effect.matchEffect({
        onSuccess: () => Queue.end(queue),
        onFailure: (failure) =>
          Queue.failCause(
            queue,
            Cause.fail(
              new AiError({
                kind: failure.kind,
                provider,
                detail: `attempt ${failure.attempt + 1}: ${failure.detail}`,
              }),
            ),
          ),
      }),
      Effect.forkScoped,
    )
  })
