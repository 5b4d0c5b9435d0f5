import { useCallback, useState, type Dispatch, type SetStateAction } from "react"

import type { User } from "../../../lib/auth/user.ts"
import { replyKeyStore } from "../../../lib/crypto/reply-key-store.ts"
import type { Keyring } from "../../../lib/crypto/message-crypto.ts"
import { notify } from "../../../lib/notify.ts"
import type { StreamOutcome } from "../api/stream-reply.ts"
import { updateMessage, type ViewMessage } from "./conversation.ts"
import { settlementOf } from "./reply-settlement.ts"
import { useReplyStore } from "./use-reply-store.ts"

/**
 * How a reply's stream ended, applied: its bubble, the polite announcement, the toast, and the reply stored
 * encrypted with the user's key. The reply's relay key (client/lib/crypto/reply-key-store.ts) goes once nothing
 * more is to be stored; while the reply is not stored it stays, and the next visit stores it from the server.
 */
export const useSettleReply = (options: {
  readonly chatId: string
  readonly user: User
  readonly remember: (ciphertext: string, plaintext: string) => void
  readonly setMessages: Dispatch<SetStateAction<ViewMessage[]>>
}) => {
  const { chatId, user, remember, setMessages } = options
  const storeReply = useReplyStore({ chatId, salt: user.encryption_salt, remember })
  /** What the polite live region says: completed replies only, never tokens. */
  const [announcement, setAnnouncement] = useState("")

  const settle = useCallback(
    async (ring: Keyring, outcome: StreamOutcome) => {
      const settlement = settlementOf(outcome, user.ai_name)
      if (settlement === null) return
      setMessages((current) => updateMessage(current, settlement.replyId, settlement.patch))
      if (settlement.announcement !== null) setAnnouncement(settlement.announcement)
      if (settlement.error !== null) notify.error(settlement.error)
      const forgetKey = () => void replyKeyStore.forget(outcome.meta?.message_id ?? "")
      if (settlement.record === null) return forgetKey()
      const ciphertext = await storeReply(ring, settlement.replyId, settlement.record)
      if (ciphertext === null) return
      setMessages((current) => updateMessage(current, settlement.replyId, { ciphertext }))
      forgetKey()
    },
    [setMessages, storeReply, user.ai_name],
  )
  return { settle, announcement }
}
