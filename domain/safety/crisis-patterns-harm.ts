import { figurative, type CrisisPattern } from "./crisis-pattern.ts"

const OBJ = "(?:lo|la|li|le|l)"

export const SELF_HARM_PATTERNS: ReadonlyArray<CrisisPattern> = [
  {
    category: "self_harm",
    pattern: /\bmi (?:taglio|sono tagliat[oa]|tagliavo|tagliero)\b/,
    idiom:
      /^mi \w+(?: \w+)? (?:(?:i|un|il|le|la|mio|mia|miei) )?(?:capelli|unghie|unghia|barba|baffi|frangia|fuori|dito|corto|taglio|la pizza|il pane)/,
  },
  {
    category: "self_harm",
    pattern: /\btagliarmi\b/,
    idiom: /^tagliarmi (?:(?:i|le|la) )?(?:capelli|unghie|barba|baffi|frangia|fuori)/,
  },
  {
    category: "self_harm",
    pattern: /\b(?:farmi|fare a me stess[oa]) del male\b/,
    notAfter:
      /\b(?:vuole|vogliono|voleva|volevano|potrebbe|potrebbero|minaccia di|minacciano di|ha minacciato di|prova a|cerca di|ha cercato di|puo|possono|nessuno)(?: \w+)? $/,
  },
  {
    category: "self_harm",
    pattern:
      /\bmi (?:faccio|sono fatt[oa]|farei|facevo|faro) (?:mai |ancora |di nuovo |spesso )?(?:del )?male (?:da sol[oa]|apposta|di proposito)\b/,
  },
  {
    category: "self_harm",
    pattern: /\bmi (?:faccio|sono fatt[oa]|farei|facevo|faro) (?:mai |ancora |di nuovo |spesso )?del male\b/,
    idiom:
      /^mi \w+(?: \w+)? (?:mai |ancora |di nuovo |spesso )?del male (?:da sol[oa] )?(?:a|al|alla|alle|ai) (?:schiena|ginocchio|piede|caviglia|mano|polso|spalla|collo|palestra|calcio|allenamento)/,
  },
  { category: "self_harm", pattern: /\bautolesion\w*\b/ },
  {
    category: "self_harm",
    pattern:
      /\b(?:ferirmi|mi ferisco|punirmi|mi punisco fisicamente|graffiarmi fino a|mi graffio fino a|mi colpisco da sol[oa]|mi picchio da sol[oa])\b/,
  },
  {
    category: "self_harm",
    pattern:
      /\b(?:mi brucio|mi sono bruciat[oa]|bruciarmi) (?:apposta|di proposito|con (?:le |una |la )?sigarett\w*|con l accendino)\b/,
  },
  { category: "self_harm", pattern: /\b(?:lamette|lametta|cutting)\b/ },
]

export const HARM_TO_OTHERS_PATTERNS: ReadonlyArray<CrisisPattern> = [
  {
    category: "harm_to_others",
    pattern:
      /\b(?:ucciderlo|ucciderla|ucciderli|ucciderle|ammazzarlo|ammazzarla|ammazzarli|ammazzarle|ucciderti|ammazzarti|sparargli|accoltellarlo|accoltellarla|strangolarlo|strangolarla|picchiarlo|picchiarla|farlo fuori|farla fuori|farli fuori)\b/,
    idiom: figurative("\\w+"),
  },
  {
    category: "harm_to_others",
    pattern: new RegExp(
      `\\b(?:${OBJ}|ti) (?:ammazzo|uccido|ammazzerei|ucciderei|ammazzero|uccidero|ammazzerò|faccio fuori|accoltello|strangolo)\\b`,
    ),
    idiom: figurative(`(?:${OBJ}|ti) \\w+`),
  },
  {
    category: "harm_to_others",
    pattern:
      /\b(?:voglio|vorrei|potrei|sto per|devo) (?:uccidere|ammazzare|picchiare|accoltellare|strangolare|sparare a) (?!me\b)\w+/,
    idiom: figurative("\\w+ \\w+ \\w+"),
  },
  {
    category: "harm_to_others",
    pattern: /\bucciderei\b/,
    idiom:
      /^ucciderei per (?:un|una|uno|un|il|lo|la|i|gli|le|del|dello|della|dei|degli|delle|avere|poter|mangiare|bere|dormire)\b/,
  },
  {
    category: "harm_to_others",
    pattern: /\b(?:fargli|farle|fargliela|farvi|farti|fare) del male\b/,
    notAfter: /\bnon (?:devi|dovete|deve|puo|possono|potrebbe) $/,
  },
  { category: "harm_to_others", pattern: /\b(?:gli|le) (?:faccio|farei|faro) del male\b/ },
  { category: "harm_to_others", pattern: /\b(?:gli|le) spacco la faccia\b/ },
  {
    category: "harm_to_others",
    pattern:
      /\b(?:fare una strage|voglio vendicarmi con la violenza|uccidere qualcuno|ammazzare qualcuno|fare del male a qualcuno|fare del male agli altri)\b/,
  },
]
