import { useQueryClient } from "@tanstack/react-query"
import { useCallback, useMemo } from "react"

import { decryptText, type Keyring } from "../../../lib/crypto/message-crypto.ts"
import { openReply } from "../../../lib/crypto/reply-envelope.ts"

const recordKey = (record: string) => ["decrypted", record] as const

/**
 * Plaintexts this page knows, by record: a stored record is decrypted once, and one written here never.
 * `opened` reads a record as the model reads it (a reply is opened from its envelope); null: it cannot be
 * decrypted.
 */
export const useDecryptedRecords = () => {
  const queryClient = useQueryClient()

  const remember = useCallback(
    (record: string, plaintext: string) => queryClient.setQueryData(recordKey(record), plaintext),
    [queryClient],
  )

  const opened = useCallback(
    async (ring: Keyring, record: string): Promise<string | null> => {
      try {
        const plaintext = await queryClient.fetchQuery({
          queryKey: recordKey(record),
          queryFn: () => decryptText(ring, record),
          staleTime: Number.POSITIVE_INFINITY,
          retry: false,
        })
        return openReply(plaintext).text
      } catch {
        return null
      }
    },
    [queryClient],
  )

  return useMemo(() => ({ remember, opened }), [remember, opened])
}
