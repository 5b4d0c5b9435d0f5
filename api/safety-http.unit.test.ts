import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import { HttpClientRequest } from "effect/http"
import { CRISIS_CARD } from "../domain/safety/crisis-resources.ts"
import { call } from "../test/support/http.ts"
import { OfflineAppServer } from "../test/support/offline-app-server.ts"

describe("GET /api/safety/crisis-card", () => {
  layer(OfflineAppServer, { excludeTestServices: true })((it) => {
    it.effect(
      "serves the server's one copy of the crisis numbers, to anyone, even with the database down",
      () =>
        Effect.gen(function* () {
          const res = yield* call(HttpClientRequest.get("/api/safety/crisis-card"))
          assert.strictEqual(res.status, 200)
          assert.deepStrictEqual(res.json, CRISIS_CARD)
          const card = res.json as typeof CRISIS_CARD
          assert.deepStrictEqual(
            card.resources.map((r) => [r.name, r.phone, r.dial]),
            [
              ["Numero unico di emergenza", "112", "112"],
              ["Telefono Amico", "02 2327 2327", "0223272327"],
              ["Telefono Azzurro", "19696", "19696"],
              ["Antiviolenza e stalking", "1522", "1522"],
            ],
          )
        }),
    )
  })
})
