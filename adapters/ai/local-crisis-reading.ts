import { isJoking } from "../../domain/safety/crisis-context.ts"
import { detectCrisis, normaliseItalian, type CrisisCategory } from "../../domain/safety/crisis-detector.ts"

/*
 * How the offline crisis conversation reads what the person wrote: the answer to the question it asked last
 * ("sì sono a casa" after "sei al sicuro?"), and what a message says whatever was asked (danger at hand, a
 * refusal of help, a retraction, a request for methods). Patterns run on normalised text ("più" → "piu",
 * "l'ho" → "l ho").
 */

/** The question the assistant's previous reply ended with, by the step it belongs to. */
export type AskedStep = "safety" | "ask" | "risk_ask" | "reasons" | "plan" | "contact" | "urgent"

export type Refusal = "shame" | "no_call" | "futility" | "no_one" | "burden" | "resist" | "secret"
export type Danger = "unsafe" | "means" | "taken" | "place" | "imminent"

export interface TurnReading {
  readonly flagged: boolean
  readonly categories: ReadonlyArray<CrisisCategory>
  readonly safety?: "safe" | "unsafe"
  readonly home: boolean
  readonly danger?: Danger
  readonly resolved: boolean
  readonly refusal?: Refusal
  readonly retraction: boolean
  /** "Non proprio bene", "in realtà no": what was taken back is not over. */
  readonly notFine: boolean
  /** Asks for means, methods, doses or places of harm. */
  readonly methodQuestion: boolean
  /** Asks "how" at all ("dimmi come"): a request for methods when it follows one. */
  readonly asksHow: boolean
  readonly askAnswer?: "yes" | "no" | "unsure"
  readonly planAnswer?: "yes" | "no"
  readonly reasonsAnswer?: "named" | "none"
  /** "Sto un po' meglio", "grazie", "ok": what the acknowledgement answers when no step was answered. */
  readonly tone?: "better" | "thanks" | "short"
  /** Said in so many words: no need to ask whether they think of suicide, or of hurting themselves. */
  readonly saidSuicide: boolean
  readonly saidSelfHarm: boolean
}

const YES =
  /^(?:si|certo|esatto|gia|ovvio|ovviamente|purtroppo si|credo di si|penso di si|diciamo di si|abbastanza|ok|okay|va bene|d accordo|volentieri|proviamo|magari)\b/
const NO = /^(?:no|nope|mai|macche|per niente|assolutamente no|direi di no|credo di no|penso di no|niente)\b/
const UNSURE =
  /^(?:non (?:lo )?so|boh|forse|a volte|qualche volta|ogni tanto|dipende|un po|non saprei|non ne sono certo)\b/
/** Yes to "are you thinking of it?" in other words. */
const THINKS_OF_IT =
  /\b(?:ci penso|ci ho pensato|ci sto pensando|ci penso spesso|spesso|ogni giorno|tutti i giorni|ogni sera|a volte si)\b/

const MEANS =
  "(?:pillol\\w*|pastigl\\w*|compress\\w*|farmac\\w*|medicin\\w*|psicofarmac\\w*|gocce|goccine|sonnifer\\w*|coltell\\w*|lamett\\w*|lama|rasoi\\w*|forbici|corda|cintura|pistola|fucile|arma|armi|veleno|candeggina|gas)"
const MEANS_AT_HAND = new RegExp(
  `\\b(?:ho|tengo|c e|ci sono|ho qui|ho comprato|ho preparato|ho trovato|ho preso|ho in mano|tengo in mano|sto guardando)\\b[^.?!]{0,30}\\b${MEANS}\\b|\\b${MEANS}\\b[^.?!]{0,20}\\b(?:qui|accanto|vicino|in mano|sul tavolo|davanti|pronte|pronti|pronta|pronto)\\b`,
)
const TAKEN =
  /\bho (?:gia |appena )?(?:preso|ingoiato|mandato giu|bevuto|ingerito)\b[^.?!]{0,30}\b(?:pillol\w*|pastigl\w*|compress\w*|farmac\w*|medicin\w*|gocce|sonnifer\w*|candeggina|veleno|tutto|tutte|tutti|scatola|flacone|boccetta|blister)\b/
