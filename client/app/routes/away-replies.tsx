import { useQueryClient } from "@tanstack/react-query"
import { useAtomValue } from "jotai"
import { useEffect } from "react"

import { useApiClient } from "../../lib/api-client-context.tsx"
import { bearerTokenAtom } from "../../lib/auth/auth-store.ts"
import { useCurrentUser } from "../../lib/auth/use-auth.ts"
import { keyringAtom } from "../../lib/crypto/keyring-atom.ts"
import { deliverAwayReplies } from "../../features/chat-session/state/deliver-away-replies.ts"
import { chatsQueryKey } from "../../lib/shared-endpoints.ts"

/** After the first paint, when the browser is idle: the dashboard's own work goes first. */
const whenIdle = (run: () => void): (() => void) => {
  if (typeof requestIdleCallback === "function") {
    const handle = requestIdleCallback(run, { timeout: 2000 })
    return () => cancelIdleCallback(handle)
  }
  const handle = setTimeout(run, 200)
  return () => clearTimeout(handle)
}

/**
 * At a visit of the dashboard, the replies finished while the person was away are stored, when the browser is
 * idle: the chat list and each chat show them without opening the chat. Renders nothing; its code is its own
 * chunk, fetched after the dashboard (./away-replies-slot.tsx).
 */
const AwayReplies = () => {
  const api = useApiClient()
  const queryClient = useQueryClient()
  const token = useAtomValue(bearerTokenAtom)
  const keyring = useAtomValue(keyringAtom)
  const user = useCurrentUser()
  const salt = user?.encryption_salt ?? null
  const aiName = user?.ai_name ?? ""
  useEffect(() => {
    if (keyring === null || salt === null) return
    // once started, a delivery runs to its end (a chat opened meanwhile takes its result: lib/crypto/reply-claims.ts)
    const signal = new AbortController().signal
    return whenIdle(() => {
      void deliverAwayReplies({ api, token, keyring, salt, aiName, signal })
        .then(async (chats) => {
          if (chats.length === 0) return
          await queryClient.invalidateQueries({ queryKey: chatsQueryKey })
          await Promise.all(chats.map((id) => queryClient.invalidateQueries({ queryKey: ["chat", id] })))
        })
        // offline, or a reply that could not be stored: its key stays, and the next visit tries again
        .catch(() => undefined)
    })
  }, [api, token, keyring, salt, aiName, queryClient])
  return null
}

export default AwayReplies
