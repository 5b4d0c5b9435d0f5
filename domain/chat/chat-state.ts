import type { Instant } from "../shared/instant.ts"
import type { CreditSource } from "../wallet/wallet-events.ts"
import type { Approach, ChatEvent, CompletedBy } from "./chat-events.ts"

export interface ChatSession {
  readonly startedAt: Instant
  readonly endsAt: Instant
  readonly creditSource: CreditSource
  readonly extended: boolean
  /** Kept open past its end while the user keeps writing (reason "continuation"): no +2, no cut-off. */
  readonly continued: boolean
}

export interface ExistingChat {
  readonly status: "open" | "deleted"
  readonly chatId: string
  readonly userId: string
  readonly approach: Approach
  /** null while pending: the first user message starts it. */
  readonly session: ChatSession | null
  readonly completed: { readonly at: Instant; readonly by: CompletedBy } | null
  readonly messageIds: ReadonlyArray<string>
  /** The conversation as shown and sent to the assistant: recorded messages not superseded, in order. */
  readonly visible: ReadonlyArray<{ readonly id: string; readonly role: "user" | "assistant" }>
  readonly nextSessionNotes: string | null
  /** The first user message that carried a title named the chat; later titles are not recorded. */
  readonly titled: boolean
}

export type ChatState = { readonly status: "none" } | ExistingChat

export const initialChatState: ChatState = { status: "none" }

export const evolveChat = (state: ChatState, event: ChatEvent): ChatState => {
  if (event._tag === "ChatCreated") {
    const { chatId, userId, approach } = event
    const empty = {
      session: null,
      completed: null,
      messageIds: [],
      visible: [],
      nextSessionNotes: null,
      titled: false,
    }
    return { status: "open", chatId, userId, approach, ...empty }
  }
  if (state.status === "none") return state
  switch (event._tag) {
    case "ChatTitled":
      return { ...state, titled: true }
    case "SessionStarted": {
      const { startedAt, endsAt, creditSource } = event
      return { ...state, session: { startedAt, endsAt, creditSource, extended: false, continued: false } }
    }
    case "MessageRecorded":
      return {
        ...state,
        messageIds: [...state.messageIds, event.messageId],
        visible: [...state.visible, { id: event.messageId, role: event.role }],
      }
    case "ExchangeSuperseded":
      return { ...state, visible: state.visible.filter((m) => !event.messageIds.includes(m.id)) }
    case "ApproachChanged":
      return { ...state, approach: event.approach }
    case "SessionExtended":
      if (state.session === null) return state
      return event.reason === "continuation"
        ? { ...state, session: { ...state.session, endsAt: event.newEndsAt, continued: true } }
        : { ...state, session: { ...state.session, endsAt: event.newEndsAt, extended: true } }
    case "SessionResumed":
      if (state.session === null) return state
      return {
        ...state,
        completed: null,
        session: { ...state.session, endsAt: event.newEndsAt, continued: true },
      }
    case "NextSessionScheduled":
      return { ...state, nextSessionNotes: event.notes }
    case "SessionCompleted":
      return { ...state, completed: { at: event.at, by: event.by } }
    case "ChatDeleted":
      return { ...state, status: "deleted" }
    default: {
      const unhandled: never = event
      return unhandled
    }
  }
}
