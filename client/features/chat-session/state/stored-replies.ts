import { useEffect, useState, type Dispatch, type RefObject, type SetStateAction } from "react"

import type { Keyring } from "../../../lib/crypto/message-crypto.ts"
import type { ViewMessage } from "./conversation.ts"
import { openReply } from "../../../lib/crypto/reply-envelope.ts"

/** A stored record's plaintext, or null when it cannot be decrypted (it then shows as locked). */
type Decrypt = (ring: Keyring, ciphertext: string) => Promise<string | null>

/**
 * Every stored message's text, in one pass (all decryptions at once; one key derivation): replies are opened
 * from their envelope with their marks (crisis card, interruption). A record that cannot be decrypted is left
 * as it is, and shows as locked.
 */
export const openStoredMessages = async (
  messages: ReadonlyArray<ViewMessage>,
  decrypt: (ciphertext: string) => Promise<string | null>,
): Promise<Map<string, Partial<ViewMessage>>> => {
  const opened = await Promise.all(
    messages.map(async (message): Promise<readonly [string, Partial<ViewMessage>] | null> => {
      if (message.state !== "stored" || message.ciphertext === null || message.text !== null) return null
      const plaintext = await decrypt(message.ciphertext)
      if (plaintext === null) return null
      if (message.role === "user") return [message.id, { text: plaintext }]
      const reply = openReply(plaintext)
      return [
        message.id,
        { text: reply.text, crisis: reply.crisis, state: reply.interrupted ? "interrupted" : "stored" },
      ]
    }),
  )
  return new Map(opened.filter((entry) => entry !== null))
}

/** The opened texts applied to the messages still waiting for theirs. */
export const withOpened = (
  messages: ReadonlyArray<ViewMessage>,
  patches: ReadonlyMap<string, Partial<ViewMessage>>,
): ViewMessage[] =>
  messages.map((m) => {
    const patch = patches.get(m.id)
    return patch !== undefined && m.state === "stored" && m.text === null ? { ...m, ...patch } : m
  })

/**
 * The stored conversation, decrypted once and applied in one update, so that the list renders once with its
 * text. After a reload the crisis card and the "risposta interrotta" note come back in place, read from the
 * reply's ciphertext; a card found there also tells the screen the person may be in crisis (no clock, no
 * upsell). Returns whether the history is ready to show (decrypted, or locked for want of a key).
 */
export const useStoredHistory = (options: {
  readonly keyring: Keyring | null
  readonly messagesRef: RefObject<ReadonlyArray<ViewMessage>>
  readonly setMessages: Dispatch<SetStateAction<ViewMessage[]>>
  readonly decrypt: Decrypt
  readonly onCrisis: () => void
  /** The messages came already opened with this keyring (state/early-history.ts): the list shows at once. */
  readonly openedAhead: boolean
}): boolean => {
  const { keyring, messagesRef, setMessages, decrypt, onCrisis, openedAhead } = options
  const [openedWith, setOpenedWith] = useState<Keyring | null>(openedAhead ? keyring : null)
  useEffect(() => {
    if (keyring === null) return
    let live = true
    void openStoredMessages(messagesRef.current, (ciphertext) => decrypt(keyring, ciphertext)).then(
      (patches) => {
        if (!live) return
        if (patches.size > 0) setMessages((current) => withOpened(current, patches))
        setOpenedWith(keyring)
        // a card in the history, opened here or before the screen mounted (state/early-history.ts)
        const cards = [...patches.values(), ...messagesRef.current]
        if (cards.some((message) => message.crisis === true)) onCrisis()
      },
    )
    return () => {
      live = false
    }
  }, [keyring, messagesRef, setMessages, decrypt, onCrisis])
  return keyring === null || openedWith === keyring
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
