import { assert } from "@effect/vitest"
import { Effect } from "effect"
import type { Sql } from "../../eventstore/db.ts"
import { createTestDatabase } from "./database.ts"
import { call } from "./http.ts"
import { getWith, makePaymentsTestServer, origin, postJson, seedUser, streamTypes } from "./payments.ts"

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

  /** A new user with a checkout of theirs created (`packageType`: single session unless said). */
  const seedCheckout = (packageType = "single_session") =>
    Effect.gen(function* () {
      const { userId, token } = yield* seed()
      return { userId, token, created: yield* createOk(token, packageType) }
    })
  const walletTypes = (userId: string) => types(`wallet-${userId}`)
  /** The checkout confirmed and the user's wallet credited one purchase, each exactly once. */
  const expectCreditedOnce = (userId: string, sessionId: string) =>
    Effect.gen(function* () {
      assert.deepStrictEqual(yield* types(`checkout-${sessionId}`), ["CheckoutStarted", "PaymentConfirmed"])
      assert.deepStrictEqual(yield* walletTypes(userId), ["FreeSessionsGranted", "CreditsPurchased"])
    })

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
  return {
    seed,
    types,
    info,
    create,
    createOk,
    status,
    seedCheckout,
    walletTypes,
    expectCreditedOnce,
    submitPage,
    successRow,
    markPaidAtProvider,
  }
}

/** What a checkout test file starts from: its own database, the payments server on it, and the steps above. */
export const checkoutSetup = async () => {
  const db = await createTestDatabase()
  return { db, server: makePaymentsTestServer(db.url), ...checkoutFlow(db) }
}

/** A paid single session of `sessionId`'s checkout, as the webhook bodies describe it. */
export const singleSession = (sessionId: string, userId: string) => ({
  id: sessionId,
  userId,
  packageType: "single_session",
  amount: 999,
})

/** What GET …/checkout/status answers for a paid single session. */
export const paidSingleStatus = (sessionId: string) => ({
  session_id: sessionId,
  payment_status: "paid",
  amount: 9.99,
  currency: "eur",
  package_type: "single_session",
})
