/**
 * The phrase table behind the crisis detector. Every pattern runs on normalised text (lower case, no accents,
 * apostrophes and punctuation turned into single spaces), one clause at a time.
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
const FIGURATIVE =
  "(?:dal ridere|dalle risate|dalla gioia|di gioia|di fame|dalla fame|di sete|dalla sete|di caldo|dal caldo|" +
  "di freddo|dal freddo|di curiosita|dalla curiosita|di sonno|dal sonno|di invidia|d invidia|dall invidia|" +
  "di stanchezza|di fatica|dalla fatica|di lavoro|di studio|di palestra|di allenamento|di baci|di coccole|" +
  "di solletico|di complimenti)"
const figurative = (verb: string) => new RegExp(`^${verb} ${FIGURATIVE}`)

const OBJ = "(?:lo|la|li|le|l)"
const DIE_WISH = "(?:voglio|vorrei|preferirei|preferisco|spero di|ho voglia di|desidero|meglio)"

const suicide: ReadonlyArray<CrisisPattern> = [
  { category: "suicide", pattern: new RegExp(`\\b${DIE_WISH} (?:solo |soltanto |davvero )?morire\\b`), idiom: new RegExp(`^${DIE_WISH} (?:solo |soltanto |davvero )?morire ${FIGURATIVE}`) },
  { category: "suicide", pattern: /\b(?:voglio|vorrei) (?:essere|esser) mort[oa]\b/ },
  { category: "suicide", pattern: /\bmi (?:voglio|vorrei|devo|sto per|sto pensando di) (?:ammazzare|uccidere|suicidare|togliere la vita|sparare|buttare (?:giu|sotto))\b/, idiom: figurative("mi \\w+(?: \\w+)? (?:ammazzare|uccidere)") },
  { category: "suicide", pattern: /\b(?:ammazzarmi|uccidermi|suicidarmi|togliermi la vita|levarmi la vita)\b/, idiom: figurative("(?:ammazzarmi|uccidermi)") },
  { category: "suicide", pattern: /\bmi (?:ammazzo|uccido|ammazzerei|ucciderei|ammazzero|uccidero|suicido|suicidero|tolgo la vita|impicco|impiccherei)\b/, idiom: figurative("mi (?:ammazzo|uccido|ammazzerei|ucciderei|ammazzero|uccidero)") },
  { category: "suicide", pattern: /\bmi (?:sparo|sparerei|sparero)\b/, idiom: /^mi spar\w* (?:un|una|uno|il|la|l|i|le|gli|tutt[aoie]) (?!colpo|proiettile|pallottola)/ },
  { category: "suicide", pattern: /\bsuicid(?:io|a|i|ario|aria|ari|arie|armi|arsi|ale)\b/ },
  { category: "suicide", pattern: /\bfarla finita\b/, idiom: /^farla finita (?:con|col|coi|con gli|una volta per tutte con) (?!tutto|tutti|la vita|questa vita|la mia vita|me stess[oa]|il mondo)/ },
  { category: "suicide", pattern: /\bnon (?:voglio|vorrei|desidero) (?:piu )?(?:vivere|esistere|esserci|svegliarmi)\b/ },
  { category: "suicide", pattern: /\bnon ho (?:piu )?(?:voglia|ragione|motivo|motivi) di vivere\b/ },
  { category: "suicide", pattern: /\bnon ce la faccio (?:piu )?a (?:vivere|andare avanti)\b/ },
  { category: "suicide", pattern: /\bnon (?:ha|avrebbe) (?:piu )?senso (?:vivere|continuare a vivere|andare avanti|stare al mondo)\b/ },
  { category: "suicide", pattern: /\b(?:la (?:mia )?vita|vivere) non (?:ha|avra) (?:piu )?(?:senso|valore)\b/ },
  { category: "suicide", pattern: /\bnon vale (?:piu )?la pena (?:di )?(?:vivere|andare avanti|continuare)\b/ },
  { category: "suicide", pattern: /\bsarebbe (?:tutto )?meglio se (?:io )?(?:non ci fossi|non esistessi|fossi mort[oa]|morissi|sparissi)\b/ },
  { category: "suicide", pattern: /\b(?:sarebbe meglio|meglio) (?:morire|essere mort[oa]|non esserci piu|non esistere)\b/, idiom: new RegExp(`^(?:sarebbe meglio|meglio) morire ${FIGURATIVE}`) },
  { category: "suicide", pattern: /\b(?:starebbero|stareste|starebbe|state|stanno) (?:tutti )?meglio senza di me\b/ },
  { category: "suicide", pattern: /\bvorrei (?:non (?:essere mai nat[oa]|esistere|esserci piu|svegliarmi piu)|sparire per sempre|scomparire per sempre|addormentarmi (?:e|per) non svegliarmi)\b/ },
  { category: "suicide", pattern: /\b(?:addormentarmi|dormire) e non svegliarmi (?:piu|mai piu)\b/ },
  { category: "suicide", pattern: /\b(?:mi butto|buttarmi|lanciarmi|mi lancio|gettarmi|mi getto) (?:giu )?(?:dal|dalla|dallo|da un|da una|sotto)\b/ },
  { category: "suicide", pattern: /\b(?:impiccarmi|tagliarmi le vene|mi taglio le vene|prendere tutte le pillole|overdose di proposito)\b/ },
  { category: "suicide", pattern: /\b(?:pensieri|pensiero|idee|ideazione) (?:di morte|suicid\w*)\b/ },
  { category: "suicide", pattern: /\blettera d addio\b/ },
]

const selfHarm: ReadonlyArray<CrisisPattern> = [
  { category: "self_harm", pattern: /\bmi (?:taglio|sono tagliat[oa]|tagliavo|tagliero)\b/, idiom: /^mi \w+(?: \w+)? (?:(?:i|un|il|le|la|mio|mia|miei) )?(?:capelli|unghie|unghia|barba|baffi|frangia|fuori|dito|corto|taglio|la pizza|il pane)/ },
  { category: "self_harm", pattern: /\btagliarmi\b/, idiom: /^tagliarmi (?:(?:i|le|la) )?(?:capelli|unghie|barba|baffi|frangia|fuori)/ },
  { category: "self_harm", pattern: /\b(?:farmi|fare a me stess[oa]) del male\b/, notAfter: /\b(?:vuole|vogliono|voleva|volevano|potrebbe|potrebbero|minaccia di|minacciano di|ha minacciato di|prova a|cerca di|ha cercato di|puo|possono|nessuno)(?: \w+)? $/ },
  { category: "self_harm", pattern: /\bmi (?:faccio|sono fatt[oa]|farei|facevo|faro) (?:mai |ancora |di nuovo |spesso )?(?:del )?male (?:da sol[oa]|apposta|di proposito)\b/ },
  { category: "self_harm", pattern: /\bmi (?:faccio|sono fatt[oa]|farei|facevo|faro) (?:mai |ancora |di nuovo |spesso )?del male\b/, idiom: /^mi \w+(?: \w+)? (?:mai |ancora |di nuovo |spesso )?del male (?:da sol[oa] )?(?:a|al|alla|alle|ai) (?:schiena|ginocchio|piede|caviglia|mano|polso|spalla|collo|palestra|calcio|allenamento)/ },
  { category: "self_harm", pattern: /\bautolesion\w*\b/ },
  { category: "self_harm", pattern: /\b(?:ferirmi|mi ferisco|punirmi|mi punisco fisicamente|graffiarmi fino a|mi graffio fino a|mi colpisco da sol[oa]|mi picchio da sol[oa])\b/ },
  { category: "self_harm", pattern: /\b(?:mi brucio|mi sono bruciat[oa]|bruciarmi) (?:apposta|di proposito|con (?:le |una |la )?sigarett\w*|con l accendino)\b/ },
  { category: "self_harm", pattern: /\b(?:lamette|lametta|cutting)\b/ },
]

const harmToOthers: ReadonlyArray<CrisisPattern> = [
  { category: "harm_to_others", pattern: /\b(?:ucciderlo|ucciderla|ucciderli|ucciderle|ammazzarlo|ammazzarla|ammazzarli|ammazzarle|ucciderti|ammazzarti|sparargli|accoltellarlo|accoltellarla|strangolarlo|strangolarla|picchiarlo|picchiarla|farlo fuori|farla fuori|farli fuori)\b/, idiom: figurative("\\w+") },
  { category: "harm_to_others", pattern: new RegExp(`\\b(?:${OBJ}|ti) (?:ammazzo|uccido|ammazzerei|ucciderei|ammazzero|uccidero|ammazzerò|faccio fuori|accoltello|strangolo)\\b`), idiom: figurative(`(?:${OBJ}|ti) \\w+`) },
  { category: "harm_to_others", pattern: /\b(?:voglio|vorrei|potrei|sto per|devo) (?:uccidere|ammazzare|picchiare|accoltellare|strangolare|sparare a) (?!me\b)\w+/, idiom: figurative("\\w+ \\w+ \\w+") },
  { category: "harm_to_others", pattern: /\bucciderei\b/, idiom: /^ucciderei per (?:un|una|uno|un|il|lo|la|i|gli|le|del|dello|della|dei|degli|delle|avere|poter|mangiare|bere|dormire)\b/ },
  { category: "harm_to_others", pattern: /\b(?:fargli|farle|fargliela|farvi|farti|fare) del male\b/, notAfter: /\bnon (?:devi|dovete|deve|puo|possono|potrebbe) $/ },
  { category: "harm_to_others", pattern: /\b(?:gli|le) (?:faccio|farei|faro) del male\b/ },
  { category: "harm_to_others", pattern: /\b(?:gli|le) spacco la faccia\b/ },
  { category: "harm_to_others", pattern: /\b(?:fare una strage|voglio vendicarmi con la violenza|uccidere qualcuno|ammazzare qualcuno|fare del male a qualcuno|fare del male agli altri)\b/ },
]

const abuse: ReadonlyArray<CrisisPattern> = [
  { category: "abuse", pattern: /\bmi (?:picchia|picchiano|picchiava|picchiavano|ha picchiat[oa]|hanno picchiat[oa]|prende a (?:schiaffi|pugni|calci)|ha preso a (?:schiaffi|pugni|calci)|prendeva a (?:schiaffi|pugni|calci))\b/ },
  { category: "abuse", pattern: /\bmi (?:mette|mettono|metteva|ha messo|hanno messo) le mani addosso\b/ },
  { category: "abuse", pattern: /\b(?:mi alza le mani|mi ha alzato le mani|mi alzava le mani|(?:ha )?alzato le mani su di me|alza le mani su di me)\b/ },
  { category: "abuse", pattern: /\bmi (?:ha dato|da|dava) (?:uno schiaffo|un pugno|un calcio|degli schiaffi|dei pugni|schiaffi|botte)\b/ },
  { category: "abuse", pattern: /\b(?:prendo|ho preso|prendevo) (?:le )?botte\b/ },
  { category: "abuse", pattern: /\bmi (?:minaccia|minacciano|minacciava|ha minacciat[oa]|hanno minacciat[oa])\b/, idiom: /^mi \w+(?: \w+)? di (?:licenziarmi|bocciarmi|multarmi|togliermi il telefono)/ },
  { category: "abuse", pattern: /\b(?:minacce di morte|mi manda minacce|ricevo minacce)\b/ },
  { category: "abuse", pattern: /\b(?:stalking|stalker|mi perseguita|mi perseguitano|mi segue (?:ovunque|sotto casa|dappertutto)|mi aspetta sotto casa)\b/ },
  { category: "abuse", pattern: /\bviolen(?:za|ze|to|ta|tato|tata)\b/, idiom: /^violenz[ae] (?:nei|nel|nelle|negli|in|dei|dei|al|alla) ?(?:film|videogioc\w*|serie|libri|libro|notizie|tg|telegiornale|cinema|televisione|tv)\b/, notAfter: /\b(?:film|serie|videogioc\w*|libro|romanzo|notizie|telegiornale|tg|contro la|contro ogni|odio la|odio ogni)\b.*$/ },
  { category: "abuse", pattern: /\b(?:mi ha violentat[oa]|stupro|stuprat[oa]|molestie|mi molesta|mi ha molestat[oa]|mi molestava|abusat[oa]|ha abusato di me|abusa di me|abusi sessuali|abuso sessuale)\b/ },
  { category: "abuse", pattern: /\bmi (?:costringe|obbliga|ha costrett[oa]) (?:a fare sesso|ad avere rapporti|a rapporti)\b/ },
  { category: "abuse", pattern: /\bho paura (?:di lui|di lei|di mio (?:marito|padre|compagno|fidanzato|ragazzo|ex|fratello)|di mia (?:moglie|madre|compagna|fidanzata|ragazza|ex)|del mio (?:compagno|fidanzato|ragazzo|ex)|della mia (?:compagna|fidanzata|ragazza|ex)) (?:che mi|perche mi)\b/ },
  { category: "abuse", pattern: /\b(?:vuole|vogliono|potrebbe|minaccia di) (?:farmi del male|uccidermi|ammazzarmi|picchiarmi)\b/ },
]

export const CRISIS_PATTERNS: ReadonlyArray<CrisisPattern> = [...suicide, ...selfHarm, ...harmToOthers, ...abuse]
