import { randomUUID } from "node:crypto"
import { assert } from "@effect/vitest"
import { Effect } from "effect"
import { makeAppTestServer, postJson } from "./app-server.ts"
import { createTestDatabase } from "./database.ts"

/* The chat tests' setup and steps over HTTP, against the server `makeAppTestServer` starts. */

/** The file's own test database and the whole app served on it (offline assistant). */
export const chatTestSetup = async () => {
  const db = await createTestDatabase()
  return { db, server: makeAppTestServer(db.url) }
}

/** Opens a chat of the token's user (the approach "claude" unless said); answers its id. */
export const newChat = (token: string, approach = "claude") =>
  Effect.map(
    postJson("/api/chats", { therapeutic_approach: approach }, token),
    (r) => (r.json as { id: string }).id,
  )

/** Opens a chat and starts its session with a first message; answers its id. */
export const startedChat = (token: string, approach = "claude") =>
  Effect.gen(function* () {
    const chatId = yield* newChat(token, approach)
    const first = yield* sendMessage(token, chatId, "Ciao, eccomi.")
    assert.strictEqual(first.status, 200, first.text)
    return chatId
  })

/** Sends `text` as a message (ciphertext `cipher:${text}`), with the `extra` fields. */
export const sendMessage = (
  token: string,
  chatId: string,
  text: string,
  extra: Record<string, unknown> = {},
) =>
  postJson(`/api/chats/${chatId}/messages`, { content: text, ciphertext: `cipher:${text}`, ...extra }, token)

/** One exchange: the user's message (with its id) and the stored reply; answers both ids. */
export const exchange = (token: string, chatId: string, text: string, messageId = randomUUID()) =>
  Effect.gen(function* () {
    const sent = yield* sendMessage(token, chatId, text, { message_id: messageId })
    assert.strictEqual(sent.status, 200, sent.text)
    const { reply_id } = sent.json as { reply_id: string }
    const stored = yield* postJson(
      `/api/chats/${chatId}/replies`,
      { reply_id, ciphertext: `cipher:reply to ${text}` },
      token,
    )
    assert.strictEqual(stored.status, 200, stored.text)
    return { messageId, replyId: reply_id }
  })

/** Asks Rigenera ("regenerate") or Modifica ("edit") of the exchange holding `message_id`. */
export const supersede = (token: string, chatId: string, message_id: string, reason: string) =>
  postJson(`/api/chats/${chatId}/supersede`, { message_id, reason }, token)
