import type { ViewMessage } from "./conversation.ts"

/** What "Rigenera" and "Modifica" may act on: the last reply and the user message it answers. */
export type LastExchange = {
  /** The last reply, stored by the server and readable here: "Rigenera" asks its question again. */
  readonly replyId: string
  /** The user message it answers, if it is text only (an image cannot be edited): "Modifica". */
  readonly questionId: string | null
  readonly questionText: string | null
}

/**
 * Only the last exchange can be replaced, and only once its reply is stored (the server refuses while a reply
 * is still arriving): a failed or still-empty reply offers "Riprova" instead.
 */
export const lastExchange = (messages: ReadonlyArray<ViewMessage>): LastExchange | null => {
  const reply = messages.at(-1)
  if (reply === undefined || reply.role !== "assistant") return null
  if (reply.ciphertext === null || reply.text === null || reply.text === "") return null
  if (reply.state === "streaming" || reply.state === "failed") return null
  const question = messages.findLast((m) => m.role === "user")
  const editable = question !== undefined && question.image === null && question.text !== null
  return {
    replyId: reply.id,
    questionId: editable ? question.id : null,
    questionText: editable ? question.text : null,
  }
}

/** The conversation without the messages a "Rigenera" or "Modifica" took out. */
export const withoutMessages = (
  messages: ReadonlyArray<ViewMessage>,
  ids: ReadonlyArray<string>,
): ViewMessage[] => messages.filter((m) => !ids.includes(m.id))