const PLACE =
  /\bsono (?:sul|sulla|sui|sugli|in cima|al|sopra|davanti al|vicino al)\b[^.?!]{0,15}\b(?:ponte|tetto|binari|balcone|cornicione|terrazz\w*|parapetto|scogliera|viadotto)\b/
const NOW_WORDS = "(?:stasera|stanotte|oggi|adesso|ora|tra poco|fra poco|domani)"
const ACTS =
  "(?:la faccio finita|la finisco|lo faccio|mi (?:uccido|ammazzo|butto|lancio|tolgo la vita|impicco|taglio)|le prendo tutte|li prendo tutti|salgo sul|vado sul)"
const IMMINENT = new RegExp(
  `\\b(?:sto per farlo|lo sto facendo|ho deciso di farlo|ho (?:gia )?deciso|e l ultima volta che (?:ti )?scrivo|addio a tutti|vi saluto tutti|e la sera giusta|e la notte giusta|e il momento giusto|e arrivato il momento)\\b|\\b${NOW_WORDS}\\b[^.?!]{0,40}\\b${ACTS}\\b|\\b${ACTS}\\b[^.?!]{0,30}\\b${NOW_WORDS}\\b`,
)

/** Acts that happen somewhere: the person is sent away from the place, not from an object. */
const PLACE_WORDS =
  /\b(?:salgo sul|vado sul|mi butto|mi lancio|ponte|tetto|binari|balcone|cornicione|viadotto)\b/

const UNSAFE =
  /\b(?:non (?:sono|sto|mi sento|mi trovo)(?: (?:tanto|molto|proprio|piu|per niente|affatto))? (?:al sicuro|sicur[oa]|in un posto sicuro)|non e un posto sicuro|(?<!non )sono in pericolo|(?<!non )mi sento in pericolo)\b/
const NOT_IN_DANGER = /\bnon (?:sono|mi sento) (?:piu )?in pericolo\b/
const SAFE =
  /\b(?:(?:sono|sto|resto|rimango|mi trovo)(?: (?:gia|ora|adesso|qui))? (?:a casa|in casa|al sicuro|in camera|a letto|nel (?:mio )?letto|con (?:mia|mio|i miei|le mie|la mia|il mio|amic\w*|qualcuno|una persona|un amic\w*))|al sicuro|sono a casa|a casa mia)\b/
/** Safe in so many words: this, not "sono a casa", ends a danger told before. */
const SAFE_NOW = /\b(?:al sicuro|non (?:sono|mi sento) (?:piu )?in pericolo)\b/
const HOME = /\b(?:a casa|in casa|a casa mia|in camera)\b/
const RESOLVED =
  /\b(?:ho (?:chiamato|telefonato)|sto chiamando|li ho chiamati|stanno arrivando|sono arrivat\w*|e arrivat\w*|ho (?:messo|buttato|dato|portato|nascosto) via|(?:le|li|l) ho (?:mess[eio]|messa|buttat\w*|dat\w*|portat\w*|nascost\w*|chius\w*)|ho (?:chiuso|messo) tutto|sono con (?:mia|mio|qualcuno|una persona|i miei)|sono uscit\w*|ora sono al sicuro|adesso sono al sicuro|sono di nuovo al sicuro)\b/

