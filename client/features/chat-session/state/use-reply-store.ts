import { useMutation } from "@tanstack/react-query"
import { useCallback } from "react"

import { isApiError } from "../../../lib/api-client.ts"
import { useApiClient } from "../../../lib/api-client-context.tsx"
import { encryptText, type Keyring } from "../../../lib/crypto/message-crypto.ts"
import { notify } from "../../../lib/notify.ts"
import { storeReply } from "../api/chat-session-api.ts"
import { sealReply, type ReplyRecord } from "../../../lib/crypto/reply-envelope.ts"
import { ENCRYPT_ERROR } from "./send-failure.ts"

export const STORE_REPLY_ERROR =
  "Non è stato possibile salvare la risposta cifrata: la vedi ora, ma potrebbe mancare quando riapri la chat."

/** A reply that could not be stored is sent twice more (after 1 s, then 2 s), unless the server refused it. */
const STORE_RETRIES = 2
const refused = (error: unknown) => isApiError(error) && error.status >= 400 && error.status < 500

/**
 * The browser stores each reply it received, encrypted and sealed with its marks (crisis card, interruption),
 * so that they come back after a reload. `store` resolves to the stored ciphertext, or null when it could
 * not be stored (the person is told).
 */
export const useReplyStore = (options: {
  readonly chatId: string
  readonly salt: string
  /** The sealed plaintext of a record this page wrote: it is never decrypted again. */
  readonly remember: (ciphertext: string, plaintext: string) => void
}) => {
  const { chatId, salt, remember } = options
  const api = useApiClient()
  const { mutateAsync } = useMutation({
    mutationFn: (input: { readonly replyId: string; readonly ciphertext: string }) =>
      storeReply(api, chatId, input.replyId, input.ciphertext),
    retry: (failures, error) => failures < STORE_RETRIES && !refused(error),
    retryDelay: (failures) => 1000 * (failures + 1),
    // offline, it still tries (and says so) rather than waiting unseen for the connection
    networkMode: "always",
  })

  return useCallback(
    async (ring: Keyring, replyId: string, record: ReplyRecord): Promise<string | null> => {
      const sealed = sealReply(record)
      let ciphertext: string
      try {
        ciphertext = await encryptText(ring, salt, sealed)
      } catch {
        notify.error(ENCRYPT_ERROR)
        return null
      }
      remember(ciphertext, sealed)
      try {
        await mutateAsync({ replyId, ciphertext })
        return ciphertext
      } catch {
        notify.error(STORE_REPLY_ERROR, { long: true })
        return null
      }
    },
    [mutateAsync, remember, salt],
  )
}
