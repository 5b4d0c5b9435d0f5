import type { CrisisPattern } from "./crisis-pattern.ts"

const FAMILY =
  "(?:la mamma|mia madre|mamma|mio fratello|mia sorella|il papa|mio padre|mia moglie|i bambini|mio figlio|mia figlia|mia nonna|mio nonno)"

/** Violence by a partner, a parent or anyone else; sexual abuse; stalking, threats and blackmail. */
export const ABUSE_PATTERNS: ReadonlyArray<CrisisPattern> = [
  {
    category: "abuse",
    pattern:
      /\b(?:mi|ci) (?:picchia|picchiano|picchiava|picchiavano|mena|menano|menava|ha picchiat[oa]|hanno picchiat[oa]|ha menat[oa]|(?:prende|prendono|prendeva|prendevano|ha preso|hanno preso) a (?:schiaffi|pugni|calci|cinghiate|bastonate|botte))\b/,
  },
  { category: "abuse", pattern: new RegExp(`\\b(?:picchia|mena|picchiava|menava) ${FAMILY}\\b`) },
  { category: "abuse", pattern: /\bmi (?:mette|mettono|metteva|ha messo|hanno messo) le mani addosso\b/ },
  {
    category: "abuse",
    pattern: /\b(?:mi |ci )?(?:alza|alzano|alzava|ha alzato|hanno alzato) le mani\b/,
    idiom: /^\w+ le mani (?:in alto|per)\b/,
  },
  {
    category: "abuse",
    pattern:
      /\bmi (?:ha dato|da|dava) (?:uno schiaffo|un pugno|un calcio|degli schiaffi|dei pugni|schiaffi|botte)\b/,
  },
  { category: "abuse", pattern: /\b(?:prendo|ho preso|prendevo) (?:le )?botte\b/ },
  {
    category: "abuse",
    pattern:
      /\bmi (?:ha|hanno) (?:spint[oa]|strattonat[oa]|sbattut[oa]|aggredit[oa]|drogat[oa]|puntato)\b|\bmi (?:ha|hanno) stretto (?:il collo|le mani al collo)\b|\bsono stat[oa] aggredit[oa]\b/,
  },
  {
    category: "abuse",
    pattern:
      /\bmi (?:tira|tirava|lancia|lanciava|ha tirato|ha lanciato) (?:i capelli|(?:le cose|oggetti|piatti|\w+) addosso)\b/,
  },
  {
    category: "abuse",
    pattern:
      /\bmi (?:chiude|chiudeva|ha chius[oa]|chiudono) (?:a chiave )?in (?:casa|camera|bagno|cantina)\b/,
  },
  {
    category: "abuse",
    pattern: /\bpuntat\w* (?:un |il |la )?(?:coltello|pistola|arma|forbici) (?:alla gola|addosso|contro)\b/,
  },
  {
    category: "abuse",
    pattern: /\blividi\b/,
    requires: /\b(?:nascond\w*|trucco|sono caduta|sono caduto|copr\w*)\b/,
    scope: "message",
  },
  {
    category: "abuse",
    pattern: /\bmi (?:minaccia|minacciano|minacciava|ha minacciat[oa]|hanno minacciat[oa])\b/,
    idiom: /^mi \w+(?: \w+)? di (?:licenziarmi|bocciarmi|multarmi|togliermi il telefono)/,
  },
  {
    category: "abuse",
    pattern: /\bminacc\w* di (?:morte|pubblicare|mandare|diffondere|postare)\b|\bricevo minacce\b/,
  },
  {
    category: "abuse",
    pattern:
      /\b(?:se (?:lo|la) lascio|se me ne vado|se parlo|se lo dico|ho paura che)\b.{0,40}\b(?:mi ammazz\w*|mi uccid\w*|uccide me|ammazza me|mi faccia del male|mi picchi)\b/,
    scope: "message",
  },
  {
    category: "abuse",
    pattern: /\bpaura di tornare a casa\b/,
    requires: /\blui\b|\blei\b|\bmio\b|\bmia\b/,
    scope: "message",
  },
  {
    category: "abuse",
    pattern:
      /\b(?:stalking|stalker|mi perseguita|mi perseguitano|mi pedina|profili falsi|sa sempre dove sono|gps (?:sulla|nella|sul|nel) mi[oa]|localizzatore)\b/,
    mention: true,
  },
  {
    category: "abuse",
    pattern:
      /\b(?:ex|lui|uno|un uomo|un tizio|un ragazzo|un collega) (?:\w+ )?mi (?:segue|seguiva|aspetta|pedina)\b|\b(?<!(?:cane|gatto|cagnolino|gattino) )mi segue (?:ovunque|sotto casa|dappertutto|fino a casa)\b|\b(?:mi aspetta|si presenta|si apposta) (?:sotto casa|fuori dal lavoro|fuori da scuola)\b/,
  },
  {
    category: "abuse",
    pattern: /\bviolen(?:za|ze|to|ta|tato|tata)\b/,
    notAfter: /\b(?:contro la|contro ogni|odio la|odio ogni)\b.*$/,
    mention: true,
  },
  {
    category: "abuse",
    pattern:
      /\b(?:mi ha violentat[oa]|mi violent\w*|stupr\w*|molestie|mi molesta|mi ha molestat[oa]|mi molestava|abusat[oa]|ha abusato di me|abusa di me|abusi sessuali|abuso sessuale|maltratt\w*)\b/,
    mention: true,
  },
  {
    category: "abuse",
    pattern:
      /\b(?:costringe|obbliga|costrett[oa]) (?:a fare sesso|ad avere rapporti|a rapporti|a fare cose|a spogliarmi)\b/,
  },
  {
    category: "abuse",
    pattern:
      /\bmi (?:tocca|toccava) (?:e |quando |mentre |nelle |dove |sotto)|\btoccat[oa] nelle parti intime\b|\bmi (?:ha|hanno) toccat[oa]\b/,
  },
  {
    category: "abuse",
    pattern:
      /\bmi (?:chiede|ha chiesto|chiedono) (?:di mandargli|di inviargli|foto nud\w*|di spogliarmi)\b|\bfoto intim\w*\b|\bmi ricatta\b/,
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
  { category: "abuse", pattern: /\bmi (?:brucia|bruciava|ha bruciat[oa]) con\b/ },
]
