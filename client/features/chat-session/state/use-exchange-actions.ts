import { useCallback, useState, type Dispatch, type RefObject, type SetStateAction } from "react"

import { errorMessage } from "../../../lib/api-client.ts"
import { useApiClient } from "../../../lib/api-client-context.tsx"
import { notify } from "../../../lib/notify.ts"
import { supersedeExchange } from "../api/chat-session-api.ts"
import type { ViewMessage } from "./conversation.ts"
import { lastExchange, withoutMessages } from "./last-exchange.ts"
import type { Outgoing } from "./use-delivery.ts"

const REGENERATE_ERROR = "Non è stato possibile rigenerare la risposta."
const EDIT_ERROR = "Non è stato possibile modificare il messaggio."

type Options = {
  readonly chatId: string
  readonly messagesRef: RefObject<ReadonlyArray<ViewMessage>>
  readonly setMessages: Dispatch<SetStateAction<ViewMessage[]>>
  /** Held while a message or an action is on its way: one at a time. */
  readonly busyRef: RefObject<boolean>
  readonly deliver: (outgoing: Outgoing, onAccepted: () => void) => Promise<boolean>
  readonly setDraft: Dispatch<SetStateAction<string>>
  /** Sends the edited text as a new message (the normal path, a new id). */
  readonly sendText: (text: string) => Promise<void>
}

/**
 * "Rigenera": the last reply leaves the conversation (on the server too) and its question is asked again
 * with the same id (not recorded twice). "Modifica": the last message goes into the input; sending it takes
 * the old message and its reply out and sends the new text in their place.
 */
export const useExchangeActions = ({
  chatId,
  messagesRef,
  setMessages,
  busyRef,
  deliver,
  setDraft,
  sendText,
}: Options) => {
  const api = useApiClient()
  /** The message being edited, while its new text is in the input. */
  const [editing, setEditing] = useState<string | null>(null)

  /** Out of the list now: `deliver` reads the list for the context before React renders again. */
  const drop = useCallback(
    (ids: ReadonlyArray<string>) => {
      messagesRef.current = withoutMessages(messagesRef.current, ids)
      setMessages((current) => withoutMessages(current, ids))
    },
    [messagesRef, setMessages],
  )

  const regenerate = useCallback(async () => {
    const exchange = lastExchange(messagesRef.current)
    const question = messagesRef.current.findLast((m) => m.role === "user")
    if (exchange === null || question === undefined || question.text === null || busyRef.current) return
    busyRef.current = true
    try {
      const done = await supersedeExchange(api, chatId, exchange.replyId, "regenerate")
      drop(done.superseded)
      const { text, image, id } = question
      await deliver({ content: text, image, messageId: id }, () => {})
    } catch (error) {
      notify.error(errorMessage(error, REGENERATE_ERROR))
    } finally {
      busyRef.current = false
    }
  }, [api, busyRef, chatId, deliver, drop, messagesRef])

  const startEdit = useCallback(() => {
    const exchange = lastExchange(messagesRef.current)
    if (exchange?.questionId == null || exchange.questionText === null) return
    setEditing(exchange.questionId)
    setDraft(exchange.questionText)
  }, [messagesRef, setDraft])

  const cancelEdit = useCallback(() => {
    setEditing(null)
    setDraft("")
  }, [setDraft])

  /** The edited text replaces the last message: the old exchange goes, then the text is sent as new. */
  const submitEdit = useCallback(
    async (text: string) => {
      if (editing === null || text.trim() === "" || busyRef.current) return
      busyRef.current = true
      try {
        const done = await supersedeExchange(api, chatId, editing, "edit")
        drop(done.superseded)
        setEditing(null)
      } catch (error) {
        notify.error(errorMessage(error, EDIT_ERROR))
        return
      } finally {
        busyRef.current = false
      }
      await sendText(text)
    },
    [api, busyRef, chatId, drop, editing, sendText],
  )

  return { editing: editing !== null, regenerate, startEdit, cancelEdit, submitEdit }
}
