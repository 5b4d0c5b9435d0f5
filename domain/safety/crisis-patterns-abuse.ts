import type { CrisisPattern } from "./crisis-pattern.ts"

export const ABUSE_PATTERNS: ReadonlyArray<CrisisPattern> = [
  {
    category: "abuse",
    pattern:
      /\bmi (?:picchia|picchiano|picchiava|picchiavano|ha picchiat[oa]|hanno picchiat[oa]|prende a (?:schiaffi|pugni|calci)|ha preso a (?:schiaffi|pugni|calci)|prendeva a (?:schiaffi|pugni|calci))\b/,
  },
  { category: "abuse", pattern: /\bmi (?:mette|mettono|metteva|ha messo|hanno messo) le mani addosso\b/ },
  {
    category: "abuse",
    pattern:
      /\b(?:mi alza le mani|mi ha alzato le mani|mi alzava le mani|(?:ha )?alzato le mani su di me|alza le mani su di me)\b/,
  },
  {
    category: "abuse",
    pattern:
      /\bmi (?:ha dato|da|dava) (?:uno schiaffo|un pugno|un calcio|degli schiaffi|dei pugni|schiaffi|botte)\b/,
  },
  { category: "abuse", pattern: /\b(?:prendo|ho preso|prendevo) (?:le )?botte\b/ },
  {
    category: "abuse",
    pattern: /\bmi (?:minaccia|minacciano|minacciava|ha minacciat[oa]|hanno minacciat[oa])\b/,
    idiom: /^mi \w+(?: \w+)? di (?:licenziarmi|bocciarmi|multarmi|togliermi il telefono)/,
  },
  { category: "abuse", pattern: /\b(?:minacce di morte|mi manda minacce|ricevo minacce)\b/ },
  {
    category: "abuse",
    pattern:
      /\b(?:stalking|stalker|mi perseguita|mi perseguitano|mi segue (?:ovunque|sotto casa|dappertutto)|mi aspetta sotto casa)\b/,
  },
  {
    category: "abuse",
    pattern: /\bviolen(?:za|ze|to|ta|tato|tata)\b/,
    idiom:
      /^violenz[ae] (?:nei|nel|nelle|negli|in|dei|dei|al|alla) ?(?:film|videogioc\w*|serie|libri|libro|notizie|tg|telegiornale|cinema|televisione|tv)\b/,
    notAfter:
      /\b(?:film|serie|videogioc\w*|libro|romanzo|notizie|telegiornale|tg|contro la|contro ogni|odio la|odio ogni)\b.*$/,
  },
  {
    category: "abuse",
    pattern:
      /\b(?:mi ha violentat[oa]|stupro|stuprat[oa]|molestie|mi molesta|mi ha molestat[oa]|mi molestava|abusat[oa]|ha abusato di me|abusa di me|abusi sessuali|abuso sessuale)\b/,
  },
  {
    category: "abuse",
    pattern: /\bmi (?:costringe|obbliga|ha costrett[oa]) (?:a fare sesso|ad avere rapporti|a rapporti)\b/,
  },
  {
    category: "abuse",
    pattern:
      /\bho paura (?:di lui|di lei|di mio (?:marito|padre|compagno|fidanzato|ragazzo|ex|fratello)|di mia (?:moglie|madre|compagna|fidanzata|ragazza|ex)|del mio (?:compagno|fidanzato|ragazzo|ex)|della mia (?:compagna|fidanzata|ragazza|ex)) (?:che mi|perche mi)\b/,
  },
  {
    category: "abuse",
    pattern: /\b(?:vuole|vogliono|potrebbe|minaccia di) (?:farmi del male|uccidermi|ammazzarmi|picchiarmi)\b/,
  },
]
