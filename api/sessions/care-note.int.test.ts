import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import { getJson, putJson, seedUser } from "../../test/support/app-server.ts"
import { chatTestSetup, newChat, sendMessage, startedChat } from "../../test/support/chat-steps.ts"

const { db, server } = await chatTestSetup()

/* Care for reliance (issue 27) over HTTP: the note at the third session of the person's day or at night. */

/** The offset (minutes east of UTC, −720…840) at which it is now `hour` o'clock for the person. */
const offsetFor = (hour: number) => {
  const minutes = (((hour - new Date().getUTCHours() + 24) % 24) * 60) as number
  return minutes > 840 ? minutes - 1440 : minutes
}
const careNote = (token: string, chatId: string, offset: number | string) =>
  Effect.map(
    getJson(`/api/sessions/${chatId}/care-note?offset_minutes=${encodeURIComponent(String(offset))}`, token),
    (r) => ({ status: r.status, json: r.json as { show: boolean; reason: string | null } }),
  )

describe("the care note over HTTP", () => {
  layer(server, { excludeTestServices: true })((it) => {
    it.effect(
      "given two sessions today, when the third starts, then the note shows; turned off on the account, it does not",
      () =>
        Effect.gen(function* () {
          const { token } = yield* Effect.promise(() => seedUser(db.sql))
          const noon = offsetFor(12)
          const first = yield* startedChat(token)
          assert.deepStrictEqual((yield* careNote(token, first, noon)).json, { show: false, reason: null })
          const second = yield* startedChat(token)
          assert.deepStrictEqual((yield* careNote(token, second, noon)).json, { show: false, reason: null })
          const third = yield* startedChat(token)
          const shown = yield* careNote(token, third, noon)
          assert.strictEqual(shown.status, 200)
          assert.deepStrictEqual(shown.json, { show: true, reason: "third_session_today" })

          const me = (yield* getJson("/api/user/me", token)).json as { care_note: boolean }
          assert.isTrue(me.care_note)
          const off = yield* putJson("/api/user/care-note", { enabled: false }, token)
          assert.strictEqual(off.status, 200, off.text)
          assert.isFalse((off.json as { care_note: boolean }).care_note)
          assert.isFalse(((yield* getJson("/api/user/me", token)).json as { care_note: boolean }).care_note)
          assert.deepStrictEqual((yield* careNote(token, third, noon)).json, { show: false, reason: null })
          const on = yield* putJson("/api/user/care-note", { enabled: true }, token)
          assert.isTrue((on.json as { care_note: boolean }).care_note)
          assert.deepStrictEqual((yield* careNote(token, third, noon)).json.show, true)
        }),
    )

    it.effect(
      "given the person's clock says 02:00, then the first session gets the night note; a crisis session never does",
      () =>
        Effect.gen(function* () {
          const { token } = yield* Effect.promise(() => seedUser(db.sql))
          const night = offsetFor(2)
          const chatId = yield* startedChat(token)
          assert.deepStrictEqual((yield* careNote(token, chatId, night)).json, {
            show: true,
            reason: "late_night",
          })
          // a session opened by a crisis message (heard for free): no note, whatever the hour
          const crisis = yield* newChat(token)
          const sent = yield* sendMessage(token, crisis, "Voglio morire, stanotte la faccio finita")
          assert.strictEqual(sent.status, 200, sent.text)
          assert.deepStrictEqual((yield* careNote(token, crisis, night)).json, { show: false, reason: null })
          // a chat whose session has not started: nothing to say yet
          const pending = yield* newChat(token)
          assert.deepStrictEqual((yield* careNote(token, pending, night)).json, { show: false, reason: null })
        }),
    )

    it.effect(
      "a missing or impossible offset is a 400 in Italian; another user's chat is a 404; no token a 401",
      () =>
        Effect.gen(function* () {
          const { token } = yield* Effect.promise(() => seedUser(db.sql))
          const other = yield* Effect.promise(() => seedUser(db.sql, "Paolo"))
          const chatId = yield* newChat(token)
          for (const offset of ["", "mezzogiorno", "900", "-721", "60.5"]) {
            const refused = yield* careNote(token, chatId, offset)
            assert.strictEqual(refused.status, 400, offset)
            assert.match((refused.json as unknown as { detail: string }).detail, /offset_minutes/)
          }
          const missing = yield* getJson(`/api/sessions/${chatId}/care-note`, token)
          assert.strictEqual(missing.status, 400)
          assert.strictEqual((yield* careNote(other.token, chatId, 60)).status, 404)
          assert.strictEqual(
            (yield* getJson(`/api/sessions/${chatId}/care-note?offset_minutes=60`)).status,
            401,
          )
          const bad = yield* putJson("/api/user/care-note", { enabled: "no" }, token)
          assert.strictEqual(bad.status, 400)
        }),
    )
  })
})
