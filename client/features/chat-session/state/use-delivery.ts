import { useQueryClient } from "@tanstack/react-query"
import { useAtomValue, useSetAtom } from "jotai"
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type Dispatch,
  type RefObject,
  type SetStateAction,
} from "react"

import { bearerTokenAtom, signedOutAtom } from "../../../lib/auth/auth-store.ts"
import type { User } from "../../../lib/auth/user.ts"
import { encryptText, type Keyring } from "../../../lib/crypto/message-crypto.ts"
import { notify } from "../../../lib/notify.ts"
import type { AttachedImage, ChatDetail } from "../api/chat-session-types.ts"
import { LEFT_SCREEN, streamRelayedReply } from "../api/relayed-stream.ts"
import type { StreamOutcome } from "../api/stream-reply.ts"
import { storedImage, updateMessage, withAcceptedTurn, type ViewMessage } from "./conversation.ts"
import { titleFrom } from "./history.ts"
import { modelContext } from "./model-context.ts"
import { ENCRYPT_ERROR, handleSendFailure } from "./send-failure.ts"
import { useDecryptedRecords } from "./use-decrypted-records.ts"
import { useSettleReply } from "./use-settle-reply.ts"
import { chatsQueryKey, sessionInfoQueryKey } from "../../../lib/shared-endpoints.ts"

export type Phase = "idle" | "sending" | "waiting" | "streaming"

export type Outgoing = {
  readonly content: string
  readonly image: AttachedImage | null
  /** Reused while a message is not accepted, so that a retry never records it twice. */
  readonly messageId: string
}

type Options = {
  readonly chat: ChatDetail
  readonly user: User
  readonly keyring: Keyring | null
  readonly messagesRef: RefObject<ReadonlyArray<ViewMessage>>
  readonly setMessages: Dispatch<SetStateAction<ViewMessage[]>>
  readonly onSessionRefused: (detail: string) => void
  readonly onNoCredits: (detail: string) => void
  readonly onNotVerified: (detail: string) => void
  readonly onReplySettled: () => void
  readonly onCrisis: () => void
  readonly onPossibleRisk: () => void
  /** The server took a message (the notices about an earlier refusal may go). */
  readonly onAccepted?: (() => void) | undefined
  readonly memory?: (() => Promise<ReadonlyArray<string>>) | undefined
}

/**
 * One message's trip: encrypted here, sent with its plaintext context, the reply streamed into its bubble,
 * then stored encrypted by the browser. `deliver` resolves to whether the server accepted the message;
 * `onAccepted` runs the moment it does (the typed text may then leave the input).
 */
export const useDelivery = ({
  chat,
  user,
  keyring,
  messagesRef,
  setMessages,
  onSessionRefused,
  onNoCredits,
  onNotVerified,
  onReplySettled,
  onCrisis,
  onPossibleRisk,
  onAccepted: onAnyAccepted,
  memory,
}: Options) => {
  const queryClient = useQueryClient()
  const token = useAtomValue(bearerTokenAtom)
  const signOut = useSetAtom(signedOutAtom)
  const records = useDecryptedRecords()
  const { settle, announcement } = useSettleReply({
    chatId: chat.id,
    user,
    remember: records.remember,
    setMessages,
  })
  const [phase, setPhase] = useState<Phase>("idle")
  const controllerRef = useRef<AbortController | null>(null)
  const titledRef = useRef(chat.title !== null)

  const deliver = useCallback(
    async ({ content, image, messageId }: Outgoing, onAccepted: () => void): Promise<boolean> => {
      if (keyring === null) return false
      let ciphertext: string
      let title: string | undefined
      try {
        ciphertext = await encryptText(keyring, user.encryption_salt, content)
        title = titledRef.current
          ? undefined
          : await encryptText(keyring, user.encryption_salt, titleFrom(content))
      } catch {
        notify.error(ENCRYPT_ERROR)
        return false
      }
      // the message itself travels as `content`, not again in the history (a retry or "Rigenera" reuses it)
      const earlier = messagesRef.current.filter((m) => m.id !== messageId)
      const context = await modelContext(earlier, (record) => records.opened(keyring, record))
      const remembered = (await memory?.()) ?? []
      const controller = new AbortController()
      controllerRef.current = controller
      let replyId = ""
      setPhase("sending")
      let outcome: StreamOutcome
      try {
        outcome = await streamRelayedReply({
          chatId: chat.id,
          messageId,
          token,
          signal: controller.signal,
          body: {
            content,
            ciphertext,
            message_id: messageId,
            history: context.history,
            ...(image !== null ? { image: storedImage(image) } : {}),
            ...(image?.modelDataUrl ? { image_data: image.modelDataUrl } : {}),
            ...(title !== undefined ? { title } : {}),
            ...(context.crisisContext !== null ? { crisis_context: context.crisisContext } : {}),
            ...(remembered.length > 0 ? { memory: [...remembered] } : {}),
          },
          handlers: {
            onMeta: (meta) => {
              // Accepted and stored: only now does the typed text leave the input.
              titledRef.current = true
              records.remember(ciphertext, content)
              onAccepted()
              onAnyAccepted?.()
              replyId = meta.reply_id
              if (meta.crisis) onCrisis()
              else if (meta.risk === "possible") onPossibleRisk()
              const turn = { messageId: meta.message_id || messageId, replyId, content, ciphertext, image }
              const at = new Date().toISOString()
              const unsaved = !meta.recorded
              setMessages((current) =>
                withAcceptedTurn(current, { ...turn, crisis: meta.crisis, at, unsaved }),
              )
              setPhase("waiting")
            },
            onCrisis: () => {
              onCrisis()
              setMessages((current) => updateMessage(current, replyId, { crisis: true }))
            },
            onToken: (_token, soFar) => {
              setPhase("streaming")
              setMessages((current) => updateMessage(current, replyId, { text: soFar }))
            },
          },
        })
      } catch (error) {
        controllerRef.current = null
        setPhase("idle")
        handleSendFailure(error, {
          signOut: () => {
            signOut()
            queryClient.clear()
          },
          sessionRefused: onSessionRefused,
          noCredits: onNoCredits,
          notVerified: onNotVerified,
        })
        return false
      }
      controllerRef.current = null
      // the composer takes the next message only once this reply is stored: one sent sooner would be refused
      try {
        await settle(keyring, outcome)
      } finally {
        setPhase("idle")
      }
      if (outcome.meta === null) return false
      onReplySettled()
      // The dashboard's list (title, age) and the credits (the first message reserves one) changed.
      void queryClient.invalidateQueries({ queryKey: chatsQueryKey })
      void queryClient.invalidateQueries({ queryKey: sessionInfoQueryKey })
      return true
    },
    [
      chat.id,
      keyring,
      memory,
      messagesRef,
      onCrisis,
      onPossibleRisk,
      onAnyAccepted,
      onReplySettled,
      onSessionRefused,
      onNoCredits,
      onNotVerified,
      queryClient,
      records,
      setMessages,
      settle,
      signOut,
      token,
      user.encryption_salt,
    ],
  )

  const stop = useCallback(() => controllerRef.current?.abort(), [])

  // Leaving the screen lets the reply go on: it is stored at the next visit (use-pending-replies.ts).
  useEffect(() => () => controllerRef.current?.abort(LEFT_SCREEN), [])

  return { phase, announcement, deliver, stop, settle }
}
