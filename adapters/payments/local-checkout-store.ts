import { Effect, Option } from "effect"
import { type Db, query } from "../../eventstore/db.ts"
import type { PackageType } from "./checkout-packages.ts"
import type { CheckoutSession } from "./payments-provider.ts"

/** A row of `local_checkout_sessions`: the local provider's own record of a checkout. */
export interface LocalCheckoutSession extends CheckoutSession {
  readonly mode: "payment" | "subscription"
  readonly successUrl: string
  readonly cancelUrl: string
  readonly createdAt: Date
  readonly closedAt?: Date
}

interface Row {
  readonly id: string
  readonly user_id: string
  readonly package_type: PackageType
  readonly mode: "payment" | "subscription"
  readonly amount_total: number
  readonly currency: string
  readonly status: CheckoutSession["status"]
  readonly payment_status: CheckoutSession["paymentStatus"]
  readonly success_url: string
  readonly cancel_url: string
  readonly subscription_id: string | null
  readonly invoice_id: string | null
  readonly created_at: Date
  readonly closed_at: Date | null
}

const toSession = (row: Row): LocalCheckoutSession => ({
  sessionId: row.id,
  status: row.status,
  paymentStatus: row.payment_status,
  amountTotal: row.amount_total,
  currency: row.currency,
  userId: row.user_id,
  packageType: row.package_type,
  ...(row.subscription_id ? { subscriptionId: row.subscription_id } : {}),
  ...(row.invoice_id ? { invoiceId: row.invoice_id } : {}),
  mode: row.mode,
  successUrl: row.success_url,
  cancelUrl: row.cancel_url,
  createdAt: row.created_at,
  ...(row.closed_at ? { closedAt: row.closed_at } : {}),
})

export interface NewLocalSession {
  readonly id: string
  readonly userId: string
  readonly packageType: PackageType
  readonly mode: "payment" | "subscription"
  readonly amountTotal: number
  readonly currency: string
  readonly successUrl: string
  readonly cancelUrl: string
}

/** Inserts unless the id exists (same checkoutId twice), then returns what is stored. */
export const insertOrGet = (s: NewLocalSession): Effect.Effect<LocalCheckoutSession, never, Db> =>
  query(async (sql) => {
    await sql`
      insert into local_checkout_sessions (id, user_id, package_type, mode, amount_total, currency, success_url, cancel_url)
      values (${s.id}, ${s.userId}, ${s.packageType}, ${s.mode}, ${s.amountTotal}, ${s.currency}, ${s.successUrl}, ${s.cancelUrl})
      on conflict (id) do nothing`
    return sql<Row[]>`select * from local_checkout_sessions where id = ${s.id}`
  }).pipe(Effect.map((rows) => toSession(rows[0]!)))

export const findById = (id: string): Effect.Effect<Option.Option<LocalCheckoutSession>, never, Db> =>
  query((sql) => sql<Row[]>`select * from local_checkout_sessions where id = ${id}`).pipe(
    Effect.map((rows) => Option.map(Option.fromNullishOr(rows[0]), toSession)),
  )

export interface Closing {
  readonly status: "complete" | "expired"
  readonly paymentStatus: CheckoutSession["paymentStatus"]
  readonly subscriptionId: string | null
  readonly invoiceId: string | null
}

/** Closes an open session; none when it does not exist or was already closed (then nothing changes). */
export const closeIfOpen = (
  id: string,
  c: Closing,
): Effect.Effect<Option.Option<LocalCheckoutSession>, never, Db> =>
  query(
    (sql) => sql<Row[]>`
      update local_checkout_sessions
      set status = ${c.status}, payment_status = ${c.paymentStatus}, subscription_id = ${c.subscriptionId},
          invoice_id = ${c.invoiceId}, closed_at = now()
      where id = ${id} and status = 'open'
      returning *`,
  ).pipe(Effect.map((rows) => Option.map(Option.fromNullishOr(rows[0]), toSession)))

export const listSince = (since: Date): Effect.Effect<ReadonlyArray<LocalCheckoutSession>, never, Db> =>
  query(
    (sql) => sql<Row[]>`
      select * from local_checkout_sessions where created_at >= ${since} order by created_at desc, id desc limit 1000`,
  ).pipe(Effect.map((rows) => rows.map(toSession)))