const REFUSALS: ReadonlyArray<readonly [Refusal, RegExp]> = [
  [
    "burden",
    /\b(?:sarei un peso|sono un peso|sono solo un peso|non voglio (?:disturbare|pesare|dare fastidio|essere un peso)|darei fastidio|do fastidio a tutti)\b/,
  ],
  ["shame", /\b(?:vergogn\w*|imbarazz\w*)\b/],
  [
    "no_one",
    /\b(?:non ho (?:piu )?nessuno|non c e nessuno|nessuno a cui|non ho amici|non ho nessun amic\w*|nessuno mi vuole)\b/,
  ],
  [
    "futility",
    /\b(?:non serve a (?:niente|nulla)|non servirebbe|non servira|e inutile|tutto inutile|tanto non cambia|non cambia niente|nessuno (?:puo|potrebbe) aiutarmi|niente (?:puo|potrebbe) aiutarmi|non mi (?:puo|potrebbe) aiutare nessuno|a che serve|tanto e uguale)\b/,
  ],
  [
    "secret",
    /\b(?:non (?:lo )?dire (?:niente )?a nessuno|non dirlo a nessuno|non dire niente a nessuno|resta tra (?:noi|me e te)|e un segreto|tienilo per te)\b/,
  ],
  [
    "resist",
    /\b(?:non (?:provare|cercare) (?:a|di) convincermi|non mi convincerai|non mi fermerai|non dirmi di (?:chiamare|parlare|telefonare)|non farmi la predica)\b/,
  ],
  [
    "no_call",
    /\b(?:non (?:voglio|vorrei|posso|riesco a|me la sento di|ce la faccio a|saprei) ?(?:chiamare|telefonare|parlare con|sentire|coinvolgere|dirlo|dire niente|scrivere a)|non (?:chiamo|chiamero|telefono)|non voglio (?:aiuto|nessuno|parlarne con)|non voglio che (?:nessuno|qualcuno|si) (?:lo )?sappia|non voglio (?:andare|finire) in ospedale)\b/,
  ],
]

const NOT_FINE =
  /\b(?:non (?:sto |proprio |tanto |molto |davvero )?bene|non e vero|in realta no|non proprio|non e passato|sto ancora male)\b/
const RETRACTION =
  /\b(?:scherzavo|stavo scherzando|era uno scherzo|era una battuta|esageravo|ho esagerato|sto esagerando|non dicevo sul serio|non (?:lo )?pensavo davvero|non intendevo (?:davvero|quello)|lascia (?:stare|perdere)|(?<!non )sto bene(?! (?:solo|quando))|tutto (?:ok|okay|a posto)|non lo farei mai|non lo farei davvero|era solo uno sfogo|mi sono sfogat\w*)\b/

const METHOD_QUESTION =
  /\b(?:quant[eio] (?:ne )?(?:servono|serve|ce ne vogliono|bisogna)|quant[eio] \w+ (?:servono|serve|ci vogliono)|come (?:si fa|posso|faccio|fare) (?:a|per)|dimmi come|qual e il modo|il modo (?:piu )?(?:veloce|rapido|indolore|sicuro|facile)|il metodo|che dose|quale dose|dove (?:posso|si puo) (?:trovare|comprare|prendere|andare)|da che altezza|quanto (?:in alto|alto))\b/

/** A "how many / how to" is a request for methods only when it is about dying or hurting, not "come fare a dormire". */
const ABOUT_HARM = new RegExp(
  `\\b(?:${MEANS.slice(3, -1)}|morire|morte|uccider\\w*|ammazzar\\w*|farla finita|non svegliarmi|non svegliarsi|tagliar\\w*|impiccar\\w*|buttarmi|buttarsi|lanciarmi|saltare|soffocar\\w*|annegar\\w*)\\b`,
)

const SUICIDE_SAID =
  /\b(?:suicid\w*|togliermi la vita|uccidermi|ammazzarmi|mi ammazzo|mi uccido|mi tolgo la vita|farmi fuori|mi voglio uccidere|mi voglio ammazzare)\b/
const SELF_HARM_SAID =
  /\b(?:mi taglio|tagliarmi|mi sono tagliat\w*|mi faccio del male|farmi del male|mi ferisco|mi brucio|mi graffio|autolesion\w*)\b/

const NAMED_NONE = /^(?:niente|nessuno|nulla|non (?:lo )?so|boh|non c e (?:niente|nessuno|nulla)|no)\b/

