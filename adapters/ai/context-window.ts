import type { ChatTurn } from "./ai-request.ts"

export const SESSION_MINUTES = 30
/** Room for the system prompt, the kept history and the new message together. */
export const DEFAULT_CONTEXT_TOKENS = 6000

/** A cheap, provider-independent estimate: about four characters per token (Italian prose is close to it). */
export const estimateTokens = (text: string): number => Math.ceil(text.length / 4)

const turnTokens = (turn: ChatTurn): number => estimateTokens(turn.content) + 4

/**
 * The turns sent to the model: the newest ones that fit in what the budget leaves after the fixed parts, oldest
 * first, starting with a user turn (Anthropic and Gemini require it) and with consecutive turns of the same role
 * merged (an unanswered message followed by a retry must not break the alternation).
 */
export const fitHistory = (
  history: ReadonlyArray<ChatTurn>,
  options: { readonly budgetTokens?: number; readonly reservedTokens?: number } = {},
): ReadonlyArray<ChatTurn> => {
  let room = (options.budgetTokens ?? DEFAULT_CONTEXT_TOKENS) - (options.reservedTokens ?? 0)
  const kept: Array<ChatTurn> = []
  for (let index = history.length - 1; index >= 0; index--) {
    const turn = history[index]
    if (turn === undefined || turn.content.trim() === "") continue
    const cost = turnTokens(turn)
    if (cost > room) break
    room -= cost
    kept.unshift(turn)
  }
  while (kept[0]?.role === "assistant") kept.shift()
  return mergeSameRole(kept)
}

export const mergeSameRole = (turns: ReadonlyArray<ChatTurn>): ReadonlyArray<ChatTurn> =>
  turns.reduce<Array<ChatTurn>>((merged, turn) => {
    const last = merged[merged.length - 1]
    if (last?.role === turn.role)
      merged[merged.length - 1] = { role: turn.role, content: `${last.content}\n\n${turn.content}` }
    else merged.push(turn)
    return merged
  }, [])
