import { useId, useState, type ReactNode } from "react"

import { ChevronDownIcon } from "../../../components/ui/icons.tsx"
import { transcriptOf } from "../state/transcript.ts"
import type { Conversation } from "../state/use-conversation.ts"
import type { SessionLifecycle } from "../state/use-session-lifecycle.ts"
import * as bubbleStyles from "./message-bubble.css.ts"
import * as crisisStyles from "./crisis-panel.css.ts"
import type { ChatSlots } from "./chat-slots.ts"
import { SessionEndingPanel } from "./session-banners.tsx"
import { KEPT_OPEN_NOTE } from "./session-timer.tsx"
import { SessionEndCards } from "./session-end-cards.tsx"

/**
 * After a hard moment the summary and the mood wait behind one tap (issue 22): the plan and the numbers come
 * first, and on a phone the two cards do not cover the conversation.
 */
const Later = ({ children }: { readonly children: ReactNode }) => {
  const id = useId()
  const [open, setOpen] = useState(false)
  return (
    <div>
      <button
        type="button"
        className={crisisStyles.toggle}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((current) => !current)}
      >
        Quando vuoi: il riassunto e come ti senti <ChevronDownIcon className={crisisStyles.chevron} />
      </button>
      <div id={id} hidden={!open} className={crisisStyles.later}>
        {open ? children : null}
      </div>
    </div>
  )
}

/**
 * Above the input, what the session says now: the closing summary and mood once it ended, the opening mood
 * check-in, the ending panel (schedule or extend), the crisis and "Nuova Sessione" notes, and what a message costs
 * (never while the crisis panel is raised, nor beside the check-in after a hard moment).
 */
export const SessionNotes = ({
  chatId,
  conversation,
  session,
  slots,
  crisisSeen,
  checkIn,
  pendingSession,
  busy,
}: {
  readonly chatId: string
  readonly conversation: Conversation
  readonly session: SessionLifecycle
  readonly slots: ChatSlots
  readonly crisisSeen: boolean
  /** The session opens with the check-in after a hard moment: no cost beside it either. */
  readonly checkIn: boolean
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

  const sessionEnd =
    ended && conversation.historyReady
      ? slots.sessionEnd?.({ chatId, transcript: transcriptOf(conversation.messages) })
      : null

  return (
    <>
      {sessionEnd === null || sessionEnd === undefined ? null : crisisSeen ? (
        <Later>{sessionEnd}</Later>
      ) : (
        <SessionEndCards>{sessionEnd}</SessionEndCards>
      )}
      {/* after a hard moment the check-in's own question asks it (check-in-note.tsx): never twice */}
      {!ended && !session.restarted && pendingSession && !busy && !hasUserMessage && !checkIn
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
      {(session.restarted || (pendingSession && !busy && !hasUserMessage)) &&
      !ended &&
      !crisisSeen &&
      !checkIn
        ? slots.sessionCost?.(bubbleStyles.bubbleNote)
        : null}
    </>
  )
}
