import type { CrisisPattern } from "./crisis-pattern.ts"
import { ABUSE_PATTERNS } from "./crisis-patterns-abuse.ts"
import { HARM_TO_OTHERS_PATTERNS, SELF_HARM_PATTERNS } from "./crisis-patterns-harm.ts"
import { SUICIDE_PATTERNS } from "./crisis-patterns-suicide.ts"

export type { CrisisCategory, CrisisPattern } from "./crisis-pattern.ts"

/** Every row of the phrase table, by category. */
export const CRISIS_PATTERNS: ReadonlyArray<CrisisPattern> = [
  ...SUICIDE_PATTERNS,
  ...SELF_HARM_PATTERNS,
  ...HARM_TO_OTHERS_PATTERNS,
  ...ABUSE_PATTERNS,
]
