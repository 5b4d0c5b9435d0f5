import type { Instant } from "../shared/instant.ts"
import type { CreditSource } from "../wallet/wallet-events.ts"
import type { Approach, ChatImage, ExtensionReason, MessageRole } from "./chat-events.ts"

interface ChatCommandBase {
  readonly chatId: string
  /** The acting user: only the owner may act on a chat. */
  readonly userId: string
  readonly now: Instant
}

export interface CreateChat extends ChatCommandBase {
  readonly _tag: "CreateChat"
  readonly approach: Approach
}

/** Chat side of `startSession`: the wallet has already picked the credit source. */
export interface StartSession extends ChatCommandBase {
  readonly _tag: "StartSession"
  readonly creditSource: CreditSource
}

export interface RecordMessage extends ChatCommandBase {
  readonly _tag: "RecordMessage"
  readonly messageId: string
  readonly role: MessageRole
  readonly ciphertext: string
  readonly image: ChatImage | null
  /**
   * Assistant replies only: the server issued this reply in time and still keeps its relay for this user and
   * chat (the browser stores it when it comes back, maybe after the session ended). The use case checks it.
   */
  readonly relayed?: boolean
}

export interface ChangeApproach extends ChatCommandBase {
  readonly _tag: "ChangeApproach"
  readonly approach: Approach
}

export interface ExtendSession extends ChatCommandBase {
  readonly _tag: "ExtendSession"
  readonly reason: ExtensionReason
}

/** The user wrote while the safety layer keeps the session open: push its end to `now` + 10 quiet minutes. */
export interface ContinueSession extends ChatCommandBase {
  readonly _tag: "ContinueSession"
}

export interface ScheduleNextSession extends ChatCommandBase {
  readonly _tag: "ScheduleNextSession"
  readonly notes: string
}

export interface CompleteSession extends ChatCommandBase {
  readonly _tag: "CompleteSession"
  readonly by: "client" | "expiry"
}

/**
 * "Rigenera" (`regenerate`: the last reply goes, its question stays to be answered again) or "Modifica"
 * (`edit`: the last user message and its reply go, a new message takes their place).
 */
export interface SupersedeExchange extends ChatCommandBase {
  readonly _tag: "SupersedeExchange"
  readonly messageId: string
  readonly reason: "regenerate" | "edit"
}

export interface DeleteChat extends ChatCommandBase {
  readonly _tag: "DeleteChat"
}

export type ChatCommand =
  | CreateChat
  | StartSession
  | RecordMessage
  | ChangeApproach
  | ExtendSession
  | ContinueSession
  | ScheduleNextSession
  | CompleteSession
  | SupersedeExchange
  | DeleteChat
