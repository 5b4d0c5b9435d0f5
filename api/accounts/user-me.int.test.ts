import { randomUUID } from "node:crypto"
import { appendToStreams } from "../../eventstore/event-store.ts"
import { inlineProjectionsHook } from "../../projections/inline-projections.ts"
import { projections } from "../../projections/registry.ts"
import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import { accountsSetup, getMe, registerOk, send, streamTypes } from "../../test/support/accounts.ts"

const { db, server } = await accountsSetup()

describe("accounts: the signed-in user (/user/me, assistant name)", () => {
  layer(server, { excludeTestServices: true })((it) => {
    it.effect(
      "given a signed-in user, when renaming the assistant, then the user is updated; blank gives 400",
      () =>
        Effect.gen(function* () {
          const { auth } = yield* registerOk()
          const res = yield* send(
            "PUT",
            "/api/user/preferences",
            { ai_name: "  Stella " },
            { token: auth.access_token },
          )
          assert.strictEqual(res.status, 200)
          assert.strictEqual((res.json as { ai_name: string }).ai_name, "Stella")
          assert.strictEqual(
            ((yield* getMe(auth.access_token)).json as { ai_name: string }).ai_name,
            "Stella",
          )
          assert.deepStrictEqual((yield* streamTypes(db, `user-${auth.user.id}`)).at(-1), "AssistantRenamed")

          const blank = yield* send(
            "PUT",
            "/api/user/preferences",
            { ai_name: "   " },
            { token: auth.access_token },
          )
          assert.strictEqual(blank.status, 400)
          assert.deepStrictEqual(blank.json, {
            detail: "Il nome non può essere vuoto",
            code: "ASSISTANT_NAME_EMPTY",
          })
          const anonymous = yield* send("PUT", "/api/user/preferences", { ai_name: "X" })
          assert.strictEqual(anonymous.status, 401)
        }),
    )

    it.effect(
      "given no token or a token of a user that does not exist, when reading /user/me, then 401",
      () =>
        Effect.gen(function* () {
          const none = yield* getMe()
          assert.strictEqual(none.status, 401)
          assert.strictEqual((none.json as { code: string }).code, "UNAUTHORIZED")
          const { auth } = yield* registerOk()
          yield* Effect.promise(() => db.sql`delete from users where id = ${auth.user.id}`)
          const gone = yield* getMe(auth.access_token)
          assert.strictEqual(gone.status, 401)
          assert.deepStrictEqual(gone.json, {
            detail: "Credenziali di accesso non valide. Effettua di nuovo il login.",
            code: "UNAUTHORIZED",
          })
        }),
    )

    it.effect(
      "given chats with messages, then /user/me counts them, and a deleted chat no longer counts",
      () =>
        Effect.gen(function* () {
          const { auth } = yield* registerOk()
          const totals = () =>
            Effect.map(getMe(auth.access_token), (res) => {
              const me = res.json as { total_chats: number; total_messages: number }
              return [me.total_chats, me.total_messages]
            })
          // chats and messages as the chat feature records them: events through the inline chat list
          const chat = (chatId: string, type: string, data: Record<string, unknown>) => ({
            type,
            data: { chatId, at: new Date().toISOString(), ...data },
          })
          const [first, second] = [randomUUID(), randomUUID()]
          yield* Effect.promise(() =>
            appendToStreams(
              db.sql,
              [
                {
                  streamId: `chat-${first}`,
                  expected: "no_stream",
                  events: [
                    chat(first, "ChatCreated", { userId: auth.user.id, approach: "claude" }),
                    ...[1, 2, 3, 4].map(() =>
                      chat(first, "MessageRecorded", {
                        messageId: randomUUID(),
                        role: "user",
                        ciphertext: "x",
                        image: null,
                      }),
                    ),
                  ],
                },
                {
                  streamId: `chat-${second}`,
                  expected: "no_stream",
                  events: [
                    chat(second, "ChatCreated", { userId: auth.user.id, approach: "gpt" }),
                    chat(second, "MessageRecorded", {
                      messageId: randomUUID(),
                      role: "user",
                      ciphertext: "x",
                      image: null,
                    }),
                  ],
                },
              ],
              [inlineProjectionsHook(projections)],
            ),
          )
          assert.deepStrictEqual(yield* totals(), [2, 5])
          yield* Effect.promise(() =>
            appendToStreams(
              db.sql,
              [{ streamId: `chat-${second}`, expected: 2, events: [chat(second, "ChatDeleted", {})] }],
              [inlineProjectionsHook(projections)],
            ),
          )
          assert.deepStrictEqual(yield* totals(), [1, 4])
        }),
    )
  })
})
