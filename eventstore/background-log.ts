import { Effect } from "effect"

/** What a background failure may say in the log: its kind and code, never the values a query carried. */
const describe = (error: unknown): Record<string, unknown> =>
  error instanceof Error
    ? { error: error.name, code: (error as { code?: unknown }).code, reason: error.message.slice(0, 200) }
    : { error: String(error).slice(0, 200) }

/**
 * A logger for callbacks that run outside any fiber (pg-boss's error events, a job handler's failure, the
 * projector's), bound to the services of the layer that built them: its lines go through the same loggers as
 * the rest (one JSON object per line in production, cli/observability/logging.ts).
 */
export const backgroundErrorLog = Effect.map(
  Effect.context<never>(),
  (context) =>
    (message: string, error?: unknown): void =>
      void Effect.runForkWith(context)(
        Effect.logError(message).pipe(Effect.annotateLogs(error === undefined ? {} : describe(error))),
      ),
)
