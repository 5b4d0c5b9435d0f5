import type { User } from "../../../lib/auth/user.ts"
import { APPROACH_LABELS, type ChatDetail, type TherapeuticApproach } from "../api/chat-session-types.ts"
import type { SessionLifecycle } from "../state/use-session-lifecycle.ts"
import * as headerStyles from "./chat-header.css.ts"
import { ChatHeader } from "./chat-header.tsx"
import type { ChatSlots } from "./chat-slots.ts"
import { SessionTimer } from "./session-timer.tsx"

/** The chat's header as the screen shows it: the tools app/ plugs in, the approach and the session's clock. */
export const SessionHeader = ({
  chat,
  user,
  slots,
  approach,
  onApproachChanged,
  session,
  crisisSeen,
}: {
  readonly chat: ChatDetail
  readonly user: User
  readonly slots: ChatSlots
  readonly approach: TherapeuticApproach
  readonly onApproachChanged: (approach: TherapeuticApproach) => void
  readonly session: SessionLifecycle
  /** The crisis panel is raised: no countdown (the session stays open while the person writes). */
  readonly crisisSeen: boolean
}) => (
  <ChatHeader
    aiName={user.ai_name}
    provider={chat.assistant_provider}
    renameSlot={slots.renameAssistant}
    encryptionSlot={slots.encryptionBadge}
    approachSlot={
      slots.approachPicker !== undefined ? (
        slots.approachPicker({ chatId: chat.id, approach, onChanged: onApproachChanged })
      ) : (
        <span className={headerStyles.badge}>Approccio: {APPROACH_LABELS[approach]}</span>
      )
    }
    timer={
      <SessionTimer
        status={session.status}
        receivedAt={session.receivedAt}
        ended={session.ended.ended || session.restarted}
        onElapsed={session.refresh}
        keptOpen={crisisSeen}
      />
    }
  />
)
