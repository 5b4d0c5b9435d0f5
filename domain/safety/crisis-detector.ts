import { isJoking, STORY_OR_STUDY, withoutJokingQuotes } from "./crisis-context.ts"
import { CRISIS_PATTERNS, type CrisisCategory, type CrisisPattern } from "./crisis-patterns.ts"
import { TriggerIndex } from "./crisis-triggers.ts"
import { foldForDetection, squashPattern } from "./italian-text.ts"

export type { CrisisCategory } from "./crisis-patterns.ts"
export { normaliseItalian } from "./italian-text.ts"

export interface CrisisAssessment {
  readonly crisis: boolean
  readonly categories: ReadonlyArray<CrisisCategory>
}

export const CATEGORY_ORDER: ReadonlyArray<CrisisCategory> = [
  "suicide",
  "self_harm",
  "harm_to_others",
  "abuse",
]

/**
 * Negation never crosses a clause: "non voglio morire, ma a volte penso di farla finita" is a crisis. The clauses
 * are what `/[.,;:!?\n]+|\b(?:ma|pero|pero che|eppure|anche se)\b/` leaves, trimmed, the empty ones left out
 * ("pero che" never wins over "pero"), found in one pass as pairs of where each begins and ends in the folded
 * text (which holds lower-case letters, digits, spaces and . , ; : ! ? and new lines only), cut out only when read.
 */
const clausesOf = (folded: string): ReadonlyArray<number> => {
  const spans: Array<number> = []
  let from = 0
  const add = (to: number) => {
    let start = from
    let end = to
    while (start < end && folded.charCodeAt(start) === SPACE) start++
    while (end > start && folded.charCodeAt(end - 1) === SPACE) end--
    if (end > start) spans.push(start, end)
  }
  for (let i = 0; i < folded.length;) {
    if (isBreak(folded.charCodeAt(i))) {
      let end = i + 1
      while (end < folded.length && isBreak(folded.charCodeAt(end))) end++
      add(i)
      from = i = end
    } else if (isLetter(folded.charCodeAt(i)) && (i === 0 || !isLetter(folded.charCodeAt(i - 1)))) {
      let end = i + 1
      while (end < folded.length && isLetter(folded.charCodeAt(end))) end++
      const breaking =
        isWord(folded, i, end, "ma") || isWord(folded, i, end, "pero") || isWord(folded, i, end, "eppure")
          ? end
          : isWord(folded, i, end, "anche") &&
              folded.startsWith(" se", end) &&
              !isLetter(folded.charCodeAt(end + 3))
            ? end + 3
            : -1
      if (breaking >= 0) {
        add(i)
        from = breaking
      }
      i = breaking >= 0 ? breaking : end
    } else i++
  }
  add(folded.length)
  return spans
}

const SPACE = 32
/** . , ; : ! ? and new lines. */
const isBreak = (code: number) =>
  code === 46 || code === 44 || code === 59 || code === 58 || code === 33 || code === 63 || code === 10
/** Whether text[start, end) is `word`. */
const isWord = (text: string, start: number, end: number, word: string) =>
  end - start === word.length && text.startsWith(word, start)
