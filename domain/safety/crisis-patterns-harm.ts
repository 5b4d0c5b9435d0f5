import { figurative, WEAPONS, type CrisisPattern } from "./crisis-pattern.ts"

const OBJ = "(?:lo|la|li|le|l)"
const KILL = "(?:uccidere|ammazzare|picchiare|accoltellare|strangolare|avvelenare|sparare a|sparare)"
/** A target, a time or a settling of scores: with a weapon in the same message, a plan against someone. */
const TARGETING =
  "\\b(?:(?:lo|la|li|le) (?:aspetto|vado a cercare|trovo|investo)|gliela faccio pagare|fargliela pagare|la pagheranno|la paghera|so dove abita|quando torna|appena esce|porto a scuola|con lui dentro|con lei dentro|faccio vedere|un piano|vendetta)\\b"

/** Harm to others with a method, a weapon, a target or a plan; never the figurative "ucciderei per un caffè". */
export const HARM_TO_OTHERS_PATTERNS: ReadonlyArray<CrisisPattern> = [
  {
    category: "harm_to_others",
    pattern:
      /\b(?:ucciderlo|ucciderla|ucciderli|ucciderle|ammazzarlo|ammazzarla|ammazzarli|ammazzarle|ucciderti|ammazzarti|sparargli|accoltellarlo|accoltellarla|strangolarlo|strangolarla|picchiarlo|picchiarla|farlo fuori|farla fuori|farli fuori|avvelenarlo|avvelenarla)\b/,
    idiom: figurative("\\w+"),
  },
  {
    category: "harm_to_others",
    pattern: new RegExp(
      `\\b(?:${OBJ}|ti) (?:ammazzo|uccido|ammazzerei|ucciderei|ammazzero|uccidero|faccio fuori|accoltello|strangolo|investo)\\b`,
    ),
    idiom: figurative(`(?:${OBJ}|ti) \\w+`),
  },
  {
    category: "harm_to_others",
    pattern: new RegExp(
      `\\b(?:voglio|vorrei|potrei|sto per|devo|voglia di|impulso di|pensando di|penso spesso a|ci penso spesso a) ${KILL} (?!me\\b)\\w+`,
    ),
    idiom: figurative("\\w+ \\w+ \\w+"),
    mention: true,
  },
  {
    category: "harm_to_others",
    pattern: /\bucciderei\b/,
    idiom:
      /^ucciderei per (?:un|una|uno|un|il|lo|la|i|gli|le|del|dello|della|dei|degli|delle|avere|poter|mangiare|bere|dormire)\b/,
  },
  {
    category: "harm_to_others",
    pattern: /\b(?:fargli|farle|fargliela|farvi|farti|fare) (?:del )?male\b/,
    notAfter: /\bnon (?:devi|dovete|deve|puo|possono|potrebbe) $/,
  },
  { category: "harm_to_others", pattern: /\b(?:gli|le) (?:faccio|farei|faro) (?:del )?male\b/ },
  {
    category: "harm_to_others",
    pattern:
      /\b(?:gli|le) (?:spacco|rompo) (?:la faccia|la testa|le ossa|le gambe)\b|\b(?:gli|le) (?:brucio|do fuoco|incendio)\b|\bdare fuoco\b/,
  },
  { category: "harm_to_others", pattern: /\bscuoterl[oa] forte\b|\bvoglia di scuoterl[oa]\b/ },
  { category: "harm_to_others", pattern: /\b(?:metto|mettere|mettero) (?:il |del )?veleno\b/ },
  { category: "harm_to_others", pattern: /\bvoglio che (?:soffra fisicamente|muoia|crepi)\b/ },
  { category: "harm_to_others", pattern: /\bfare una strage\b/, idiom: /^fare una strage di\b/ },
  {
    category: "harm_to_others",
    pattern: /\b(?:uccidere qualcuno|ammazzare qualcuno|fare del male a qualcuno|fare del male agli altri)\b/,
  },
  {
    category: "harm_to_others",
    pattern: new RegExp(`\\b${WEAPONS}`),
    requires: new RegExp(TARGETING),
    scope: "message",
  },
  {
    category: "harm_to_others",
    pattern: new RegExp(`\\b(?:porto|portare|portero) (?:la |una |il |un )?${WEAPONS} a scuola\\b`),
  },
]
