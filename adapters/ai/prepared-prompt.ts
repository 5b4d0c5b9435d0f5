import type { ChatTurn, ReplyRequest } from "./ai-request.ts"
import { DEFAULT_CONTEXT_TOKENS, estimateTokens, fitHistory } from "./context-window.ts"
import { imageNote, parseImage, type ParsedImage } from "./image-input.ts"
import { buildSystemPrompt } from "./system-prompt.ts"

/** What every provider sends: one system prompt, alternating turns starting with the user, then the new message. */
export interface PreparedPrompt {
  readonly system: string
  readonly history: ReadonlyArray<ChatTurn>
  /** The new user message's text, with any earlier unanswered user text and the image note folded in. */
  readonly text: string
  readonly image: ParsedImage | undefined
}

export const preparePrompt = (
  request: ReplyRequest,
  contextTokens = DEFAULT_CONTEXT_TOKENS,
): PreparedPrompt => {
  const system = buildSystemPrompt(request)
  const image = request.message.image ? parseImage(request.message.image) : undefined
  const note = imageNote(image, request.message.image !== undefined)
  const own = [request.message.content.trim(), note]
    .filter((part) => part !== undefined && part !== "")
    .join("\n\n")
  const reserved = estimateTokens(system) + estimateTokens(own)
  const fitted = fitHistory(request.history, { budgetTokens: contextTokens, reservedTokens: reserved })
  const last = fitted[fitted.length - 1]
  if (last?.role === "user") {
    return { system, history: fitted.slice(0, -1), text: `${last.content}\n\n${own}`, image }
  }
  return { system, history: fitted, text: own, image }
}
