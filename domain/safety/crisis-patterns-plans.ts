import { DRUGS, type CrisisPattern } from "./crisis-pattern.ts"

const HEIGHTS = "(?:ponte|tetto|balcone|finestra|terrazzo|\\w+ piano|binari|treno|pistola|fucile|corda)"

/** Plans, means and timing; farewell acts; past attempts with present thoughts (Columbia scale wording). */
export const SUICIDE_PLAN_PATTERNS: ReadonlyArray<CrisisPattern> = [
  {
    category: "suicide",
    pattern:
      /\b(?:mi butt(?:o|ero|erei)|buttarmi|lanciarmi|mi lancio|gettarmi|mi getto) (?:giu )?(?:dal|dalla|dallo|da un|da una|sotto|giu\b)/,
    idiom: /^\w+ \w+ giu (?:sul|sulla|nel|nella|a letto)/,
  },
  {
    category: "suicide",
    pattern:
      /\b(?:stavo per|sto per|tentato di|provato a|pensato di|penso di) (?:buttarmi|lanciarmi|gettarmi)\b/,
  },
  {
    category: "suicide",
    pattern: /\b(?:mettermi|sdraiarmi|vado|andare) (?:sotto (?:un|il) treno|sui binari)\b/,
  },
  {
    category: "suicide",
    pattern: new RegExp(
      `\\b(?:prendo|prendero|prendere|ingoio|ingoiare|ho preso|ho ingoiato|le prendo) (?:tutt[ei] (?:le |i )?(?:${DRUGS})?|(?:un[ao]? )?(?:intera |intero )?(?:scatola|flacone|boccetta|confezione|blister|manciata)(?: intera| intero)? di ${DRUGS})`,
    ),
  },
  {
    category: "suicide",
    pattern: new RegExp(
      `\\b(?:accumul\\w*|mett\\w* da parte|messo da parte|contato|raccolto) (?:le |i |tutte le |tutti i )?${DRUGS}|\\bquant[ei] ${DRUGS} (?:servono|ci vogliono|bastano)\\b`,
    ),
  },
  {
    category: "suicide",
    pattern: new RegExp(`\\b(?:iniziato|cominciato) a (?:prendere|ingoiare) (?:le |tutte le )?${DRUGS}`),
    requires: /\b(?:mi sono fermat[oa]|mi hanno fermat[oa])\b/,
    scope: "message",
  },
  { category: "suicide", pattern: /\boverdose\b/, idiom: new RegExp(`^overdose di (?!${DRUGS})`) },
  { category: "suicide", pattern: /\bimpicc\w*|\bcappio\b|\bcorda\b.{0,40}\b(?:appender\w*|trave)\b/ },
  { category: "suicide", pattern: /\bcorda al collo\b/, idiom: /^corda al collo(?! ma)/ },
  { category: "suicide", pattern: /\b(?:tagliarmi|mi taglio|mi tagliero) le vene\b/ },
  {
    category: "suicide",
    pattern: /\bvasca\b.{0,40}\blamett\w*|\blamett\w*.{0,40}\bvasca\b/,
    scope: "message",
  },
  { category: "suicide", pattern: /\bmotore acceso\b/, requires: /\bchius[oa]\b/, scope: "message" },
  {
    category: "suicide",
    pattern: new RegExp(`\\b${HEIGHTS}\\b`),
    requires:
      /\bci (?:sto )?pens\w*\b(?! (?:a|di) \w+(?:are|ere|ire)\b)|\bci vado\b|\bmi affaccio\b|\bmanca solo il coraggio\b/,
    scope: "message",
  },
  {
    category: "suicide",
    pattern:
      /\b(?:deciso|scelto|stabilito) (?:gia )?(?:come e quando|quando farlo|come farlo|il giorno|la data|il modo|il posto|il ponte)\b/,
  },
  {
    category: "suicide",
    pattern: /\bho (?:gia )?tutto pronto\b|\bpreparato tutto\b/,
    requires: /\b(?:ho deciso|stasera|stanotte|domani)\b/,
    scope: "message",
  },
  {
    category: "suicide",
    pattern:
      /\b(?:un piano|pensato a come|dettagli di come) (?:preciso )?(?:per )?(?:morire|uccidermi|farla finita|farlo)\b/,
  },
  { category: "suicide", pattern: /\bpensato al modo\b/ },
  { category: "suicide", pattern: /\b(?:agire su|mettere in pratica) (?:questi|quei|i miei) pensieri\b/ },
  {
    category: "suicide",
    pattern: /\bprepararmi a (?:morire|togliermi la vita)\b|\bporre fine alla (?:mia )?vita\b/,
  },
  // Farewell acts.
  {
    category: "suicide",
    pattern: /\b(?:letter[ae]|bigliett[oi]|messaggi|messaggio) d(?:i)? addio\b/,
    idiom:
      /^\w+ d(?:i)? addio (?:al|alla|ai|alle|allo) (?:(?:mio|mia|miei|vecchi\w*) )*(?:lavoro|ufficio|scuola|azienda|squadra|fumo|social|calcio)/,
  },
  {
    category: "suicide",
    pattern: /\b(?:trover\w*|legger\w*) dopo\b|\bquando (?:lo |la )?(?:leggeranno|leggera|troveranno)\b/,
  },
  {
    category: "suicide",
    pattern: /\b(?:non (?:mi )?serv\w* piu|non potro piu occuparmene)\b/,
    requires: /\b(?:regal\w*|dato via|dando via|do via)\b/,
    scope: "message",
  },
  { category: "suicide", pattern: /\b(?:regal\w*|dando via|dato via|do via) tutte le mie cose\b/ },
  {
    category: "suicide",
    pattern: /\b(?:scritto|fatto|preparato) (?:il )?(?:mio )?testamento\b(?! biologico)/,
    idiom: /^.*notaio/,
  },
  {
    category: "suicide",
    pattern:
      /\bsalut\w*.{0,40}\bultima volta\b|\bultima volta che (?:scrivo|ti scrivo|parlo|mi sentite|mi vedete)\b/,
    scope: "message",
  },
  {
    category: "suicide",
    pattern: /\b(?:il mio )?ultimo messaggio\b/,
    idiom: /^(?:il mio )?ultimo messaggio (?:per oggi|per stasera|prima di|della giornata)/,
  },
  { category: "suicide", pattern: /^addio\b|\bperdonatemi\b/, idiom: /^perdonatemi (?:il|per il|la|se)\b/ },
  { category: "suicide", pattern: /\bnon ci saro piu\b|\bnon mi trover\w*\b/ },
  { category: "suicide", pattern: /\bpront[oa] (?:ad|a) (?:andarmene|morire)\b|\bandarmene per sempre\b/ },
  {
    category: "suicide",
    pattern: /\bdopo (?:di me )?non (?:debbano|dovranno|devono) (?:pensarci|occuparsene)\b/,
  },
  // Past attempts with present thoughts.
  {
    category: "suicide",
    pattern: new RegExp(
      `\\b(?:tentativo|tentato|ci ho (?:gia )?provato|mi hanno salvat[oa]|la prima volta non ha funzionato|ho preso (?:delle |le |troppe )?${DRUGS})\\b`,
    ),
    requires:
      /\b(?:ripens\w*|ci penso|riprovarci|voglia di farlo|di nuovo cosi|sono tornati|non succedera di nuovo|la prossima|ci riprovo)\b/,
    scope: "message",
  },
  {
    category: "suicide",
    pattern: /\b(?:provato|provata|tentato) (?:ad|a|di) (?:ammazzarmi|uccidermi|impiccarmi|buttarmi)\b/,
  },
  { category: "suicide", pattern: /\b(?:gia tentato|tentato) (?:due|tre|piu) volte\b/ },
]
