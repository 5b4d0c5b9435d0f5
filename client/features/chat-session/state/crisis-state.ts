import type { RiskLevel } from "./sse-parser.ts"

/**
 * What this chat screen knows of risk (issue 22): "high" once the crisis panel is raised (by a reply here, or
 * one found in the history), "possible" for the quiet line of help. It only rises: one panel per chat, updated,
 * never a second one. `raised` counts the messages that raised it, so the panel can show that it was updated.
 */
export type CrisisState = { readonly level: RiskLevel; readonly raised: number }

export const noCrisis: CrisisState = { level: "none", raised: 0 }

export const withRisk = (state: CrisisState, level: RiskLevel): CrisisState => {
  if (level === "high") return { level: "high", raised: state.raised + 1 }
  if (level === "possible" && state.level === "none") return { ...state, level: "possible" }
  return state
}
