import { useAtomValue } from "jotai"
import { useCallback, useEffect, useRef, useState } from "react"

import type { User } from "../../../lib/auth/user.ts"
import { keyringAtom } from "../../../lib/crypto/keyring-atom.ts"
import { decryptText, type Keyring } from "../../../lib/crypto/message-crypto.ts"
import type { ChatDetail } from "../api/chat-session-types.ts"
import { fromStored, type SendInput, type ViewMessage } from "./conversation.ts"
import { takeOpenedHistory } from "./early-history.ts"
import { useStoredHistory } from "./stored-replies.ts"
import { IMAGE_DEFAULT_TEXT } from "./topics.ts"
import { useDelivery, type Phase } from "./use-delivery.ts"
import { useDraft } from "./use-draft.ts"
import { useExchangeActions } from "./use-exchange-actions.ts"
import { useHandedOverMessage, useSendToNewChat } from "./use-new-chat.ts"
import { usePendingReplies } from "./use-pending-replies.ts"

export type { Phase } from "./use-delivery.ts"

type Options = {
  readonly chat: ChatDetail
  readonly user: User
  /** The session cannot take messages (ended, or not re-opened with "Nuova Sessione"). */
  readonly onSessionRefused: (detail: string) => void
  /** The first message needs a session and none is left: offer credits (the session is not ended). */
  readonly onNoCredits: (detail: string) => void
  /** The first ordinary message waits for a verified address (a crisis message is answered). */
  readonly onNotVerified: (detail: string) => void
  /** A reply finished or stopped: the session status is read again (SPEC §4). */
  readonly onReplySettled: () => void
  /** After "Nuova Sessione" the next message goes to a new chat. */
  readonly startsNewChat: boolean
  readonly navigateToChat: (chatId: string) => void
  /** The safety layer flagged a message: the crisis card shows and nothing about time or money interrupts. */
  readonly onCrisis: () => void
  /** The safety layer reads possible risk: a quiet line of help, without the full panel. */
  readonly onPossibleRisk: () => void
  /** The server took a message: what the screen said about an earlier refusal may go. */
  readonly onAccepted?: () => void
  /** Memory: the summaries each message carries (app/ plugs it in from the journey). */
  readonly memory?: (() => Promise<ReadonlyArray<string>>) | undefined
}

const decryptOrNull = async (ring: Keyring, record: string): Promise<string | null> => {
  try {
    return await decryptText(ring, record)
  } catch {
    return null
  }
}

/** The conversation on screen: its messages (stored ones decrypted in one pass), the input, sending. */
export const useConversation = (options: Options) => {
  const { chat, onReplySettled, startsNewChat, navigateToChat, onCrisis } = options
  const keyring = useAtomValue(keyringAtom)

  // the history opened ahead (state/early-history.ts) is used only when the app unlocked too
  const [openedAhead] = useState(() => {
    const ahead = takeOpenedHistory(chat.id)
    return keyring === null ? null : ahead
  })
  const [messages, setMessages] = useState<ViewMessage[]>(() => openedAhead ?? chat.messages.map(fromStored))
  const { draft, setDraft, image, setImage, keepInInput } = useDraft()

  const messagesRef = useRef(messages)
  useEffect(() => {
    messagesRef.current = messages
  }, [messages])
  /** The id of a message not yet accepted, reused while its text is unchanged: a retry never records twice. */
  const pendingRef = useRef<{ readonly content: string; readonly id: string } | null>(null)
  const busyRef = useRef(false)

  const historyReady = useStoredHistory({
    keyring,
    messagesRef,
    setMessages,
    decrypt: decryptOrNull,
    onCrisis,
    openedAhead: openedAhead !== null,
  })
  // the conversation's own callbacks (refused, no credits, settled, crisis) and memory go to delivery as given
  const delivery = useDelivery({ ...options, keyring, messagesRef, setMessages })
  const { deliver } = delivery
  // replies asked for before a reload or a dropped connection come back (issue 15)
  const pending = usePendingReplies({
    chatId: chat.id,
    keyring,
    ready: historyReady,
    messagesRef,
    setMessages,
    settle: delivery.settle,
    onCrisis,
    onReplySettled,
  })
  const resuming = pending.active

  const { creatingChat, sendToNewChat } = useSendToNewChat({
    approach: chat.therapeutic_approach,
    navigateToChat,
    keepInInput,
  })

  const send = useCallback(
    async (input: SendInput) => {
      if (busyRef.current || resuming || keyring === null) return
      const trimmed = input.text.trim()
      if (trimmed === "" && input.image === null) return
      const content = trimmed === "" ? IMAGE_DEFAULT_TEXT : trimmed
      busyRef.current = true
      try {
        if (startsNewChat) return await sendToNewChat({ content, input })
        const pending = pendingRef.current
        const messageId = pending !== null && pending.content === content ? pending.id : crypto.randomUUID()
        pendingRef.current = { content, id: messageId }
        const accepted = await deliver({ content, image: input.image, messageId }, () => {
          pendingRef.current = null
          if (!input.fromDraft) return
          setDraft((current) => (current === content ? "" : current))
          setImage(null)
        })
        if (!accepted && !input.fromDraft) keepInInput(content, input.image)
      } finally {
        busyRef.current = false
      }
    },
    [deliver, keepInInput, keyring, resuming, sendToNewChat, setDraft, setImage, startsNewChat],
  )

  /** Ask again for a reply that failed: same message id, so the message is not recorded twice. */
  const retry = useCallback(
    (failedReplyId: string) => {
      const list = messagesRef.current
      const index = list.findIndex((m) => m.id === failedReplyId)
      const question = list
        .slice(0, index)
        .reverse()
        .find((m) => m.role === "user")
      if (question === undefined || question.text === null || busyRef.current) return
      busyRef.current = true
      const { text, image: questionImage, id } = question
      const accepted = () => {
        pendingRef.current = null
      }
      void deliver({ content: text, image: questionImage, messageId: id }, accepted)
        .then((took) => {
          if (!took) keepInInput(text, questionImage)
        })
        .finally(() => {
          busyRef.current = false
        })
    },
    [deliver, keepInInput],
  )

  const actions = useExchangeActions({
    chatId: chat.id,
    messagesRef,
    setMessages,
    busyRef,
    deliver,
    setDraft,
    sendText: (text) => send({ text, image: null, fromDraft: true }),
  })

  useHandedOverMessage({ chatId: chat.id, keyring, send })

  const phase: Phase = creatingChat ? "sending" : pending.active ? "streaming" : delivery.phase
  return {
    messages,
    historyReady,
    draft,
    setDraft,
    image,
    setImage,
    phase,
    announcement: delivery.announcement,
    canWrite: keyring !== null,
    send,
    retry,
    stop: pending.active ? pending.stop : delivery.stop,
    actions,
  }
}

export type Conversation = ReturnType<typeof useConversation>
