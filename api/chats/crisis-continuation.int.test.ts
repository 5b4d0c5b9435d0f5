import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import { advanceClock, getJson, postJson, seedUser } from "../../test/support/app-server.ts"
import { chatTestSetup, newChat } from "../../test/support/chat-steps.ts"

const { db, server } = await chatTestSetup()
const CRISIS = "Non ce la faccio più, voglio farla finita"
const send = (token: string, chatId: string, text: string, crisisContext?: string) =>
  postJson(
    `/api/chats/${chatId}/messages`,
    { content: text, ciphertext: `cipher-${crypto.randomUUID()}`, crisis_context: crisisContext },
    token,
  )
const status = (token: string, chatId: string) =>
  Effect.map(
    getJson(`/api/sessions/status/${chatId}`, token),
    (r) => r.json as { session_status: string; remaining_minutes: number; is_extended: boolean },
  )
const freeLeft = (token: string) =>
  Effect.map(
    getJson("/api/user/session-info", token),
    (r) => (r.json as { free_sessions_remaining: number }).free_sessions_remaining,
  )
/** Moves the dev clock for one test and always moves it back, pass or fail (test tokens live an hour). */
type Advance = (minutes: number) => ReturnType<typeof advanceClock>
const clockedTest = <A, E, R>(body: (advance: Advance) => Effect.Effect<A, E, R>) =>
  Effect.suspend(() => {
    let moved = 0
    const advance = (minutes: number) => {
      moved += minutes
      return advanceClock(minutes)
    }
    return body(advance).pipe(Effect.ensuring(Effect.suspend(() => Effect.ignore(advanceClock(-moved)))))
  })

describe("no cut-off in crisis (DESIGN §7), with the dev clock", () => {
  layer(server, { excludeTestServices: true })((it) => {
    it.effect(
      "given the card appeared, when the user keeps writing past 30 minutes, then the session stays open at no cost until 10 quiet minutes, and a crisis message after that opens it again",
      () =>
        clockedTest((advanceClock) =>
          Effect.gen(function* () {
            const { token } = yield* Effect.promise(() => seedUser(db.sql))
            const chatId = yield* newChat(token)
            const first = yield* send(token, chatId, CRISIS)
            assert.isTrue((first.json as { crisis: boolean }).crisis)
            assert.strictEqual(yield* freeLeft(token), 3, "a crisis opens a session without a credit")

            let elapsed = 0
            for (const step of [26, 8, 9]) {
              yield* advanceClock(step)
              elapsed += step
              const later = yield* send(token, chatId, "grazie, sto ancora qui", CRISIS)
              assert.strictEqual(later.status, 200, `a message at minute ${elapsed} is accepted`)
              const now = yield* status(token, chatId)
              assert.deepStrictEqual([now.session_status, now.remaining_minutes], ["extended", 10])
            }
            assert.strictEqual(elapsed, 43)
            assert.strictEqual(yield* freeLeft(token), 3, "no credit is taken")

            // (The test tokens live an hour: the whole story fits in 53 minutes of the dev clock.)
            yield* advanceClock(9)
            assert.strictEqual((yield* status(token, chatId)).session_status, "extended")
            yield* advanceClock(1)
            assert.strictEqual((yield* status(token, chatId)).session_status, "completed")
            // help is never behind a paywall (issue 22): the crisis is still open, so the session opens again
            const afterQuiet = yield* send(token, chatId, "ci sei?", CRISIS)
            assert.strictEqual(afterQuiet.status, 200)
            assert.deepStrictEqual(
              [
                (yield* status(token, chatId)).session_status,
                (yield* status(token, chatId)).remaining_minutes,
              ],
              ["extended", 10],
            )
            const ordinary = yield* send(token, chatId, "ok")
            assert.strictEqual(ordinary.status, 200, "while it runs, any message is heard")

            const completion = yield* postJson(`/api/sessions/${chatId}/complete`, {}, token)
            const completed = completion.json as { sessions_decremented: boolean; sessions_remaining: number }
            assert.deepStrictEqual([completed.sessions_decremented, completed.sessions_remaining], [false, 3])

            const log = yield* Effect.promise(
              () =>
                db.sql`select type, data::text as data from events where stream_id = ${`chat-${chatId}`} order by global_position`,
            )
            const extensions = log.filter((row) => row.type === "SessionExtended")
            assert.strictEqual(extensions.length, 3)
            assert.strictEqual(log.filter((row) => row.type === "SessionResumed").length, 1)
            for (const row of extensions) assert.match(row.data as string, /"reason": ?"continuation"/)
            // Nothing in the log says "crisis": no event type, no flag, no plaintext of the messages.
            for (const row of log) {
              assert.notMatch(
                `${row.type as string} ${row.data as string}`,
                /cris|suicid|farla finita|morire/i,
              )
            }
            const ledger = yield* Effect.promise(
              () =>
                db.sql`select type, data->>'source' as source from events
                       where stream_id like 'wallet-%' and data->>'chatId' = ${chatId} order by global_position`,
            )
            assert.deepStrictEqual(
              ledger.map((row) => `${row.type as string}:${row.source as string}`),
              ["CreditReserved:waived", "CreditReleased:waived"],
              "the ledger says the session cost nothing, once",
            )
          }),
        ),
    )

    it.effect("given no crisis, then the clock ends the session at 30 minutes as always", () =>
      clockedTest((advanceClock) =>
        Effect.gen(function* () {
          const { token } = yield* Effect.promise(() => seedUser(db.sql))
          const chatId = yield* newChat(token)
          yield* send(token, chatId, "Oggi è stata una giornata pesante al lavoro")
          yield* advanceClock(29)
          const lastMinute = yield* send(token, chatId, "ancora una cosa", "mi piace da morire il mare")
          assert.strictEqual(lastMinute.status, 200)
          yield* advanceClock(1)
          const late = yield* send(token, chatId, "ci sei?", "mi piace da morire il mare")
          assert.strictEqual(late.status, 403)
        }),
      ),
    )
  })
})
