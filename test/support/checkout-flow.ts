import { assert } from "@effect/vitest"
import { Effect } from "effect"
import type { Sql } from "../../eventstore/db.ts"
import { call } from "./http.ts"
import { getWith, origin, postJson, seedUser, streamTypes } from "./payments.ts"

export interface Created {
  readonly checkout_url: string
  readonly session_id: string
  readonly provider: string
}
export interface Info {
  readonly total_sessions_available: number
  readonly purchased_sessions_remaining: number
  readonly subscription_sessions_remaining: number
  readonly has_active_subscription: boolean
  readonly subscription_expires_at: string | null
}

/** The checkout tests' steps against one test database: sign-up, create, pay on the local page, ask the status. */
export const checkoutFlow = (db: { readonly sql: Sql }) => {
  const seed = () => Effect.promise(() => seedUser(db.sql))
  const types = (streamId: string) => Effect.promise(() => streamTypes(db.sql, streamId))
  const info = (token: string) =>
    Effect.map(call(getWith("/api/user/session-info", token)), (r) => r.json as Info)
  const create = (token: string, packageType: string, frontendOrigin?: string) =>
    call(
      postJson(
        "/api/payments/checkout/create",
        {
          package_type: packageType,
          ...(frontendOrigin === undefined ? {} : { frontend_origin: frontendOrigin }),
        },
        token,
      ),
    )
  const createOk = (token: string, packageType = "single_session") =>
    Effect.gen(function* () {
      const res = yield* create(token, packageType, yield* origin)
      assert.strictEqual(res.status, 200, res.text)
      return res.json as Created
    })
  const status = (token: string, sessionId: string) =>
    call(getWith(`/api/payments/checkout/status/${encodeURIComponent(sessionId)}`, token))

  /** Submits the local checkout page's form like a browser would, without following the 303. */
  const submitPage = (checkoutUrl: string, action: string) =>
    Effect.promise(async () => {
      const res = await fetch(checkoutUrl, {
        method: "POST",
        body: new URLSearchParams({ action }),
        redirect: "manual",
      })
      return { status: res.status, location: res.headers.get("location"), text: await res.text() }
    })

  const successRow = (sessionId: string) =>
    Effect.promise(
      async () =>
        (
          await db.sql<
            { success_url: string }[]
          >`select success_url from local_checkout_sessions where id = ${sessionId}`
        )[0]?.success_url,
    )

  /** What the provider would say happened while our webhook endpoint heard nothing. */
  const markPaidAtProvider = (sessionId: string, subscription: string | null = null) =>
    Effect.promise(
      () =>
        db.sql`update local_checkout_sessions set status = 'complete', payment_status = 'paid', subscription_id = ${subscription}, closed_at = now() where id = ${sessionId}`,
    )
  return { seed, types, info, create, createOk, status, submitPage, successRow, markPaidAtProvider }
}
