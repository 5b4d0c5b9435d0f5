import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import { HttpClientRequest } from "effect/http"
import { CRISIS_CARD } from "../domain/safety/crisis-resources.ts"
import { HUMAN_HELP } from "../domain/safety/human-help.ts"
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

    it.effect(
      "serves who to talk to, sorted by need: every number dialable, every number, hour and rule with its official source",
      () =>
        Effect.gen(function* () {
          const res = yield* call(HttpClientRequest.get("/api/safety/human-help"))
          assert.strictEqual(res.status, 200)
          assert.deepStrictEqual(res.json, HUMAN_HELP)
          assert.deepStrictEqual(
            HUMAN_HELP.map((section) => section.id),
            ["now", "this_week", "psychologist"],
          )
          const entries = HUMAN_HELP.flatMap((section) => section.entries)
          for (const entry of entries) {
            if (entry.phone !== undefined) {
              assert.strictEqual(entry.dial, entry.phone.replace(/\s/g, ""), entry.name)
              assert.match(entry.dial ?? "", /^\d{3,12}$/, entry.name)
            }
            // plain advice may go without a source; a number, hours or a rule never does
            if (entry.phone !== undefined || entry.source !== null)
              assert.match(entry.source ?? "", /^https:\/\/[a-z0-9.-]+\.(it|eu|org)\//, entry.name)
          }
          const dials = entries.flatMap((entry) => (entry.dial === undefined ? [] : [entry.dial]))
          // the crisis card's numbers, the same copy, and the lines for young people and for help this week
          for (const resource of CRISIS_CARD.resources) assert.include(dials, resource.dial)
          for (const more of ["0677208977", "114", "116117"]) assert.include(dials, more)
        }),
    )
  })
})
