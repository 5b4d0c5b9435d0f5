import { useAtomValue } from "jotai"
import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from "react"

import { useApiClient } from "../../../lib/api-client-context.tsx"
import { bearerTokenAtom } from "../../../lib/auth/auth-store.ts"
import type { Keyring } from "../../../lib/crypto/message-crypto.ts"
import { replyClaims } from "../../../lib/crypto/reply-claims.ts"
import { replyKeyStore } from "../../../lib/crypto/reply-key-store.ts"
import { LEFT_SCREEN } from "../api/relayed-stream.ts"
import { resumeReply } from "../api/resume-reply.ts"
import type { StreamOutcome } from "../api/stream-reply.ts"
import { appendOnce, updateMessage, type ViewMessage } from "./conversation.ts"
import { claimedBubble, planPending, resumingBubble } from "./pending-replies.ts"

type Options = {
  readonly chatId: string
  readonly keyring: Keyring | null
  /** The stored history is on screen (decrypted): a reply already stored is not resumed again. */
  readonly ready: boolean
  readonly messagesRef: { readonly current: ReadonlyArray<ViewMessage> }
  readonly setMessages: Dispatch<SetStateAction<ViewMessage[]>>
  readonly settle: (ring: Keyring, outcome: StreamOutcome) => Promise<void>
  readonly onCrisis: () => void
  readonly onReplySettled: () => void
}

/**
 * At a visit, the replies this browser asked for and never stored — still being written, or finished while the
 * page was away (a reload, a closed tab, a dropped connection) — come back: each is resumed from the server,
 * opened with the key kept for it, shown as it arrives and stored encrypted like any reply. `active` is true
 * meanwhile (the composer waits; Stop stops it).
 */
export const usePendingReplies = (options: Options) => {
  const { chatId, keyring, ready, messagesRef, setMessages, settle, onCrisis, onReplySettled } = options
  const api = useApiClient()
  const token = useAtomValue(bearerTokenAtom)
  const [active, setActive] = useState(false)
  const controllerRef = useRef<AbortController | null>(null)
  const checked = useRef(false)

  const resumeAll = useCallback(
    async (ring: Keyring, signal: AbortSignal) => {
      const keys = await replyKeyStore.forChat(chatId)
      if (keys.length === 0) return
      const path = `/chats/${encodeURIComponent(chatId)}/replies/pending`
      const { replies } = await api.get("replies.pending", path)
      const plan = planPending(keys, replies, messagesRef.current)
      await Promise.all(plan.forget.map((messageId) => replyKeyStore.forget(messageId)))
      for (const { reply, key } of plan.resume) {
        if (signal.aborted) return
        const replyId = reply.reply_id
        // the dashboard is storing it right now (state/deliver-away-replies.ts): it is shown from there
        const claimed = await replyClaims.inFlight(key.messageId)
        if (claimed !== undefined && claimed !== null) {
          setMessages((current) => appendOnce(current, claimedBubble(claimed)))
          continue
        }
        setActive(true)
        setMessages((current) => appendOnce(current, resumingBubble(replyId, new Date().toISOString())))
        const markCrisis = () => {
          onCrisis()
          setMessages((current) => updateMessage(current, replyId, { crisis: true }))
        }
        let outcome: StreamOutcome
        try {
          outcome = await resumeReply({
            chatId,
            replyId,
            token,
            privateKey: key.privateKey,
            from: { meta: null, text: "", lastEventId: null },
            signal,
            handlers: {
              onMeta: (meta) => (meta.crisis ? markCrisis() : undefined),
              onCrisis: markCrisis,
              onToken: (_text, soFar) =>
                setMessages((current) => updateMessage(current, replyId, { text: soFar })),
            },
          })
        } catch {
          // offline, or the reply went meanwhile: the bubble goes; the key stays for the next visit to decide
          setMessages((current) => current.filter((m) => m.id !== replyId))
          continue
        }
        if (signal.reason === LEFT_SCREEN) return
        if (outcome.meta === null) {
          // nothing came back that could be shown: the bubble goes, and so does the key
          setMessages((current) => current.filter((m) => m.id !== replyId))
          await replyKeyStore.forget(key.messageId)
        } else await settle(ring, outcome)
        onReplySettled()
      }
    },
    [api, chatId, messagesRef, onCrisis, onReplySettled, setMessages, settle, token],
  )

  useEffect(() => {
    if (!ready || keyring === null || checked.current) return
    checked.current = true
    const controller = new AbortController()
    controllerRef.current = controller
    void resumeAll(keyring, controller.signal)
      .catch(() => undefined)
      .finally(() => {
        if (controllerRef.current !== controller) return
        controllerRef.current = null
        setActive(false)
      })
  }, [keyring, ready, resumeAll])

  useEffect(
    () => () => {
      controllerRef.current?.abort(LEFT_SCREEN)
      // mounted again (StrictMode, or the same screen kept): the check runs again
      checked.current = false
    },
    [],
  )

  /** Stop: the resumed reply is stopped on the server too, and what arrived is kept as interrupted. */
  const stop = useCallback(() => {
    const replyId = messagesRef.current.findLast((m) => m.state === "streaming")?.id
    if (replyId !== undefined)
      void api
        .post("replies.stop", `/chats/${encodeURIComponent(chatId)}/replies/${replyId}/stop`)
        .catch(() => undefined)
    controllerRef.current?.abort()
  }, [api, chatId, messagesRef])

  return { active, stop }
}
