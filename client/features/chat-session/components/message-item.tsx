import type { ReactNode } from "react"

import type { EmergencyContact } from "../../../lib/auth/user.ts"
import type { ChatImage } from "../api/chat-session-types.ts"
import type { ViewMessage } from "../state/conversation.ts"
import { CrisisCard } from "./crisis-card.tsx"
import { MessageBubble } from "./message-bubble.tsx"

/** One message of the list; a flagged one has the crisis card above it. */
export const MessageItem = ({
  message,
  emergencyContact,
  crisisAction,
  ...rest
}: {
  readonly message: ViewMessage
  readonly senderLabel: string
  readonly emergencyContact: EmergencyContact | null
  readonly crisisAction: ReactNode
  readonly renderImage: ((image: ChatImage) => ReactNode) | undefined
  readonly onRetry: (replyId: string) => void
  readonly retryDisabled: boolean
  readonly actions: ReactNode
  readonly found: boolean
}) =>
  message.crisis ? (
    <>
      <li>
        <CrisisCard contact={emergencyContact} action={crisisAction} />
      </li>
      <MessageBubble message={message} {...rest} />
    </>
  ) : (
    <MessageBubble message={message} {...rest} />
  )
