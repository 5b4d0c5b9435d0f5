// Test support for the chat screen: the routes most chat tests serve, and a reply key kept from before a reload.
import { replyKeyStore } from "../../../client/lib/crypto/reply-key-store.ts"
import { newReplyKey } from "../../../client/lib/crypto/reply-keys.ts"
import { chat, crisisCard, json, replyFrames, sse, status, user, type Handler } from "./chat-session.tsx"

type Routes = Record<string, Handler>
type SessionStatus = ReturnType<typeof status>

/**
 * What opening chat c1 asks: the signed-in user, the chat holding `messages` (encrypted, titled `title`) and its
 * session status (`session`: a function when it changes during the test).
 */
export const chatRoutes = (
  messages: Parameters<typeof chat>[0],
  session: SessionStatus | (() => SessionStatus) = status("active"),
  title: string | null = null,
): Routes => ({
  "GET /user/me": () => json(user),
  "GET /chats/c1": async () => json(await chat(messages, title)),
  "GET /sessions/status/c1": () => json(typeof session === "function" ? session() : session),
})

/** A message sent in chat c1 answered by a streamed reply of `words` (`crisis` marked), whose storing succeeds. */
export const replyRoutes = (crisis: boolean, words: ReadonlyArray<string>): Routes => ({
  "POST /chats/c1/messages": () => sse(replyFrames(crisis, words)),
  ...storedReplyRoute,
})

/** GET /safety/crisis-card: the card's resources. */
export const crisisCardRoute: Routes = { "GET /safety/crisis-card": () => json(crisisCard) }

/** POST /chats/c1/replies accepted: the browser stored the reply's ciphertext. */
export const storedReplyRoute: Routes = { "POST /chats/c1/replies": () => json({ success: true }) }

/** GET …/replies/pending naming one finished reply `replyId` to message stored-0. */
export const pendingReplyRoute = (replyId: string): Routes => ({
  "GET /chats/c1/replies/pending": () =>
    json({ replies: [{ reply_id: replyId, message_id: "stored-0", finished: true }] }),
})

/** A reply key this browser kept for message stored-0 of chat c1, as if a reply was asked before a reload. */
export const keptReplyKey = async () => {
  const key = await newReplyKey()
  await replyKeyStore.save({
    chatId: "c1",
    messageId: "stored-0",
    privateKey: key.privateKey,
    createdAt: Date.now(),
  })
  return key
}
