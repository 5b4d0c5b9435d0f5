import { randomUUID } from "node:crypto"
import { sealReply } from "../../../client/lib/crypto/reply-envelope.ts"
import { createKeyring, encryptText } from "../../../client/lib/crypto/message-crypto.ts"
import type { Sql } from "../../../eventstore/db.ts"
import { toNewEvent } from "../../../eventstore/event-codec.ts"
import { appendToStreams } from "../../../eventstore/event-store.ts"
import { inlineProjectionsHook } from "../../../projections/inline-projections.ts"
import { projections } from "../../../projections/registry.ts"

/** seedUser's encryption salt: messages are encrypted as the browser would, with the passphrase and this salt. */
const USER_SALT = "AAAAAAAAAAAAAAAAAAAAAA=="

const sentence =
  "Oggi ho ripensato a quello che ci siamo detti: mi sento un po' più leggera, anche se la stanchezza resta."

/** The text of the last message, which the page shows only once the whole history is decrypted and rendered. */
export const lastMessageText = (count: number) => `Ultimo messaggio ${count}: grazie, a domani.`

/**
 * A completed chat of `count` messages (users' and sealed replies alternating), encrypted with the client's own
 * crypto module, appended as the app writes it. Returns the chat id.
 */
export const writeLongChat = async (sql: Sql, userId: string, passphrase: string, count: number) => {
  const keyring = createKeyring(passphrase)
  const chatId = randomUUID()
  const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 9, 0) + minute * 1000).toISOString()
  const texts = Array.from({ length: count }, (_, i) =>
    i === count - 1 ? lastMessageText(count) : `${i + 1}. ${sentence.repeat(1 + (i % 3))}`,
  )
  const records = await Promise.all(
    texts.map((text, i) =>
      encryptText(
        keyring,
        USER_SALT,
        i % 2 === 0 ? text : sealReply({ text, crisis: false, interrupted: false }),
      ),
    ),
  )
  const ev = (event: Record<string, unknown>) => toNewEvent({ schemaVersion: 1, chatId, ...event } as never)
  await appendToStreams(
    sql,
    [
      {
        streamId: `chat-${chatId}`,
        expected: "no_stream",
        events: [
          ev({ _tag: "ChatCreated", userId, approach: "claude", at: at(0) }),
          ev({ _tag: "SessionStarted", startedAt: at(1), endsAt: at(1800), creditSource: "free" }),
          ...records.map((ciphertext, i) =>
            ev({
              _tag: "MessageRecorded",
              messageId: randomUUID(),
              role: i % 2 === 0 ? "user" : "assistant",
              ciphertext,
              image: null,
              at: at(2 + i),
            }),
          ),
          ev({ _tag: "SessionCompleted", at: at(1800), by: "client" }),
        ],
      },
    ],
    [inlineProjectionsHook(projections)],
  )
  return chatId
}
