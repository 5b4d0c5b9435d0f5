import type { CrisisPattern } from "./crisis-pattern.ts"
import { ABUSE_PATTERNS } from "./crisis-patterns-abuse.ts"
import { HARM_TO_OTHERS_PATTERNS } from "./crisis-patterns-harm.ts"
import { SUICIDE_PLAN_PATTERNS } from "./crisis-patterns-plans.ts"
import { SELF_HARM_PATTERNS } from "./crisis-patterns-self-harm.ts"
import { SUICIDE_IDEATION_PATTERNS } from "./crisis-patterns-suicide.ts"

export type { CrisisCategory, CrisisPattern } from "./crisis-pattern.ts"

/** Every rule of the detector, by category. */
export const CRISIS_PATTERNS: ReadonlyArray<CrisisPattern> = [
  ...SUICIDE_IDEATION_PATTERNS,
  ...SUICIDE_PLAN_PATTERNS,
  ...SELF_HARM_PATTERNS,
  ...HARM_TO_OTHERS_PATTERNS,
  ...ABUSE_PATTERNS,
]
