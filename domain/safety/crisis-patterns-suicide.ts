import { figurative, FIGURATIVE, type CrisisPattern } from "./crisis-pattern.ts"

const DIE_WISH = "(?:voglio|vorrei|preferirei|preferisco|spero di|ho voglia di|desidero|meglio)"

export const SUICIDE_PATTERNS: ReadonlyArray<CrisisPattern> = [
  {
    category: "suicide",
    pattern: new RegExp(`\\b${DIE_WISH} (?:solo |soltanto |davvero )?morire\\b`),
    idiom: new RegExp(`^${DIE_WISH} (?:solo |soltanto |davvero )?morire ${FIGURATIVE}`),
  },
  { category: "suicide", pattern: /\b(?:voglio|vorrei) (?:essere|esser) mort[oa]\b/ },
  {
    category: "suicide",
    pattern:
      /\bmi (?:voglio|vorrei|devo|sto per|sto pensando di) (?:ammazzare|uccidere|suicidare|togliere la vita|sparare|buttare (?:giu|sotto))\b/,
    idiom: figurative("mi \\w+(?: \\w+)? (?:ammazzare|uccidere)"),
  },
  {
    category: "suicide",
    pattern: /\b(?:ammazzarmi|uccidermi|suicidarmi|togliermi la vita|levarmi la vita)\b/,
    idiom: figurative("(?:ammazzarmi|uccidermi)"),
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
  { category: "suicide", pattern: /\bsuicid(?:io|a|i|ario|aria|ari|arie|armi|arsi|ale)\b/ },
  {
    category: "suicide",
    pattern: /\bla faccio finita\b/,
    idiom:
      /^la faccio finita (?:con|col|coi) (?!tutto|tutti|la vita|questa vita|la mia vita|me stess[oa]|il mondo)/,
  },
  {
    category: "suicide",
    pattern: /\bfarla finita\b/,
    idiom:
      /^farla finita (?:con|col|coi|con gli|una volta per tutte con) (?!tutto|tutti|la vita|questa vita|la mia vita|me stess[oa]|il mondo)/,
  },
  {
    category: "suicide",
    pattern: /\bnon (?:voglio|vorrei|desidero) (?:piu )?(?:vivere|esistere|esserci|svegliarmi)\b/,
  },
  { category: "suicide", pattern: /\bnon ho (?:piu )?(?:voglia|ragione|motivo|motivi) di vivere\b/ },
  { category: "suicide", pattern: /\bnon ce la faccio (?:piu )?a (?:vivere|andare avanti)\b/ },
  {
    category: "suicide",
    pattern:
      /\bnon (?:ha|avrebbe) (?:piu )?senso (?:vivere|continuare a vivere|andare avanti|stare al mondo)\b/,
  },
  {
    category: "suicide",
    pattern: /\b(?:la (?:mia )?vita|vivere) non (?:ha|avra) (?:piu )?(?:senso|valore)\b/,
  },
  {
    category: "suicide",
    pattern: /\bnon vale (?:piu )?la pena (?:di )?(?:vivere|andare avanti|continuare)\b/,
  },
  {
    category: "suicide",
    pattern:
      /\bsarebbe (?:tutto )?meglio se (?:io )?(?:non ci fossi|non esistessi|fossi mort[oa]|morissi|sparissi)\b/,
  },
  {
    category: "suicide",
    pattern: /\b(?:sarebbe meglio|meglio) (?:morire|essere mort[oa]|non esserci piu|non esistere)\b/,
    idiom: new RegExp(`^(?:sarebbe meglio|meglio) morire ${FIGURATIVE}`),
  },
  {
    category: "suicide",
    pattern: /\b(?:starebbero|stareste|starebbe|state|stanno) (?:tutti )?meglio senza di me\b/,
  },
  {
    category: "suicide",
    pattern:
      /\bvorrei (?:non (?:essere mai nat[oa]|esistere|esserci piu|svegliarmi piu)|sparire per sempre|scomparire per sempre|addormentarmi (?:e|per) non svegliarmi)\b/,
  },
  { category: "suicide", pattern: /\b(?:addormentarmi|dormire) e non svegliarmi (?:piu|mai piu)\b/ },
  {
    category: "suicide",
    pattern:
      /\b(?:mi butto|buttarmi|lanciarmi|mi lancio|gettarmi|mi getto) (?:giu )?(?:dal|dalla|dallo|da un|da una|sotto)\b/,
  },
  { category: "suicide", pattern: /\b(?:voglio|vorrei) (?:sparire|scomparire) per sempre\b/ },
  {
    category: "suicide",
    pattern:
      /\b(?:ho preso|ho ingoiato|prendo|prendero|prendere|ingoiare) tutte le (?:pillole|pastiglie|medicine|compresse)\b/,
  },
  {
    category: "suicide",
    pattern:
      /\b(?:impiccarmi|tagliarmi le vene|mi taglio le vene|prendere tutte le pillole|overdose di proposito)\b/,
  },
  { category: "suicide", pattern: /\b(?:pensieri|pensiero|idee|ideazione) (?:di morte|suicid\w*)\b/ },
  { category: "suicide", pattern: /\blettera d addio\b/ },
]
