import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import { AddressDigest } from "../../eventstore/address-digest.ts"
import { createTestDatabase } from "../../test/support/database.ts"
import { getJson, makeAppTestServer, postJson, signUpAndIn } from "../../test/support/app-server.ts"

/*
 * The 3 free sessions come once per address (issue 24): deleting the account and signing up again with the same
 * address gives none, and the session info says why; the address itself is not kept, only its keyed hash.
 */

const db = await createTestDatabase()

interface SessionInfoBody {
  readonly free_sessions_remaining: number
  readonly total_sessions_available: number
  readonly free_sessions_already_used?: boolean
}

const account = (email: string) => ({
  name: "Livia",
  email,
  password: "segreto123",
  ai_name: "Luna",
  encryption_salt: Buffer.alloc(16, 7).toString("base64"),
  consent_health_data: true,
  adult: true,
})

const sessionInfo = (token: string) =>
  Effect.map(getJson("/api/user/session-info", token), (res) => res.json as SessionInfoBody)

describe("free sessions once per address", () => {
  layer(makeAppTestServer(db.url), { excludeTestServices: true })((it) => {
    it.effect(
      "given an account that had its free sessions, when it is deleted and the address signs up again, then 0 free sessions and the reason",
      () =>
        Effect.gen(function* () {
          const email = `livia.${Date.now()}@example.it`
          const first = yield* signUpAndIn(account(email))
          assert.strictEqual(first.status, 200, first.text)
          const token = (first.json as { access_token: string }).access_token
          const before = yield* sessionInfo(token)
          assert.strictEqual(before.free_sessions_remaining, 3)
          assert.strictEqual(before.free_sessions_already_used, false)

          const deleted = yield* postJson("/api/user/account/delete", { password: "segreto123" }, token)
          assert.strictEqual(deleted.status, 200, deleted.text)
          // only the keyed hash of the address outlives the account
          const digest = yield* Effect.gen(function* () {
            return (yield* AddressDigest).of(email)
          }).pipe(Effect.provide(AddressDigest.layer))
          const kept = yield* Effect.promise(() => db.sql`select address_digest from free_session_grants`)
          assert.deepInclude(
            kept.map((row) => row.address_digest),
            digest,
          )
          assert.notInclude(JSON.stringify(kept), email)

          // the same address, written differently, signs up again
          const again = yield* signUpAndIn(account(` ${email.toUpperCase()} `))
          assert.strictEqual(again.status, 200, again.text)
          const after = yield* sessionInfo((again.json as { access_token: string }).access_token)
          assert.strictEqual(after.free_sessions_remaining, 0)
          assert.strictEqual(after.total_sessions_available, 0)
          assert.strictEqual(after.free_sessions_already_used, true)

          // another address still gets its 3
          const other = yield* signUpAndIn(account(`altra.${Date.now()}@example.it`))
          const otherInfo = yield* sessionInfo((other.json as { access_token: string }).access_token)
          assert.strictEqual(otherInfo.free_sessions_remaining, 3)
        }),
      60_000,
    )
  })
})
