import type { ChatTurn } from "./ai-request.ts"
import { composeCrisisReply, composePossibleRiskReply, crisisContinues } from "./local-crisis-conversation.ts"
import { withHumanHelpOffer } from "./human-help-offer.ts"
import { composeListeningReply } from "./local-listening.ts"

export { reflect } from "./local-reflection.ts"

/** How the UI names the responder that answers when no provider key is configured. */
export const LOCAL_ASSISTANT_LABEL = "Assistente offline (locale)"

export interface LocalReplyInput {
  readonly assistantName: string
  readonly history: ReadonlyArray<ChatTurn>
  readonly message: { readonly content: string; readonly image?: unknown }
  /** A crisis is open in this conversation (see ReplyRequest). */
  readonly crisis: boolean
  /** The safety layer is unsure (see ReplyRequest). */
  readonly possibleRisk?: boolean | undefined
  /** The summaries the person chose to keep, newest first (see ReplyRequest). */
  readonly memory?: ReadonlyArray<string> | undefined
  /** Which answer to this message this is: "Rigenera" asks for another (see ReplyRequest). */
  readonly variant?: number | undefined
}

/**
 * A short reply composed offline: in a crisis (open now, or kept open by the conversation itself) the crisis
 * conversation answers; when the safety layer is unsure, the gentle direct question; otherwise the listening reply
 * (local-listening.ts). Deterministic for a given input; "Rigenera" (`variant`) phrases it differently.
 */
export const composeLocalReply = (input: LocalReplyInput): string => {
  const inCrisis = input.crisis || crisisContinues(input.history, input.message.content)
  const special = inCrisis
    ? composeCrisisReply(input)
    : input.possibleRisk === true
      ? composePossibleRiskReply(input)
      : undefined
  return withHumanHelpOffer(special ?? composeListeningReply(input), input)
}

/** The reply as the pieces it streams in: each word with the space after it. */
export const replyWords = (reply: string): ReadonlyArray<string> => reply.match(/\S+\s*/g) ?? []
