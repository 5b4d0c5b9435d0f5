import { assert, describe, layer } from "@effect/vitest"
import { afterAll, beforeAll } from "vitest"
import { Effect } from "effect"
import { createTestDatabase } from "../../test/support/database.ts"
import { makeAppTestServer, postJson } from "../../test/support/app-server.ts"

/*
 * Sign-ups are limited per client (COGI_SIGNUPS_PER_IP_PER_HOUR, here 3) and per address (5 an hour, taken or
 * not), with a 429 in Italian and a Retry-After; other clients are not affected.
 */

const db = await createTestDatabase()
const previous = process.env.COGI_SIGNUPS_PER_IP_PER_HOUR
beforeAll(() => {
  process.env.COGI_SIGNUPS_PER_IP_PER_HOUR = "3"
})
afterAll(() => {
  if (previous === undefined) delete process.env.COGI_SIGNUPS_PER_IP_PER_HOUR
  else process.env.COGI_SIGNUPS_PER_IP_PER_HOUR = previous
})

const signUp = (email: string) =>
  postJson("/api/auth/register", {
    name: "Ada",
    email,
    password: "segreta1",
    encryption_salt: "AAAAAAAAAAAAAAAAAAAAAA==",
    consent_health_data: true,
    adult: true,
  })

describe("sign-up limits", () => {
  layer(makeAppTestServer(db.url), { excludeTestServices: true })((it) => {
    it.effect("given 3 sign-ups from one client in an hour, then the 4th is 429 with Retry-After", () =>
      Effect.gen(function* () {
        const statuses = []
        for (let i = 0; i < 3; i++) statuses.push((yield* signUp(`utente${i}@example.it`)).status)
        assert.deepStrictEqual(statuses, [202, 202, 202])
        const refused = yield* signUp("utente3@example.it")
        assert.strictEqual(refused.status, 429)
        assert.deepStrictEqual(refused.json, {
          detail: "Troppe registrazioni in poco tempo. Riprova più tardi.",
          code: "RATE_LIMITED",
        })
        const retryAfter = Number(refused.headers["retry-after"])
        assert.isTrue(retryAfter > 3000 && retryAfter <= 3600, String(retryAfter))
        // the refused sign-up created nothing
        const [row] = yield* Effect.promise(
          () =>
            db.sql<
              { count: number }[]
            >`select count(*)::int as count from users where email = 'utente3@example.it'`,
        )
        assert.strictEqual(row?.count, 0)
      }),
    )
  })
})
