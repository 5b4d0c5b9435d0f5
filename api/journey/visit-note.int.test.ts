import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import { deleteJson, getJson, putJson, seedUser } from "../../test/support/app-server.ts"
import { chatTestSetup } from "../../test/support/chat-steps.ts"

const { db, server } = await chatTestSetup()

type Journey = { visit_note: { ciphertext: string; saved_at: string } | null }

/* "Cosa vorrei dire" (issue 27) over HTTP: the note for a visit, stored as the browser's ciphertext only. */
describe("the note for a visit over HTTP", () => {
  layer(server, { excludeTestServices: true })((it) => {
    it.effect(
      "given a user, when the note is saved, replaced and deleted, then only ciphertext is kept, sealed with the user's key, and no other user sees it",
      () =>
        Effect.gen(function* () {
          const { token, userId } = yield* Effect.promise(() => seedUser(db.sql))
          const other = yield* Effect.promise(() => seedUser(db.sql, "Paolo"))
          const saved = yield* putJson("/api/journey/visit-note", { ciphertext: "Tk9UQQ==" }, token)
          assert.strictEqual(saved.status, 200, saved.text)
          assert.strictEqual((saved.json as Journey).visit_note?.ciphertext, "Tk9UQQ==")
          assert.isString((saved.json as Journey).visit_note?.saved_at)

          const replaced = yield* putJson("/api/journey/visit-note", { ciphertext: "TlVPVkE=" }, token)
          assert.strictEqual((replaced.json as Journey).visit_note?.ciphertext, "TlVPVkE=")
          const read = (yield* getJson("/api/journey", token)).json as Journey
          assert.strictEqual(read.visit_note?.ciphertext, "TlVPVkE=")
          assert.isNull(((yield* getJson("/api/journey", other.token)).json as Journey).visit_note)

          const rows = yield* Effect.promise(
            () =>
              db.sql`select type, data from events where stream_id = ${`journey-${userId}`} order by global_position`,
          )
          assert.deepStrictEqual(
            rows.map((r) => r.type),
            ["VisitNoteSaved", "VisitNoteSaved"],
          )
          for (const row of rows) {
            assert.notInclude(JSON.stringify(row.data), "TlVPVkE=")
            assert.property((row.data as { ciphertext: object }).ciphertext, "$pii")
          }

          // another user's DELETE finds no note of theirs, and leaves this one as it is
          const othersDelete = yield* deleteJson("/api/journey/visit-note", other.token)
          assert.strictEqual(othersDelete.status, 404)
          const deleted = yield* deleteJson("/api/journey/visit-note", token)
          assert.strictEqual(deleted.status, 200, deleted.text)
          assert.isNull((deleted.json as Journey).visit_note)
          const gone = yield* deleteJson("/api/journey/visit-note", token)
          assert.strictEqual(gone.status, 404)
          assert.deepStrictEqual(gone.json, {
            detail: "Non c'è una nota salvata da eliminare: forse l'hai già eliminata.",
            code: "VISIT_NOTE_NOT_FOUND",
          })
        }),
    )

    it.effect("a note in clear, an empty one or one too long is a 400 in Italian; no token is a 401", () =>
      Effect.gen(function* () {
        const { token } = yield* Effect.promise(() => seedUser(db.sql))
        const plain = yield* putJson(
          "/api/journey/visit-note",
          { ciphertext: "Cosa sto attraversando: non dormo" },
          token,
        )
        assert.strictEqual(plain.status, 400)
        assert.deepStrictEqual(plain.json, {
          detail: "Il contenuto non è valido: deve arrivare cifrato dal browser e non essere troppo lungo.",
          code: "JOURNEY_CIPHERTEXT_INVALID",
        })
        const empty = yield* putJson("/api/journey/visit-note", { ciphertext: "" }, token)
        assert.strictEqual(empty.status, 400)
        const long = yield* putJson("/api/journey/visit-note", { ciphertext: "A".repeat(40_004) }, token)
        assert.strictEqual(long.status, 400)
        assert.include((long.json as { detail: string }).detail, "ciphertext: al massimo 40000 caratteri")
        const missing = yield* putJson("/api/journey/visit-note", {}, token)
        assert.strictEqual(missing.status, 400)
        assert.strictEqual((yield* putJson("/api/journey/visit-note", { ciphertext: "QUJD" })).status, 401)
        assert.isNull(((yield* getJson("/api/journey", token)).json as Journey).visit_note)
      }),
    )
  })
})
