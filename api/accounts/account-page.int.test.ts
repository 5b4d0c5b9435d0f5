import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import { getJson, makeAppTestServer, putJson } from "../../test/support/app-server.ts"
import { createTestDatabase } from "../../test/support/database.ts"
import { registerAccount } from "../../test/support/admin.ts"

const db = await createTestDatabase()
const { sql } = db

describe("account page", () => {
  layer(makeAppTestServer(db.url), { excludeTestServices: true })((it) => {
    it.effect(
      "given a profile change, then /user/me shows the name and contact, the log holds them sealed, and a blank phone removes the contact",
      () =>
        Effect.gen(function* () {
          const user = yield* registerAccount(db)
          const changed = yield* putJson(
            "/api/user/profile",
            {
              name: " Anna Maria ",
              emergency_contact_name: "Luca Bianchi",
              emergency_contact_phone: "+39 333 7654321",
              emergency_contact_relation: "partner",
            },
            user.token,
          )
          assert.strictEqual(changed.status, 200, changed.text)
          const me = (yield* getJson("/api/user/me", user.token)).json as Record<string, unknown>
          assert.strictEqual(me["name"], "Anna Maria")
          assert.deepStrictEqual(me["emergency_contact"], {
            name: "Luca Bianchi",
            phone: "+39 333 7654321",
            relation: "partner",
          })
          const [log] = yield* Effect.promise(
            () => sql<{ text: string }[]>`
              select string_agg(data::text, ' ') as text from events where stream_id = ${`user-${user.userId}`}`,
          )
          assert.notInclude(log?.text ?? "", "Luca Bianchi")
          assert.notInclude(log?.text ?? "", "Anna Maria")

          const removed = yield* putJson(
            "/api/user/profile",
            { name: "Anna Maria", emergency_contact_name: "Luca Bianchi", emergency_contact_phone: "" },
            user.token,
          )
          assert.strictEqual((removed.json as Record<string, unknown>)["emergency_contact"], null)
          const blank = yield* putJson("/api/user/profile", { name: "  " }, user.token)
          assert.strictEqual(blank.status, 400)
          assert.deepStrictEqual(blank.json, { detail: "Il nome è obbligatorio.", code: "USER_NAME_EMPTY" })
          const badRelation = yield* putJson(
            "/api/user/profile",
            { name: "Anna", emergency_contact_relation: "vicino" },
            user.token,
          )
          assert.strictEqual(badRelation.status, 400)
        }),
    )

    it.effect("given the export, then it lists the consent, the credit ledger and no one else's data", () =>
      Effect.gen(function* () {
        const user = yield* registerAccount(db)
        yield* registerAccount(db)
        const answer = yield* getJson("/api/user/export", user.token)
        assert.strictEqual(answer.status, 200, answer.text)
        const body = answer.json as {
          consent: { health_data: boolean; adult: boolean } | null
          credit_ledger: Array<{ type: string; details: Record<string, unknown> }>
          appointments: unknown[]
        }
        assert.deepInclude(body.consent, { health_data: true, adult: true })
        assert.deepStrictEqual(
          body.credit_ledger.map((line) => line.type),
          ["FreeSessionsGranted"],
        )
        assert.strictEqual(body.credit_ledger[0]?.details["count"], 3)
        assert.deepStrictEqual(body.appointments, [])
        assert.strictEqual((yield* getJson("/api/user/export")).status, 401)
      }),
    )
  })
})