const BETTER = /\b(?<!non )(?:sto|mi sento|va|andiamo) (?:un po |gia |decisamente |davvero )?meglio\b/
const THANKS = /^(?:grazie|ti ringrazio)\b/

const shortAnswer = (text: string) => text.split(" ").length <= 8

/** The chat spellings people use in a hurry ("nn", "cn", "xke"), as words. */
const CHAT: Readonly<Record<string, string>> = {
  nn: "non",
  cn: "con",
  x: "per",
  xke: "perche",
  sn: "sono",
  ke: "che",
}
const plainText = (content: string) =>
  normaliseItalian(content).replace(/[a-z]+/g, (word) => CHAT[word] ?? word)

/** One user message, read against the question that came just before it (undefined: none). */
export const readTurn = (content: string, asked: AskedStep | undefined): TurnReading => {
  const text = plainText(content)
  const { crisis: flagged, categories } = detectCrisis(content)
  const yes = YES.test(text) && shortAnswer(text)
  const no = NO.test(text) && shortAnswer(text)
  const unsure = UNSURE.test(text)
  const retracting = !flagged && RETRACTION.test(text)
  // A bare "no" or "non lo so" answers the safety question; "no vabbè scherzavo" does not.
  const bareAnswer = text.split(" ").length <= 3 && !retracting
  // "oggi mi ammazzo dalle risate": a joke is not a danger.
  const danger: Danger | undefined = isJoking(text)
    ? undefined
    : TAKEN.test(text)
      ? "taken"
      : MEANS_AT_HAND.test(text)
        ? "means"
        : PLACE.test(text) || (IMMINENT.test(text) && PLACE_WORDS.test(text))
          ? "place"
          : IMMINENT.test(text)
            ? "imminent"
            : UNSAFE.test(text) || (asked === "safety" && bareAnswer && (no || unsure) && !SAFE.test(text))
              ? "unsafe"
              : undefined
  const safe =
    danger === undefined &&
    (NOT_IN_DANGER.test(text) ||
      SAFE.test(text) ||
      (asked === "safety" && yes && bareAnswer) ||
      RESOLVED.test(text))
  const refusal = REFUSALS.find(([, pattern]) => pattern.test(text))?.[0]
  const saidSuicide = flagged && SUICIDE_SAID.test(text)
  const saidSelfHarm = flagged && SELF_HARM_SAID.test(text)
  const askAnswer =
    asked !== "ask" && asked !== "risk_ask"
      ? undefined
      : saidSuicide || saidSelfHarm || flagged || yes || THINKS_OF_IT.test(text)
        ? "yes"
        : unsure
          ? "unsure"
          : no
            ? "no"
            : undefined
  return {
    flagged,
    categories,
    ...(danger === "unsafe" ? { safety: "unsafe" as const } : safe ? { safety: "safe" as const } : {}),
    home: HOME.test(text),
    ...(danger ? { danger } : {}),
    resolved:
      danger === undefined &&
      (RESOLVED.test(text) || (asked === "urgent" && yes) || (safe && SAFE_NOW.test(text))),
    ...(refusal ? { refusal } : {}),
    retraction: danger === undefined && retracting,
    notFine: NOT_FINE.test(text),
    methodQuestion: METHOD_QUESTION.test(text) && (flagged || ABOUT_HARM.test(text)),
    asksHow: METHOD_QUESTION.test(text),
    ...(askAnswer ? { askAnswer } : {}),
    ...(asked === "plan" && (yes || refusal || no)
      ? { planAnswer: yes && !refusal ? ("yes" as const) : ("no" as const) }
      : {}),
    ...(asked === "reasons" ? { reasonsAnswer: NAMED_NONE.test(text) ? "none" : "named" } : {}),
    ...(BETTER.test(text)
      ? { tone: "better" as const }
      : THANKS.test(text)
        ? { tone: "thanks" as const }
        : text.split(" ").length <= 2
          ? { tone: "short" as const }
          : {}),
    saidSuicide,
    saidSelfHarm,
  }
}
