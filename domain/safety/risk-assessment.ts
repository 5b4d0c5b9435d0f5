import { detectCrisis, type CrisisCategory } from "./crisis-detector.ts"

export type RiskLevel = "none" | "possible" | "high"

export interface RiskAssessment {
  readonly level: RiskLevel
  /** level === "high": the crisis card is raised. */
  readonly crisis: boolean
  /** Best guess; may be empty for "possible". */
  readonly categories: ReadonlyArray<CrisisCategory>
}

/** recentUserTurns: the session's recent user messages before this one, oldest first (may be empty). */
export const assessRisk = (message: string, recentUserTurns: ReadonlyArray<string>): RiskAssessment => {
  const alone = detectCrisis(message)
  const found = alone.crisis ? alone : detectCrisis([...recentUserTurns, message].join("\n"))
  return found.crisis
    ? { level: "high", crisis: true, categories: found.categories }
    : { level: "none", crisis: false, categories: [] }
}
