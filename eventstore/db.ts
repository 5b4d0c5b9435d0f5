import { Context, Effect, Layer } from "effect"
import postgres from "postgres"

export type Sql = postgres.Sql
export type Tx = postgres.TransactionSql

/** The one connection pool of the process. Everything that talks to Postgres goes through it. */
export class Db extends Context.Service<Db, { readonly sql: Sql; readonly url: string }>()(
  "cogi/eventstore/Db",
) {
  static readonly layer = (url: string, options: { max?: number } = {}) =>
    Layer.effect(
      Db,
      Effect.acquireRelease(
        Effect.sync(() => Db.of({ sql: connect(url, options), url })),
        // Released last, once everything using it has stopped: a query still open after 2 s (a connection
        // cut by an outage that postgres.js never settled) no longer holds up the shutdown.
        ({ sql }) => Effect.promise(() => sql.end({ timeout: 2 })),
      ),
    )
}

/**
 * Reconnecting after the server went away waits at most about a second (postgres.js's default grows to 20 s), so
 * while Postgres restarts each request learns it at once (503) rather than hanging, and the first request after
 * it is back gets through; 10 s for a connection to open (30 by default) bounds an unreachable host the same way.
 */
const reconnectBackoffSeconds = (retries: number) =>
  (0.5 + Math.random() / 2) * Math.min(0.05 * 2 ** retries, 1)

export const connect = (url: string, options: { max?: number } = {}): Sql =>
  postgres(url, {
    max: options.max ?? 10,
    backoff: reconnectBackoffSeconds,
    connect_timeout: 10,
    onnotice: () => {},
    connection: { idle_in_transaction_session_timeout: 30_000, application_name: "cogi" },
    types: { bigint: postgres.BigInt },
  })

/** Runs a query as an Effect; database failures are defects (infrastructure, not domain). */
export const query = <A>(run: (sql: Sql) => Promise<A>) => Db.use(({ sql }) => Effect.promise(() => run(sql)))
