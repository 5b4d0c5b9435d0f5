import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import { createTestDatabase } from "../test/support/database.ts"
import { makeAppTestServer, seedUser, serverOrigin } from "../test/support/app-server.ts"

const db = await createTestDatabase()

const upload = (origin: string, token: string, body: Uint8Array<ArrayBuffer>, type = "image/png") =>
  fetch(`${origin}/api/images`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${token}`,
      "content-type": "application/octet-stream",
      "x-image-type": type,
    },
    body,
  })

describe("encrypted image blobs", () => {
  layer(makeAppTestServer(db.url), { excludeTestServices: true })((it) => {
    it.effect("given an upload, then only its owner reads back the same bytes", () =>
      Effect.gen(function* () {
        const origin = yield* serverOrigin
        const owner = yield* Effect.promise(() => seedUser(db.sql))
        const other = yield* Effect.promise(() => seedUser(db.sql))
        const bytes = crypto.getRandomValues(new Uint8Array(4096))
        const created = yield* Effect.promise(() => upload(origin, owner.token, bytes))
        assert.strictEqual(created.status, 201)
        const { url } = (yield* Effect.promise(() => created.json())) as { url: string }
        const mine = yield* Effect.promise(() =>
          fetch(`${origin}${url}`, { headers: { authorization: `Bearer ${owner.token}` } }),
        )
        assert.strictEqual(mine.status, 200)
        assert.deepStrictEqual(new Uint8Array(yield* Effect.promise(() => mine.arrayBuffer())), bytes)
        const theirs = yield* Effect.promise(() =>
          fetch(`${origin}${url}`, { headers: { authorization: `Bearer ${other.token}` } }),
        )
        assert.strictEqual(theirs.status, 404)
        const anonymous = yield* Effect.promise(() => fetch(`${origin}${url}`))
        assert.strictEqual(anonymous.status, 401)
      }),
    )

    it.effect("given a wrong type, an oversized or an empty body, then clear Italian errors", () =>
      Effect.gen(function* () {
        const origin = yield* serverOrigin
        const { token } = yield* Effect.promise(() => seedUser(db.sql))
        const bmp = yield* Effect.promise(() => upload(origin, token, new Uint8Array(10), "image/bmp"))
        assert.strictEqual(bmp.status, 415)
        assert.deepStrictEqual(yield* Effect.promise(() => bmp.json()), {
          detail: "Formato non supportato. Usa JPG, PNG, GIF o WebP.",
          code: "UNSUPPORTED_MEDIA_TYPE",
        })
        const big = yield* Effect.promise(() =>
          upload(origin, token, new Uint8Array(10 * 1024 * 1024 + 1024)),
        )
        assert.strictEqual(big.status, 413)
        assert.strictEqual(
          ((yield* Effect.promise(() => big.json())) as { detail: string }).detail,
          "Immagine troppo grande. Massimo 10MB.",
        )
        const empty = yield* Effect.promise(() => upload(origin, token, new Uint8Array(0)))
        assert.strictEqual(empty.status, 400)
      }),
    )

    it.effect(
      "given 49 MB stored in the last 24 hours, then a 2 MB upload is 429 and a smaller one fits",
      () =>
        Effect.gen(function* () {
          const origin = yield* serverOrigin
          const heavy = yield* Effect.promise(() => seedUser(db.sql))
          const other = yield* Effect.promise(() => seedUser(db.sql))
          // what the user uploaded earlier today (the size is what counts)
          yield* Effect.promise(
            () => db.sql`insert into images (id, user_id, content_type, ciphertext, size)
                       values (gen_random_uuid(), ${heavy.userId}, 'image/png', '\\x00', ${49 * 1024 * 1024})`,
          )
          const refused = yield* Effect.promise(() =>
            upload(origin, heavy.token, new Uint8Array(2 * 1024 * 1024)),
          )
          assert.strictEqual(refused.status, 429)
          assert.isTrue(Number(refused.headers.get("retry-after")) > 0)
          assert.deepStrictEqual(yield* Effect.promise(() => refused.json()), {
            detail:
              "Hai raggiunto il limite di 50 MB di immagini nelle ultime 24 ore. Potrai allegarne altre più tardi.",
            code: "IMAGE_QUOTA_EXCEEDED",
          })
          const small = yield* Effect.promise(() => upload(origin, heavy.token, new Uint8Array(512 * 1024)))
          assert.strictEqual(small.status, 201)
          // another user's quota is their own
          const theirs = yield* Effect.promise(() =>
            upload(origin, other.token, new Uint8Array(2 * 1024 * 1024)),
          )
          assert.strictEqual(theirs.status, 201)
        }),
    )
  })
})
