import type { ViewMessage } from "./conversation.ts"

/** The newest assistant reply on screen, as the voice controls read it (null before the first). */
export const newestReply = (messages: ReadonlyArray<ViewMessage>) => {
  const reply = messages.findLast((message) => message.role === "assistant")
  if (reply === undefined) return null
  return {
    id: reply.id,
    text: reply.text,
    streaming: reply.state === "streaming",
    failed: reply.state === "failed",
  }
}
