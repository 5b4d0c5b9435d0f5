import type { CrisisPattern } from "./crisis-pattern.ts"

/** Body parts and sports: "mi sono fatta male al ginocchio giocando" is an accident, not self-harm. */
const ACCIDENT =
  "(?:(?:a|al|alla|alle|ai|allo) (?:schiena|ginocchi\\w*|piede|piedi|caviglia|mano|polso|spalla|collo|testa|gamba|braccio|dito)|(?:in|a) (?:palestra|calcio|calcetto|allenamento|bici)|giocando|correndo|cadendo)"
/** What an accidental cut or burn says about itself: "mentre affettavo", "facendomi la barba", "per sbaglio". */
const MISHAP =
  "(?:per sbaglio|mentre (?:affettav|cucinav|tagliav|preparav|lavav|aprivo)\\w*|facendo\\w*|aprendo|affettando|cucinando|il dito|un dito|la barba|le unghie|i capelli|la frangia|con la carta)"

/** Cutting, burning, hitting, scratching, starving or purging oneself, with or without the usual words. */
export const SELF_HARM_PATTERNS: ReadonlyArray<CrisisPattern> = [
  {
    category: "self_harm",
    pattern: /\bmi (?:taglio|tagliavo|tagliero|sono tagliat[oa])\b/,
    idiom: new RegExp(
      `^mi \\w+(?: \\w+)? (?:(?:i|un|il|le|la|mio|mia|miei) )?(?:capelli|unghie|unghia|barba|baffi|frangia|fuori|dito|corto|taglio|la pizza|il pane)|^.*${MISHAP}`,
    ),
  },
  {
    category: "self_harm",
    pattern: /\btagliarmi\b/,
    idiom: /^tagliarmi (?:(?:i|le|la) )?(?:capelli|unghie|barba|baffi|frangia|fuori)/,
  },
  {
    category: "self_harm",
    pattern: /\b(?:farmi|fare a me stess[oa]) (?:del )?male\b/,
    idiom: new RegExp(`^farmi (?:del )?male ${ACCIDENT}`),
    notAfter:
      /\b(?:vuole|vogliono|voleva|volevano|potrebbe|potrebbero|minaccia di|minacciano di|ha minacciato di|prova a|cerca di|ha cercato di|puo|possono|nessuno)(?: \w+)? $/,
  },
  {
    category: "self_harm",
    pattern: /\bmi (?:faccio|farei|facevo|faro) (?:mai |ancora |di nuovo |spesso )?(?:del )?male\b/,
    idiom: new RegExp(
      `^mi \\w+(?: \\w+)? (?:mai |ancora |di nuovo |spesso )?(?:del )?male (?:da sol[oa] )?${ACCIDENT}`,
    ),
  },
  {
    category: "self_harm",
    pattern: /\bmi sono fatt[oa] (?:del )?male (?:da sol[oa]|apposta|di proposito)\b/,
  },
  { category: "self_harm", pattern: /\bautolesion\w*\b/, mention: true },
  {
    category: "self_harm",
    pattern:
      /\b(?:ferirmi|mi ferisco|punirmi|mi punisc\w*|per punizione|mi colpisc\w*|mi picchio da sol[oa])\b/,
  },
  {
    category: "self_harm",
    pattern: /\b(?:mi brucio|mi sono bruciat[oa]|bruciarmi|mi sono ustionat[oa]|mi ustiono)\b/,
    requires: /\b(?:apposta|di proposito|accendino|sigarett\w*|per punirmi|per sentire)\b/,
    scope: "message",
  },
  {
    category: "self_harm",
    pattern:
      /\b(?:spengo|spegno|incid\w*|incis[oa]) .{0,30}\b(?:sulla pelle|sul braccio|sulle braccia|sui polsi|sulle gambe)\b/,
  },
  { category: "self_harm", pattern: /\b(?:lamette|lametta|cutting|temperino)\b/ },
  {
    category: "self_harm",
    pattern:
      /\b(?:tagli|cicatrici|ferite|segni) (?:profondi |nuovi )?(?:sulle|sui|sul|sulla) (?:braccia|braccio|polsi|polso|cosce|coscia|gambe|pancia)\b|\bnascond\w* (?:i |le )?(?:tagli|cicatrici)\b/,
  },
  { category: "self_harm", pattern: /\b(?:fatt[oa]|faccio|fare) (?:dei |i |altri |tanti )?tagli\b/ },
  {
    category: "self_harm",
    pattern:
      /\b(?:fino a|finche) (?:non )?(?:sanguin\w*|esce il sangue|farla sanguinare|farmi sanguinare|lasciare (?:il segno|i segni)|le nocche sanguin\w*|brucia)\b/,
  },
  {
    category: "self_harm",
    pattern:
      /\bmi (?:do|davo|sono dat[oa]) (?:dei |degli )?(?:pugni|schiaffi|colpi)\b|\bmi prendo a (?:schiaffi|pugni|calci)\b/,
  },
  { category: "self_harm", pattern: /\bsbatto la testa (?:contro|sul|al) (?:il )?muro\b/ },
  {
    category: "self_harm",
    pattern: /\bnon merito (?:di mangiare|il cibo)\b|\bmi faccio vomitare\b|\bvomito apposta\b/,
  },
  { category: "self_harm", pattern: /\bvedere (?:il )?(?:mio )?sangue\b|\bbisogno di sanguinare\b/ },
  { category: "self_harm", pattern: /\bmi merito di soffrire\b/ },
  {
    category: "self_harm",
    pattern: /\b(?:apposta|di proposito|volontariamente)\b/,
    requires:
      /\b(?:male|bruci\w*|ustion\w*|tagli\w*|sangu\w*|ferit\w*|vomit\w*|pasti|digiun\w*|pugni|schiaffi|colp\w*|sbatt\w*)\b/,
    scope: "message",
  },
]
