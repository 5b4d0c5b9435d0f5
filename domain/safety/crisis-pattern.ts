/**
 * The shape of the crisis detector's rules (crisis-patterns.ts gathers them). Every pattern is written in plain
 * normalised Italian (lower case, no accents, apostrophes as spaces) and runs on the folded text (chat spellings
 * expanded, doubled letters squashed: see italian-text.ts), one clause at a time unless `scope` is "message".
 *
 * `idiom` is tested on the text from the match onwards: when it matches, the phrase is figurative ("mi ammazzo
 * dalle risate", "ucciderei per un caffè", "farla finita con il fumo") and does not count.
 * `notAfter` is tested on the text of the clause before the match: it stops a phrase being read with the wrong
 * subject ("lui vuole farmi del male" is abuse, not self-harm) or as hyperbole ("era un suicidio").
 * `requires` must also match somewhere in the message: a proximity rule (a means together with a plan, a
 * weapon together with a target).
 * `mention` marks a topic word ("suicidio", "violenza"): it does not count inside a clause that talks about a
 * film, a book, the news or a lesson ("il film parlava di suicidio").
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
  readonly requires?: RegExp
  readonly mention?: true
  readonly scope?: "message"
}

/** Complements that make "morire", "ammazzarsi", "uccidere" figurative: laughter, hunger, overwork, kisses… */
export const FIGURATIVE =
  "(?:dal ridere|dalle risate|dalla gioia|di gioia|di fame|dalla fame|di sete|dalla sete|di caldo|dal caldo|" +
  "di freddo|dal freddo|di curiosita|dalla curiosita|di sonno|dal sonno|di invidia|d invidia|dall invidia|" +
  "di stanchezza|di fatica|dalla fatica|di lavoro|di studio|di palestra|di allenamento|di baci|di coccole|" +
  "di solletico|di complimenti)"
export const figurative = (verb: string) => new RegExp(`^${verb} ${FIGURATIVE}`)

/** Medicines people hoard or swallow: a means when it comes with "tutte", "una scatola intera", a count. */
export const DRUGS =
  "(?:pillole|pastiglie|compresse|farmaci|medicine|medicinali|gocce|sonniferi|antidepressivi|psicofarmaci|" +
  "tachipirina|paracetamolo|benzodiazepine|xanax|tavor|en)"

/** Weapons and tools of harm; with a target or a time ("lo aspetto", "quando torna") they make a plan. */
export const WEAPONS =
  "(?:coltell\\w*|pistol\\w*|fucil\\w*|arma|armi|mazza|cacciavite|benzina|veleno|cartucce|ascia|accetta|machete)"
