import { useEffect, type Dispatch, type RefObject, type SetStateAction } from "react"

import type { Keyring } from "../../../lib/crypto/message-crypto.ts"
import type { ViewMessage } from "./conversation.ts"
import { openReply } from "./reply-envelope.ts"

type Decrypt = (ring: Keyring, ciphertext: string) => Promise<string | null>

/** The stored replies' text and marks, once decrypted; a reply that cannot be decrypted is left as it is. */
export const openStoredReplies = async (
  messages: ReadonlyArray<ViewMessage>,
  decrypt: (ciphertext: string) => Promise<string | null>,
): Promise<Map<string, Partial<ViewMessage>>> => {
  const patches = new Map<string, Partial<ViewMessage>>()
  for (const message of messages) {
    if (message.role !== "assistant" || message.state !== "stored" || message.ciphertext === null) continue
    const plaintext = await decrypt(message.ciphertext)
    if (plaintext === null) continue
    const reply = openReply(plaintext)
    patches.set(message.id, {
      text: reply.text,
      crisis: reply.crisis,
      state: reply.interrupted ? "interrupted" : "stored",
    })
  }
  return patches
}

/**
 * After a reload the crisis card and the "risposta interrotta" note come back in place, read from the reply's
 * ciphertext; a card found there also tells the screen the person may be in crisis (no clock, no upsell).
 */
export const useStoredReplyMarks = (options: {
  readonly keyring: Keyring | null
  readonly messagesRef: RefObject<ReadonlyArray<ViewMessage>>
  readonly setMessages: Dispatch<SetStateAction<ViewMessage[]>>
  readonly decrypt: Decrypt
  readonly onCrisis: () => void
}) => {
  const { keyring, messagesRef, setMessages, decrypt, onCrisis } = options
  useEffect(() => {
    if (keyring === null) return
    let live = true
    void openStoredReplies(messagesRef.current, (ciphertext) => decrypt(keyring, ciphertext)).then(
      (patches) => {
        if (!live || patches.size === 0) return
        setMessages((current) =>
          current.map((m) => {
            const patch = patches.get(m.id)
            return patch !== undefined && m.state === "stored" ? { ...m, ...patch } : m
          }),
        )
        if ([...patches.values()].some((patch) => patch.crisis === true)) onCrisis()
      },
    )
    return () => {
      live = false
    }
  }, [keyring, messagesRef, setMessages, decrypt, onCrisis])
}

/**
 * The message that raised the latest crisis card, in plaintext, to send with the next message: the server reads
 * it in memory only and keeps the session open while it still reads as crisis language.
 */
export const crisisContextOf = async (
  messages: ReadonlyArray<ViewMessage>,
  decrypt: (ciphertext: string) => Promise<string | null>,
): Promise<string | null> => {
  const cardAt = messages.findLastIndex((m) => m.role === "assistant" && m.crisis)
  if (cardAt < 0) return null
  const trigger = messages
    .slice(0, cardAt)
    .reverse()
    .find((m) => m.role === "user")
  if (trigger === undefined) return null
  if (trigger.text !== null) return trigger.text
  return trigger.ciphertext === null ? null : decrypt(trigger.ciphertext)
}
