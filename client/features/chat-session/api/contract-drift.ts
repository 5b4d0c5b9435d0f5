// Compile-time guard: the server's contract must keep giving the chat screen the shapes it expects.
import type {
  AssistantReply as ContractReply,
  ChatDetail as ContractChatDetail,
  SendMessage as ContractSendMessage,
} from "../../../../api/contract/chats.ts"
import type {
  SessionCompletion as ContractCompletion,
  SessionStatus as ContractStatus,
} from "../../../../api/contract/sessions.ts"
import type {
  AssistantReply,
  ChatDetail,
  SendMessageBody,
  SessionCompletion,
  SessionStatus,
} from "./chat-session-types.ts"

type Assignable<From, To> = [From] extends [To] ? true : false
const expectTrue = <T extends true>(value: T): T => value

export const chatSessionContractMatches = [
  expectTrue<Assignable<(typeof ContractChatDetail)["Type"], ChatDetail>>(true),
  expectTrue<Assignable<(typeof ContractReply)["Type"], AssistantReply>>(true),
  expectTrue<Assignable<SendMessageBody, (typeof ContractSendMessage)["Type"]>>(true),
  expectTrue<Assignable<(typeof ContractStatus)["Type"], SessionStatus>>(true),
  expectTrue<Assignable<(typeof ContractCompletion)["Type"], SessionCompletion>>(true),
] as const
