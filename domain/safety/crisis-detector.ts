import { CRISIS_PATTERNS, type CrisisCategory, type CrisisPattern } from "./crisis-patterns.ts"

export type { CrisisCategory } from "./crisis-patterns.ts"

export interface CrisisAssessment {
  readonly crisis: boolean
  readonly categories: ReadonlyArray<CrisisCategory>
}

const CATEGORY_ORDER: ReadonlyArray<CrisisCategory> = ["suicide", "self_harm", "harm_to_others", "abuse"]

/**
 * Lower case, no accents ("più" → "piu"), apostrophes and punctuation inside a clause as spaces ("l'ammazzo" →
 * "l ammazzo"), letters stretched for emphasis shortened ("moriree" → "morire"; Italian never triples a letter).
 */
export const normaliseItalian = (text: string): string =>
  text
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/([a-z])\1{2,}/g, "$1")
    .replace(/[\u2018\u2019\u02bc`´']/g, " ")
    .replace(/[^a-z0-9.,;:!?\n]+/g, " ")
    .replace(/ +/g, " ")
    .trim()

/** Negation never crosses a clause: "non voglio morire, ma a volte penso di farla finita" is a crisis. */
const clausesOf = (normalised: string): ReadonlyArray<string> =>
  normalised
    .split(/[.,;:!?\n]+|\b(?:ma|pero|pero che|eppure|anche se)\b/)
    .map((clause) => clause.trim())
    .filter((clause) => clause.length > 0)

/**
 * A phrase is negated only when what precedes it in its clause is a negator followed by nothing but the words
 * that carry the negation onto it: "non voglio morire", "non ho mai pensato di farla finita", "mai e poi mai
 * mi farei del male". "Mai" negates only at the start of a clause ("più che mai voglio morire" is a crisis).
 * Any other word in between breaks the chain ("non ce la faccio più, voglio morire",
 * "non so se voglio morire" stay crises). Phrases that carry their own "non" ("non voglio più vivere") start
 * at that "non", so nothing precedes them to negate them.
 */
const NEGATED_PREFIX = new RegExp(
  "(?:^mai|(?:^|\\s)(?:non|neanche|nemmeno|neppure))" +
    "(?:\\s(?:ho|hai|ha|avrei|avevo|mai|mica|piu|e|poi|assolutamente|affatto|proprio|davvero|certo|penso|pensato|" +
    "pensavo|pensero|penserei|voglio|vorrei|volevo|voluto|sto|stavo|pensando|intenzione|nessuna|alcuna|di|a|" +
    "per|niente|nulla|mi|me|lo|potrei|riuscirei|farei|sono|ci|io|la|minimamente|ancora|oggi))*\\s*$",
)

const matchesIn = (clause: string, rule: CrisisPattern): boolean => {
  const global = new RegExp(rule.pattern.source, "g")
  for (const match of clause.matchAll(global)) {
    const before = clause.slice(0, match.index)
    const from = clause.slice(match.index)
    if (rule.idiom?.test(from)) continue
    if (rule.notAfter?.test(before)) continue
    if (NEGATED_PREFIX.test(before)) continue
    return true
  }
  return false
}

/** Pure and deterministic: the same text always gives the same assessment. */
export const detectCrisis = (text: string): CrisisAssessment => {
  const clauses = clausesOf(normaliseItalian(text))
  const found = new Set<CrisisCategory>()
  for (const rule of CRISIS_PATTERNS) {
    if (found.has(rule.category)) continue
    if (clauses.some((clause) => matchesIn(clause, rule))) found.add(rule.category)
  }
  const categories = CATEGORY_ORDER.filter((category) => found.has(category))
  return { crisis: categories.length > 0, categories }
}
