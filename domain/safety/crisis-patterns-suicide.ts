import { figurative, FIGURATIVE, type CrisisPattern } from "./crisis-pattern.ts"

const WISH =
  "(?:voglio|vorrei|voglia di|non vedo l ora di|preferirei|preferisco|spero di|ho voglia di|desidero|meglio|mi piacerebbe)"
const KILL_ME =
  "(?:ammazzare|ammazza|uccidere|suicidare|togliere la vita|sparare|buttare (?:giu|sotto)|far fuori)"

/** Wishing to die or not to exist, said outright, passively or through others ("starebbero meglio senza di me"). */
export const SUICIDE_IDEATION_PATTERNS: ReadonlyArray<CrisisPattern> = [
  {
    category: "suicide",
    pattern: new RegExp(`\\b${WISH} (?:solo |soltanto |davvero |tanto )?(?:morire|mori|morir)\\b`),
    idiom: new RegExp(`^${WISH} (?:solo |soltanto |davvero )?morire ${FIGURATIVE}`),
  },
  { category: "suicide", pattern: /\b(?:voglio|vorrei|desiderato di|meglio) (?:essere|esser)? ?mort[oa]\b/ },
  {
    category: "suicide",
    pattern: new RegExp(`\\bmi (?:voglio|vorrei|devo|sto per|sto pensando di) ${KILL_ME}\\b`),
    idiom: figurative("mi \\w+(?: \\w+)? (?:ammazzare|uccidere)"),
  },
  {
    category: "suicide",
    pattern: /\b(?:ammazzarmi|uccidermi|suicidarmi|togliermi la vita|levarmi la vita|farmi fuori)\b/,
    idiom: figurative("(?:ammazzarmi|uccidermi)"),
    notAfter: /\b(?:vuole|vogliono|cerca di|cercano di|prova a|provano a)(?: \w+)? $/,
  },
  {
    category: "suicide",
    pattern:
      /\bmi (?:ammazzo|uccido|ammazzerei|ucciderei|ammazzero|uccidero|suicido|suicidero|tolgo la vita|impicco|impiccherei)\b/,
    idiom: figurative("mi (?:ammazzo|uccido|ammazzerei|ucciderei|ammazzero|uccidero)"),
  },
  {
    category: "suicide",
    pattern: /\bmi (?:sparo|sparerei|sparero)\b/,
    idiom: /^mi spar\w* (?:un|una|uno|il|la|l|i|le|gli|tutt[aoie]) (?!colpo|proiettile|pallottola)/,
  },
  {
    category: "suicide",
    pattern: /\bsui?ci?d(?:io|a|i|e|ario|aria|ari|arie|armi|arsi|ale|ali)\b/,
    idiom: /^suicidio (?:commerciale|politico|sportivo|professionale)\b/,
    notAfter: /\b(?:e|era|sarebbe|fu|sembra|un|da)(?: un| proprio un)? $/,
    mention: true,
  },
  {
    category: "suicide",
    pattern: /\b(?:la faccio finita|farla finita|finirla)\b/,
    idiom:
      /^(?:la faccio finita|farla finita|finirla) (?:con|col|coi|con gli|una volta per tutte con) (?!tutto|tutti|la vita|questa vita|la mia vita|me stess[oa]|il mondo)/,
  },
  {
    category: "suicide",
    pattern: /\bnon (?:voglio|vorrei|desidero) (?:piu )?(?:vivere|esistere|esserci|svegliarmi)\b/,
  },
  {
    category: "suicide",
    pattern: new RegExp(`\\b${WISH} (?:solo )?(?:non|smettere di) (?:esistere|esserci|vivere)\\b`),
  },
  {
    category: "suicide",
    pattern:
      /\bnon ho (?:piu )?(?:un |nessun |alcun |la )?(?:voglia|ragione|ragioni|motivo|motivi|forza|forze) (?:di|per) vivere\b/,
  },
  { category: "suicide", pattern: /\bnon ce la faccio (?:piu )?a (?:vivere|andare avanti)\b/ },
  {
    category: "suicide",
    pattern: /\b(?:stanc[oaie]|non ne posso(?: piu)?) di (?:vivere|esistere|stare al mondo)\b/,
  },
  {
    category: "suicide",
    pattern:
      /\b(?:non (?:ha|avrebbe) (?:piu )?senso|che senso (?:ha|abbia)|a che serve|a cosa serve|perche dovrei) (?:continuare a )?(?:vivere|restare in vita|stare al mondo|andare avanti)\b/,
  },
  {
    category: "suicide",
    pattern: /\b(?:la (?:mia )?vita|vivere) non (?:ha|avra) (?:piu )?(?:senso|valore)\b/,
  },
  {
    category: "suicide",
    pattern:
      /\b(?:non vale (?:piu )?la pena|per cui valga la pena) (?:di )?(?:vivere|andare avanti|continuare)\b/,
  },
  {
    category: "suicide",
    pattern:
      /\b(?:meglio|sollievo|felici|migliore) se (?:io )?(?:non ci fossi|non esistessi|fossi mort[oa]|morissi|muoio|sparissi|sparisco|me ne andassi)\b/,
  },
  { category: "suicide", pattern: /\bmeglio che (?:io )?(?:muoia|sparisca|non ci sia piu)\b/ },
  {
    category: "suicide",
    pattern: /\b(?:sarebbe meglio|meglio) (?:morire|essere mort[oa]|non esserci piu|non esistere)\b/,
    idiom: new RegExp(`^(?:sarebbe meglio|meglio) morire ${FIGURATIVE}`),
  },
  {
    category: "suicide",
    pattern:
      /\b(?:meglio|migliore|piu felici) senza di me\b|\bsenza di me (?:starebbero|sarebbero|staranno)\b/,
  },
  {
    category: "suicide",
    pattern: /\bse (?:io )?(?:morissi|sparissi|non ci fossi(?! tu)|me ne andassi per sempre)\b/,
  },
  {
    category: "suicide",
    pattern: /\bnessuno (?:mi )?(?:mancherei|sentirebbe la mia mancanza|piangerebbe)\b/,
  },
  {
    category: "suicide",
    pattern: /\b(?:togliermi|levarmi|mi tolgo|mi levo) (?:di mezzo|di torno)\b/,
    requires: /\b(?:peso|fastidio|per sempre|una volta per tutte|nessuno|dovrei)\b/,
    scope: "message",
  },
  { category: "suicide", pattern: /\bnon (?:saro|sara) piu un (?:problema|peso) (?:di|per) nessuno\b/ },
  {
    category: "suicide",
    pattern:
      /\bvorrei (?:non (?:essere mai nat[oa]|esistere|esserci piu|svegliarmi piu)|addormentarmi (?:e|per) non svegliarmi)\b/,
  },
  {
    category: "suicide",
    pattern:
      /\b(?:addormentarmi|dormire|chiudere gli occhi) e non (?:svegliarmi|riaprirli|riaprire gli occhi)\b|\bspero (?:di )?non svegliarmi\b|\bnon mi svegliassi\b/,
  },
  {
    category: "suicide",
    pattern:
      /\bspero che mi (?:investa|investano|prenda|colpisca)\b|\bmagari mi (?:venisse|capitasse|investisse)\b/,
  },
  {
    category: "suicide",
    pattern:
      /\b(?:sparire|scomparire|andarmene|me ne vado|me ne andassi) (?:per sempre|e non tornare|dalla faccia della terra|da questo mondo|da tutto)\b|\blasciare questo mondo\b/,
  },
  {
    category: "suicide",
    pattern: /\b(?:che (?:finisca|finisse) tutto|che tutto (?:finisca|finisse))\b/,
  },
  {
    category: "suicide",
    pattern: /\bdesider\w* (?:solo |soltanto )?(?:la morte|morire|di morire)\b|\bdesiderio di morire\b/,
  },
  {
    category: "suicide",
    pattern:
      /\b(?:la morte|morire) (?:sarebbe|e) (?:solo )?(?:una |un )?(?:liberazione|sollievo|soluzione|via d uscita)\b/,
  },
  {
    category: "suicide",
    pattern: /\bvia d uscita\b.{0,30}\b(?:morire|morte)\b|\b(?:morte|morire)\b.{0,30}\bvia d uscita\b/,
  },
  {
    category: "suicide",
    pattern: /\bnon mi (?:importerebbe|importa|dispiacerebbe) (?:di |se )?(?:morire|morissi)\b/,
  },
  { category: "suicide", pattern: /\bmodo indolore\b/ },
  {
    category: "suicide",
    pattern:
      /\bnon arrivero (?:a|al|alla) (?:natale|pasqua|domani|capodanno|compiere|mio compleanno|\d+ anni)\b/,
  },
  { category: "suicide", pattern: /\braggiungere (?:\w+ ){0,2}(?:in cielo|in paradiso|lassu)\b/ },
  { category: "suicide", pattern: /\b(?:pensieri|pensiero|idee|ideazione) (?:di morte|suicid\w*)\b/ },
  { category: "suicide", pattern: /\bchiudere con la vita\b/ },
  {
    category: "suicide",
    pattern:
      /\b(?:tutto inutile|non cambiera mai niente|nessun futuro|ogni speranza|arrivat[oa] alla fine|non c e via d uscita)\b/,
    requires: /\b(?:per sempre|finirla|non vado avanti|smettere|ho deciso|basta)\b/,
    scope: "message",
  },
]
