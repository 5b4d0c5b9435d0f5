import { transcriptOf } from "../state/transcript.ts"
import type { Conversation } from "../state/use-conversation.ts"
import type { SessionLifecycle } from "../state/use-session-lifecycle.ts"
import * as bubbleStyles from "./message-bubble.css.ts"
import type { ChatSlots } from "./chat-slots.ts"
import { SessionEndingPanel } from "./session-banners.tsx"
import { KEPT_OPEN_NOTE } from "./session-timer.tsx"

/**
 * Above the input, what the session says now: the closing summary and mood once it ended, the opening mood
 * check-in, the ending panel (schedule or extend), the crisis and "Nuova Sessione" notes, and what a message costs.
 */
export const SessionNotes = ({
  chatId,
  conversation,
  session,
  slots,
  crisisSeen,
  pendingSession,
  busy,
}: {
  readonly chatId: string
  readonly conversation: Conversation
  readonly session: SessionLifecycle
  readonly slots: ChatSlots
  readonly crisisSeen: boolean
  readonly pendingSession: boolean
  readonly busy: boolean
}) => {
  const ended = session.ended.ended
  const hasUserMessage = conversation.messages.some((message) => message.role === "user")
  const status = session.status
  const showEndingPanel =
    !ended &&
    !session.restarted &&
    !crisisSeen &&
    (session.schedulePromptOpen || (status?.can_extend === true && !status.is_extended))

  return (
    <>
      {ended && conversation.historyReady
        ? slots.sessionEnd?.({ chatId, transcript: transcriptOf(conversation.messages) })
        : null}
      {!ended && !session.restarted && pendingSession && !busy && !hasUserMessage
        ? slots.sessionStart?.({ chatId })
        : null}
      {showEndingPanel ? (
        <SessionEndingPanel
          promptOpen={session.schedulePromptOpen}
          canExtend={status?.can_extend === true && !status.is_extended}
          busy={session.busy}
          onSchedule={() => void session.scheduleNextSession()}
          onExtend={() => void session.extend()}
          onClose={session.closeSchedulePrompt}
        />
      ) : null}
      {crisisSeen && !ended && !session.restarted ? (
        <p className={bubbleStyles.bubbleNote} role="note">
          {KEPT_OPEN_NOTE}
        </p>
      ) : null}
      {session.restarted && !ended ? (
        <p className={bubbleStyles.bubbleNote}>Il prossimo messaggio aprirà una nuova sessione.</p>
      ) : null}
      {(session.restarted || (pendingSession && !busy && !hasUserMessage)) && !ended
        ? slots.sessionCost?.(bubbleStyles.bubbleNote)
        : null}
    </>
  )
}
