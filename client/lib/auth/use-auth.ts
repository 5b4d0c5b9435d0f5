import { useQueryClient } from "@tanstack/react-query"
import { useAtomValue, useSetAtom } from "jotai"
import { useCallback } from "react"

import { authSessionAtom, currentUserAtom, signedOutAtom } from "./auth-store.ts"

export const useAuthSession = () => useAtomValue(authSessionAtom)

export const useCurrentUser = () => useAtomValue(currentUserAtom)

/** Logout: clears the session and every cached server answer of this user. */
export const useLogout = () => {
  const signOut = useSetAtom(signedOutAtom)
  const queryClient = useQueryClient()
  return useCallback(() => {
    signOut()
    queryClient.clear()
  }, [signOut, queryClient])
}
