import { useQueryClient } from "@tanstack/react-query"
import { atom, useAtom, useSetAtom } from "jotai"
import { useCallback, useEffect, useRef, useState } from "react"

import { errorMessage } from "../../../lib/api-client.ts"
import { useApiClient } from "../../../lib/api-client-context.tsx"
import type { Keyring } from "../../../lib/crypto/message-crypto.ts"
import { notify } from "../../../lib/notify.ts"
import { createChat } from "../api/chat-session-api.ts"
import type { AttachedImage, TherapeuticApproach } from "../api/chat-session-types.ts"
import type { SendInput } from "./conversation.ts"
import { chatsQueryKey } from "../../../lib/shared-endpoints.ts"

const CREATE_CHAT_ERROR = "Errore nella creazione della sessione"

/** A message typed after "Nuova Sessione": the new chat's screen sends it as soon as it is ready. */
export const handoffAtom = atom<{
  readonly chatId: string
  readonly text: string
  readonly image: AttachedImage | null
} | null>(null)

/** After "Nuova Sessione" the next message creates a chat and is handed over to its screen. */
export const useSendToNewChat = ({
  approach,
  navigateToChat,
  keepInInput,
}: {
  readonly approach: TherapeuticApproach
  readonly navigateToChat: (chatId: string) => void
  readonly keepInInput: (content: string, attached: AttachedImage | null) => void
}) => {
  const api = useApiClient()
  const queryClient = useQueryClient()
  const setHandoff = useSetAtom(handoffAtom)
  const [creatingChat, setCreatingChat] = useState(false)

  const sendToNewChat = useCallback(
    async ({ content, input }: { readonly content: string; readonly input: SendInput }) => {
      setCreatingChat(true)
      try {
        const created = await createChat(api, approach)
        setHandoff({ chatId: created.id, text: content, image: input.image })
        void queryClient.invalidateQueries({ queryKey: chatsQueryKey })
        navigateToChat(created.id)
      } catch (error) {
        notify.error(errorMessage(error, CREATE_CHAT_ERROR))
        if (!input.fromDraft) keepInInput(content, null)
      } finally {
        setCreatingChat(false)
      }
    },
    [api, approach, keepInInput, navigateToChat, queryClient, setHandoff],
  )

  return { creatingChat, sendToNewChat }
}

/** The message typed before "Nuova Sessione" created this chat: sent once, as soon as the chat can take it. */
export const useHandedOverMessage = ({
  chatId,
  keyring,
  send,
}: {
  readonly chatId: string
  readonly keyring: Keyring | null
  readonly send: (input: SendInput) => Promise<void>
}) => {
  const [handoff, setHandoff] = useAtom(handoffAtom)
  const handoffSent = useRef(false)
  useEffect(() => {
    if (handoffSent.current || handoff === null || handoff.chatId !== chatId || keyring === null) return
    handoffSent.current = true
    setHandoff(null)
    void send({ text: handoff.text, image: handoff.image, fromDraft: false })
  }, [chatId, handoff, keyring, send, setHandoff])
}