/** \w as it stands in the folded text. */
const isLetter = (code: number) => (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || code === 95

/**
 * A phrase is negated only when what precedes it in its clause is a negator followed by nothing but the words
 * that carry the negation onto it: "non voglio morire", "non ho mai pensato di farla finita", "mai e poi mai
 * mi farei del male". "Mai" negates only at the start of a clause ("più che mai voglio morire" is a crisis), and
 * a conditional "se non" does not negate ("se non mi faccio male non riesco a calmarmi" is a crisis).
 * Any other word in between breaks the chain ("non ce la faccio più, voglio morire",
 * "non so se voglio morire" stay crises). Phrases that carry their own "non" ("non voglio più vivere") start
 * at that "non", so nothing precedes them to negate them.
 */
export const NEGATED_PREFIX = squashPattern(
  new RegExp(
    "(?:^mai|(?:^|(?<!\\bse)\\s)(?:non|neanche|nemmeno|neppure))" +
      "(?:\\s(?:ho|hai|ha|avrei|avevo|mai|mica|piu|e|poi|assolutamente|affatto|proprio|davvero|certo|penso|pensato|" +
      "pensavo|pensero|penserei|voglio|vorrei|volevo|voluto|sto|stavo|pensando|intenzione|nessuna|alcuna|di|a|" +
      "per|niente|nulla|mi|me|lo|potrei|riuscirei|farei|sono|ci|io|la|minimamente|ancora|oggi|subito|avuto|pensieri|pensiero|idee))*\\s*$",
  ),
)

interface CompiledRule {
  readonly source: CrisisPattern
  readonly pattern: RegExp
  /**
   * Matches wherever the pattern could match in any clause: tried on the whole text for a rule crisis-triggers.ts
   * cannot tell the beginning of, before the text is cut into clauses for it.
   */
  readonly anywhere: RegExp
  /** The same, sticky: tried only where the text has one of the rule's beginnings (crisis-triggers.ts). */
  readonly there: RegExp
  readonly idiom: RegExp | undefined
  readonly notAfter: RegExp | undefined
  readonly requires: RegExp | undefined
}

const optional = (pattern: RegExp | undefined) => (pattern ? squashPattern(pattern) : undefined)

/**
 * The pattern with its anchors and lookarounds taken out: it matches at least wherever the pattern matches in a
 * clause (a clause is a piece of the text), so a rule it does not match is skipped without cutting a long
 * message into clauses for it.
 */
const loosened = (pattern: RegExp): RegExp => {
  const source = pattern.source
  let out = ""
  for (let i = 0; i < source.length; i++) {
    const char = source[i] as string
    if (char === "\\") {
      out += source.slice(i, i + 2)
      i++
    } else if (char === "^" || char === "$") {
      if (source[i - 1] === "[") out += char
    } else if (/^\(\?<?[=!]/.test(source.slice(i, i + 4))) {
      let depth = 0
      for (; i < source.length; i++) {
        if (source[i] === "\\") i++
        else if (source[i] === "(") depth++
        else if (source[i] === ")" && --depth === 0) break
      }
    } else out += char
  }
  return new RegExp(out)
}

const RULES: ReadonlyArray<CompiledRule> = CRISIS_PATTERNS.map((rule) => {
  const anywhere = loosened(squashPattern(rule.pattern))
  return {
    source: rule,
    pattern: squashPattern(rule.pattern, "g"),
    anywhere,
    there: new RegExp(anywhere.source, "y"),
    idiom: optional(rule.idiom),
    notAfter: optional(rule.notAfter),
    requires: optional(rule.requires),
  }
})

const TRIGGERS = new TriggerIndex(CRISIS_PATTERNS.map((rule) => squashPattern(rule.pattern)))

/**
 * Whether the rule's pattern, loosened, matches the text somewhere it could begin: where one of its beginnings
 * stands at the start of a word, or anywhere for a rule whose beginnings cannot be told. A rule that does not
 * cannot fire.
 */
const mayFire = (
  index: number,
  rule: CompiledRule,
  folded: string,
  starts: ReadonlyArray<ReadonlyArray<number> | undefined>,
): boolean => {
  if (TRIGGERS.triedEverywhere(index)) return rule.anywhere.test(folded)
  for (const start of starts[index] ?? []) {
    rule.there.lastIndex = start
    if (rule.there.test(folded)) return true
  }
  return false
}

const STORY = squashPattern(STORY_OR_STUDY)

const matchesIn = (text: string, rule: CompiledRule, negatable: boolean): boolean => {
  for (const match of text.matchAll(rule.pattern)) {
    const before = text.slice(0, match.index)
    const from = text.slice(match.index)
    if (rule.idiom?.test(from)) continue
    if (rule.notAfter?.test(before)) continue
    if (negatable && NEGATED_PREFIX.test(before)) continue
    return true
  }
  return false
}

/**
 * `starts`: where the rule may begin (crisis-triggers.ts), undefined when anywhere; only the clauses (clausesOf)
 * holding one are read.
 */
const ruleFires = (
  rule: CompiledRule,
  starts: ReadonlyArray<number> | undefined,
  folded: string,
  clauses: ReadonlyArray<number>,
  joking: boolean,
) => {
  if (rule.requires && !rule.requires.test(folded)) return false
  if (joking && rule.source.category === "harm_to_others") return false
  if (rule.source.scope === "message") return matchesIn(folded, rule, false)
  let next = 0
  for (let c = 0; c < clauses.length; c += 2) {
    const start = clauses[c] as number
    const end = clauses[c + 1] as number
    if (starts !== undefined) {
      while (next < starts.length && (starts[next] as number) < start) next++
      if (next === starts.length) return false
      if ((starts[next] as number) >= end) continue
    }
    const clause = folded.slice(start, end)
    if (!(rule.source.mention && STORY.test(clause)) && matchesIn(clause, rule, true)) return true
  }
  return false
}

const firing = (text: string, always: (rule: CrisisPattern) => boolean): ReadonlyArray<CrisisPattern> => {
  const folded = foldForDetection(withoutJokingQuotes(text))
  const starts = TRIGGERS.startsIn(folded)
  let clauses: ReadonlyArray<number> | undefined
  const joking = isJoking(folded)
  const found = new Set<CrisisCategory>()
  const fired: Array<CrisisPattern> = []
  for (const [index, rule] of RULES.entries()) {
    if (found.has(rule.source.category) && !always(rule.source)) continue
    if (!mayFire(index, rule, folded, starts)) continue
    clauses ??= clausesOf(folded)
    const at = TRIGGERS.triedEverywhere(index) ? undefined : starts[index]
    if (ruleFires(rule, at, folded, clauses, joking)) {
      found.add(rule.source.category)
      fired.push(rule.source)
    }
  }
  return fired
}

/**
 * The rules that fire on the text: the first of each category, and every one of `always` that fires (the risk
 * assessment singles out the plans and explicit methods).
 */
export const firingPatterns = (
  text: string,
  always: ReadonlySet<CrisisPattern>,
): ReadonlyArray<CrisisPattern> => firing(text, (rule) => always.has(rule))

/** Pure and deterministic: the same text always gives the same assessment. */
export const detectCrisis = (text: string): CrisisAssessment => {
  const found = new Set(firing(text, () => false).map((rule) => rule.category))
  const categories = CATEGORY_ORDER.filter((category) => found.has(category))
  return { crisis: categories.length > 0, categories }
}
