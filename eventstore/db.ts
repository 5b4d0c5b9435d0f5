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
        ({ sql }) => Effect.promise(() => sql.end({ timeout: 5 })),
      ),
    )
}

export const connect = (url: string, options: { max?: number } = {}): Sql =>
  postgres(url, {
    max: options.max ?? 10,
    onnotice: () => {},
    connection: { idle_in_transaction_session_timeout: 30_000, application_name: "cogi" },
    types: { bigint: postgres.BigInt },
  })

/** Runs a query as an Effect; database failures are defects (infrastructure, not domain). */
export const query = <A>(run: (sql: Sql) => Promise<A>) => Db.use(({ sql }) => Effect.promise(() => run(sql)))
