/**
 * The shape of the crisis detector's phrase table (crisis-patterns.ts gathers the rows). Every pattern runs on
 * normalised text (lower case, no accents, apostrophes and punctuation as single spaces), one clause at a time.
 *
 * `idiom` is tested on the text from the match onwards: when it matches, the phrase is figurative ("mi ammazzo
 * dalle risate", "ucciderei per un caffè", "farla finita con il fumo") and does not count.
 * `notAfter` is tested on the text before the match: it stops a phrase being read with the wrong subject
 * ("lui vuole farmi del male" is abuse, not self-harm).
 *
 * Policy, when in doubt: flag. The crisis card is informative and never blocks the conversation, so a false
 * alarm costs a moment of the user's attention, while a miss can cost much more. An idiom is exempt only when
 * its figurative complement is written out ("dalle risate", "per un caffè", "da morire" as an intensifier);
 * a mere tone of annoyance does not exempt a literal method ("che palle, mi sparo" is flagged).
 */
export type CrisisCategory = "suicide" | "self_harm" | "harm_to_others" | "abuse"

export interface CrisisPattern {
  readonly category: CrisisCategory
  readonly pattern: RegExp
  readonly idiom?: RegExp
  readonly notAfter?: RegExp
}

/** Complements that make "morire", "ammazzarsi", "uccidere" figurative: laughter, hunger, overwork, kisses… */
export const FIGURATIVE =
  "(?:dal ridere|dalle risate|dalla gioia|di gioia|di fame|dalla fame|di sete|dalla sete|di caldo|dal caldo|" +
  "di freddo|dal freddo|di curiosita|dalla curiosita|di sonno|dal sonno|di invidia|d invidia|dall invidia|" +
  "di stanchezza|di fatica|dalla fatica|di lavoro|di studio|di palestra|di allenamento|di baci|di coccole|" +
  "di solletico|di complimenti)"
export const figurative = (verb: string) => new RegExp(`^${verb} ${FIGURATIVE}`)
