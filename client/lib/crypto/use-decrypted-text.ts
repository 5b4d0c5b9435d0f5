import { useQuery } from "@tanstack/react-query"
import { useAtomValue } from "jotai"

import { keyringAtom } from "./keyring-atom.ts"
import { decryptText } from "./message-crypto.ts"

export type DecryptedText =
  | { readonly status: "pending" }
  /** No passphrase in this tab (e.g. after a reload following sign-up) or a key that no longer fits. */
  | { readonly status: "locked" }
  | { readonly status: "ready"; readonly text: string }

/** Decrypts one stored record; results are cached, so a list re-render does not decrypt again. */
export const useDecryptedText = (record: string | null): DecryptedText => {
  const keyring = useAtomValue(keyringAtom)
  const query = useQuery({
    queryKey: ["decrypted", record],
    queryFn: () =>
      keyring === null || record === null
        ? Promise.reject(new Error("locked"))
        : decryptText(keyring, record),
    enabled: keyring !== null && record !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    refetchOnWindowFocus: false,
  })
  if (record === null) return { status: "ready", text: "" }
  if (keyring === null || query.isError) return { status: "locked" }
  return query.data === undefined ? { status: "pending" } : { status: "ready", text: query.data }
}
