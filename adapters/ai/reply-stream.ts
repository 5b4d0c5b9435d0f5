import { Cause, Effect, Queue, Stream } from "effect"
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

class Deadline {
  readonly which: "overall" | "first_token"
  constructor(which: "overall" | "first_token") {
    this.which = which
  }
}
class Cancelled {}

interface Classified {
  readonly kind: AiErrorKind
  readonly retryable: boolean
  readonly detail: string
}

const describe = (error: unknown): string =>
  error instanceof Error ? `${error.name}: ${error.message}`.slice(0, 300) : String(error).slice(0, 300)

export const classify = (error: unknown, signal: AbortSignal): Classified => {
  if (signal.aborted) {
    const reason: unknown = signal.reason
    if (reason instanceof Deadline)
      return { kind: "timeout", retryable: false, detail: `${reason.which} timeout` }
    return { kind: "aborted", retryable: false, detail: "cancelled by the caller" }
  }
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

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason)
    const onAbort = () => {
      clearTimeout(timer)
      reject(signal.reason)
    }
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", onAbort)
      resolve()
    }, ms)
    signal.addEventListener("abort", onAbort, { once: true })
  })

/** Aborts `child` whenever `parent` aborts, with the same reason; returns the unlink. */
const link = (parent: AbortSignal, child: AbortController): (() => void) => {
  const forward = () => child.abort(parent.reason)
  if (parent.aborted) forward()
  else parent.addEventListener("abort", forward, { once: true })
  return () => parent.removeEventListener("abort", forward)
}

const runAttempts = async (
  provider: string,
  open: OpenTextStream,
  policy: StreamPolicy,
  outer: AbortSignal,
  emit: (text: string) => void,
): Promise<void> => {
  for (let attempt = 0; ; attempt++) {
    const controller = new AbortController()
    const unlink = link(outer, controller)
    const firstToken = setTimeout(
      () => controller.abort(new Deadline("first_token")),
      policy.firstTokenTimeoutMs,
    )
    let delivered = false
    try {
      for await (const text of open(controller.signal)) {
        if (text === "") continue
        if (!delivered) clearTimeout(firstToken)
        delivered = true
        emit(text)
      }
      if (controller.signal.aborted) throw controller.signal.reason
      if (!delivered) throw new ProviderFailure("bad_response", "empty reply")
      return
    } catch (error) {
      const failure = classify(error, controller.signal)
      if (delivered || !failure.retryable || attempt >= policy.maxRetries) {
        throw new AiError({
          kind: failure.kind,
          provider,
          detail: `attempt ${attempt + 1}: ${failure.detail}`,
        })
      }
      await pause(policy.backoffMs * 2 ** attempt, outer).catch(() => {
        throw new AiError({ ...classify(undefined, outer), provider })
      })
    } finally {
      clearTimeout(firstToken)
      unlink()
    }
  }
}

/**
 * Text deltas from a provider, with the policy applied: deadlines, retries before the first token only, and
 * cancellation that really stops the HTTP request (the SDK gets the signal). Interrupting the stream, or the
 * caller's `signal` aborting, aborts the request; the latter fails the stream with kind "aborted".
 */
export const replyStream = (
  provider: string,
  open: OpenTextStream,
  policy: StreamPolicy,
  callerSignal?: AbortSignal,
): Stream.Stream<string, AiError> =>
  Stream.callback<string, AiError>((queue) =>
    Effect.gen(function* () {
      const controller = yield* Effect.acquireRelease(
        Effect.sync(() => new AbortController()),
        (controller) => Effect.sync(() => controller.abort(new Cancelled())),
      )
      const overall = setTimeout(() => controller.abort(new Deadline("overall")), policy.overallTimeoutMs)
      const unlink = callerSignal ? link(callerSignal, controller) : () => {}
      yield* Effect.addFinalizer(() =>
        Effect.sync(() => {
          clearTimeout(overall)
          unlink()
        }),
      )
      void runAttempts(provider, open, policy, controller.signal, (text) =>
        Queue.offerUnsafe(queue, text),
      ).then(
        () => Queue.endUnsafe(queue),
        (error: unknown) =>
          Queue.failCauseUnsafe(
            queue,
            Cause.fail(
              error instanceof AiError
                ? error
                : new AiError({ kind: "bad_response", provider, detail: describe(error) }),
            ),
          ),
      )
    }),
  )
