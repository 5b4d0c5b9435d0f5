import { Effect, Option } from "effect"
import { type Db, query } from "../../eventstore/db.ts"

/** How long a portal page stays open after the app made it (Stripe's portal sessions are short-lived too). */
export const PORTAL_PAGE_MINUTES = 60

/** A row of `local_portal_sessions`: one opening of the local stand-in for Stripe's customer portal. */
export interface LocalPortalSession {
  readonly id: string
  readonly userId: string
  readonly subscriptionId: string
  readonly expiresAt: Date
  /** Cancelled before this page was opened, or on it. */
  readonly cancelled: boolean
  readonly returnUrl: string
}

interface Row {
  readonly id: string
  readonly user_id: string
  readonly subscription_id: string
  readonly expires_at: Date
  readonly already_cancelled: boolean
  readonly return_url: string
  readonly cancelled_at: Date | null
}

const toPortal = (row: Row): LocalPortalSession => ({
  id: row.id,
  userId: row.user_id,
  subscriptionId: row.subscription_id,
  expiresAt: row.expires_at,
  cancelled: row.already_cancelled || row.cancelled_at !== null,
  returnUrl: row.return_url,
})

export interface NewLocalPortal {
  readonly id: string
  readonly userId: string
  readonly subscriptionId: string
  readonly expiresAt: string
  readonly cancelled: boolean
  readonly returnUrl: string
}

export const insertPortal = (p: NewLocalPortal): Effect.Effect<void, never, Db> =>
  Effect.asVoid(
    query(
      (sql) => sql`
        insert into local_portal_sessions (id, user_id, subscription_id, expires_at, already_cancelled, return_url)
        values (${p.id}, ${p.userId}, ${p.subscriptionId}, ${p.expiresAt}, ${p.cancelled}, ${p.returnUrl})`,
    ),
  )

/** A portal page still open (made less than PORTAL_PAGE_MINUTES ago); none otherwise. */
export const findOpenPortal = (id: string): Effect.Effect<Option.Option<LocalPortalSession>, never, Db> =>
  query(
    (sql) => sql<Row[]>`
      select * from local_portal_sessions
      where id = ${id} and created_at > now() - make_interval(mins => ${PORTAL_PAGE_MINUTES})`,
  ).pipe(Effect.map((rows) => Option.map(Option.fromNullishOr(rows[0]), toPortal)))

/** Records the cancellation on the page; false when it was already cancelled (nothing is sent again). */
export const markCancelled = (id: string): Effect.Effect<boolean, never, Db> =>
  query(
    (sql) => sql`
      update local_portal_sessions set cancelled_at = now()
      where id = ${id} and cancelled_at is null and not already_cancelled`,
  ).pipe(Effect.map((result) => result.count > 0))

/** Undoes `markCancelled` when the app did not take the cancellation (the page offers it again). */
export const unmarkCancelled = (id: string): Effect.Effect<void, never, Db> =>
  Effect.asVoid(query((sql) => sql`update local_portal_sessions set cancelled_at = null where id = ${id}`))
