import { useQueryClient } from "@tanstack/react-query"
import { useAtomValue, useSetAtom } from "jotai"
import { useCallback } from "react"

import { forgetReplyKeys } from "../crypto/forget-reply-keys.ts"
import { authSessionAtom, currentUserAtom, signedOutAtom } from "./auth-store.ts"

export const useAuthSession = () => useAtomValue(authSessionAtom)

export const useCurrentUser = () => useAtomValue(currentUserAtom)

/** Logout: clears the session, every cached server answer of this user and the keys of their pending replies. */
export const useLogout = () => {
  const signOut = useSetAtom(signedOutAtom)
  const queryClient = useQueryClient()
  return useCallback(() => {
    signOut()
    queryClient.clear()
    void forgetReplyKeys()
  }, [signOut, queryClient])
}
