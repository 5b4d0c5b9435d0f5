import type { ChatTurn } from "../api/chat-session-types.ts"
import type { ViewMessage } from "./conversation.ts"

/** The session's readable turns, oldest first, for the end-of-session summary (failed replies left out). */
export const transcriptOf = (messages: ReadonlyArray<ViewMessage>): ReadonlyArray<ChatTurn> =>
  messages.flatMap((m) =>
    m.state === "failed" || m.text === null || m.text.trim() === ""
      ? []
      : [{ role: m.role, content: m.text }],
  )
