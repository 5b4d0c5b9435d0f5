/** Words the offline responder recognises and the phrasings it chooses from. All Italian, all warm. */
export interface Feeling {
  /** Stems matched at the start of a normalised word ("ansios" matches "ansiosa", "ansiosi"). */
  readonly stems: ReadonlyArray<string>
  /** The feeling with its article, as it goes in a sentence: "l'ansia", "lo stress". */
  readonly the: string
  readonly question: string
  /** The noun's gender, for the words that agree with it ("tutta", "tutto"). */
  readonly feminine: boolean
  /** A pleasant feeling: named with gladness, never as a weight. */
  readonly positive?: boolean
}

export const FEELINGS: ReadonlyArray<Feeling> = [
  {
    stems: ["ansia", "ansie", "ansios", "agitat", "panico", "preoccup"],
    the: "l'ansia",
    feminine: true,
    question: "In quali momenti senti l'ansia salire di più?",
  },
  {
    stems: ["trist", "piang", "pianto", "abbattut", "giu di morale", "malinconi", "depress"],
    the: "la tristezza",
    feminine: true,
    question: "Che cosa ti aiuta, anche solo un poco, quando ti senti così?",
  },
  {
    stems: ["rabbia", "arrabbiat", "furios", "incazzat", "nervos", "irritat"],
    the: "la rabbia",
    feminine: true,
    question: "Che cosa ha acceso di più la tua rabbia?",
  },
  {
    stems: ["solitudin", "isolat", "abbandonat", "nessuno mi"],
    the: "la solitudine",
    feminine: true,
    question: "Con chi ti piacerebbe poter condividere quello che provi?",
  },
  {
    stems: ["stress", "sotto pressione", "esaurit", "sovraccaric"],
    the: "lo stress",
    feminine: false,
    question: "Che cosa, tra tutto, ti toglie più energia in questo periodo?",
  },
  {
    stems: ["paura", "spaventat", "terrorizzat", "timore", "temo"],
    the: "la paura",
    feminine: true,
    question: "Che cosa temi che possa succedere?",
  },
  {
    stems: ["stanc", "sfinit", "esaust"],
    the: "la stanchezza",
    feminine: true,
    question: "Che cosa ti servirebbe per recuperare un po' di energia?",
  },
  {
    stems: ["in colpa", "colpevol"],
    the: "il senso di colpa",
    feminine: false,
    question: "Che cosa ti rimprovereresti, se dovessi dirlo ad alta voce?",
  },
  {
    stems: ["vergogn"],
    the: "la vergogna",
    feminine: true,
    question: "Che cosa temi che pensino gli altri?",
  },
  {
    stems: ["delus", "delusione"],
    the: "la delusione",
    feminine: true,
    question: "Che cosa ti aspettavi che andasse diversamente?",
  },
  {
    stems: ["frustrat", "frustrazion"],
    the: "la frustrazione",
    feminine: true,
    question: "Che cosa senti di non riuscire a cambiare?",
  },
  {
    stems: ["confus", "non so cosa fare", "smarrit"],
    the: "la confusione",
    feminine: true,
    question: "Se potessi fare chiarezza su una sola cosa, quale sceglieresti?",
  },
  {
    stems: ["gelos", "invidi"],
    the: "la gelosia",
    feminine: true,
    question: "Che cosa ti fa sentire meno al sicuro in quella relazione?",
  },
  {
    stems: ["felic", "content", "sollevat", "gioia", "sereno", "serena"],
    the: "la gioia",
    feminine: true,
    question: "Che cosa ha reso possibile questo momento positivo?",
    positive: true,
  },
]

/** The single word "solo/sola" means lonely only next to a feeling verb; "sono solo stanco" means "just". */
export const LONELY =
  /\b(?:mi sento|sono|resto|rimango|mi ritrovo) (?:cosi |molto |tanto |sempre |troppo )?(?:sol[oaie])\b(?! (?:un|una|uno|per|perche|che|stanc|un po))/

export const FIRST_GREETINGS: ReadonlyArray<string> = [
  "Ciao, sono {name} e ti rispondo in modalità offline.",
  "Ciao, qui {name}: ti rispondo in modalità offline.",
  "Ciao, sono {name}. In questo momento ti rispondo come assistente offline.",
]

export const REFLECTIONS: ReadonlyArray<string> = [
  "Mi dici che {phrase}.",
  "Se ho capito bene, {phrase}.",
  "Mi colpisce quando scrivi che {phrase}.",
  "Quindi {phrase}.",
  "Mi racconti che {phrase}.",
]

export const TOPIC_REFLECTIONS: ReadonlyArray<string> = [
  "Mi parli di «{phrase}».",
  "Mi scrivi «{phrase}».",
  "Hai scelto di partire da «{phrase}».",
]

export const FEELING_LINES: ReadonlyArray<string> = [
  "Mi sembra che {the} occupi molto spazio in questo periodo.",
  "Da come lo racconti, {the} si sente {whole}.",
  "Capisco: {the} può pesare molto.",
  "Ha senso che {the} si faccia sentire, dopo quello che racconti.",
]

export const POSITIVE_FEELING_LINES: ReadonlyArray<string> = [
  "Che bello leggerlo: {the} si sente nelle tue parole.",
  "Mi fa piacere: {the} traspare da quello che scrivi.",
]

export const ACKNOWLEDGEMENTS: ReadonlyArray<string> = [
  "Grazie per avermelo raccontato.",
  "È importante quello che stai dicendo.",
  "Ti ascolto, con calma.",
]

/** After something heavy only: never after good news or a neutral remark. */
export const HEAVY_ACKNOWLEDGEMENTS: ReadonlyArray<string> = [
  ...ACKNOWLEDGEMENTS,
  "Prenditi tutto il tempo che ti serve.",
  "Non è poco quello che stai portando.",
]

/** For something that weighs: a feeling that hurts, or a hard event. */
export const OPEN_QUESTIONS: ReadonlyArray<string> = [
  "Che cosa ti pesa di più in questo momento?",
  "Come ti fa sentire tutto questo?",
  "Da quanto tempo va avanti così?",
  "Che cosa ti piacerebbe che cambiasse?",
  "Che cosa succede dentro di te quando ci pensi?",
  "Ti va di raccontarmi qualcosa in più?",
]

/** For something said without a weight recognised in it: questions that do not assume a problem. */
export const NEUTRAL_QUESTIONS: ReadonlyArray<string> = [
  "Ti va di raccontarmi qualcosa in più?",
  "Come ti fa sentire tutto questo?",
  "Che cosa ti ha fatto pensare a questo, oggi?",
  "Che cosa è più importante per te, in questo?",
]

/** Good news: joy named gladly, no weight assumed. */
export const GOOD_NEWS =
  /\b(?:(?:bella|bellissima|buona|ottima|grande) notizia|finalmente|ce l ho fatta|ce l abbiamo fatta|ho passato|ho superato|mi hanno (?:pres[oa]|assunt[oa]|promoss[oa])|sono stat[oa] (?:pres[oa]|assunt[oa]|promoss[oa])|mi sono laureat[oa]|ho vinto|e nat[oa]|(?:sto|mi sento) (?:molto |un po |gia )?meglio|e andat[oa] (?:bene|benissimo|alla grande)|che bella giornata|giornata bellissima|sono (?:cosi |molto |tanto )?(?:felice|content[oa]|emozionat[oa]|orgoglios[oa]))\b/

export const GOOD_NEWS_LINES: ReadonlyArray<string> = [
  "Che bella notizia, grazie di avermela raccontata.",
  "Che bello leggerlo!",
  "Mi fa davvero piacere leggerlo.",
]

export const GOOD_NEWS_QUESTIONS: ReadonlyArray<string> = [
  "Come ti senti adesso che è successo?",
  "Che cosa ha reso possibile questo momento?",
  "Con chi ti piacerebbe condividerlo?",
  "Che cosa significa per te?",
]

/** A question that asks the assistant for an opinion or a decision. */
export const ASKS_ADVICE =
  /\b(?:secondo te|tu (?:cosa|che) (?:ne )?(?:pensi|dici|faresti)|cosa ne pensi|che ne pensi|che ne dici|cosa (?:dovrei|devo|potrei|posso) fare|che (?:cosa )?(?:dovrei|devo|potrei|posso) fare|mi (?:dai|daresti) un consiglio|mi consigli|consigliami|dimmi (?:tu|cosa|che))\b/

export const ADVICE_LINES: ReadonlyArray<string> = [
  "È una domanda importante. Sono un programma offline: non so darti un parere vero né un consiglio su misura, ma posso aiutarti a mettere in fila i pensieri.",
  "Vorrei poterti rispondere davvero, ma sono un programma offline e un consiglio su misura non so dartelo: posso però aiutarti a guardare la cosa con calma.",
]

export const ADVICE_QUESTIONS: ReadonlyArray<string> = [
  "Se ti ascolti per un momento, che cosa ti sembra più giusto?",
  "Quali strade vedi, anche quelle che ti sembrano piccole?",
  "Che cosa ti servirebbe sapere per scegliere con più serenità?",
]

/** Any other question ("perché mi succede sempre?"): taken seriously, without pretending to know. */
export const QUESTION_LINES: ReadonlyArray<string> = [
  "È una domanda che merita spazio: non ho una risposta pronta, ma possiamo guardarla insieme.",
  "Non ho una risposta sicura da darti, ma la tua domanda conta.",
]

export const QUESTION_QUESTIONS: ReadonlyArray<string> = [
  "Che cosa ti ha portato a chiedertelo proprio adesso?",
  "Che risposta ti dai, per ora?",
  "Quando te lo chiedi, che cosa provi?",
]

/** The person coming back: "sono di nuovo io", "eccomi". */
export const RETURNING =
  /\b(?:(?:sono|ci sono) (?:di nuovo|ancora|qui di nuovo) io|(?:sono|ci sono) io di nuovo|eccomi|rieccomi|sono tornat[oa]|sono di nuovo qui|eccomi qua)\b/

export const RETURNING_LINES: ReadonlyArray<string> = [
  "Che bello risentirti.",
  "Mi fa piacere ritrovarti qui.",
]

export const GREETING_QUESTIONS: ReadonlyArray<string> = [
  "Di che cosa ti va di parlare oggi?",
  "Come stai, davvero, oggi?",
  "Che cosa ti porta qui oggi?",
]

export const AFTER_RECALL_QUESTIONS: ReadonlyArray<string> = [
  "Com'è andata da allora?",
  "Come stanno le cose adesso, rispetto ad allora?",
  "Da dove ti va di ripartire oggi?",
]

/** For someone close the person spoke of: agreement-free ("tra te e i tuoi genitori", "tra te e tua madre"). */
export const PERSON_QUESTIONS: ReadonlyArray<string> = [
  "Come vanno le cose tra te e {person}, in questo periodo?",
  "Che cosa vorresti poter dire a {person}?",
]

/** Asked whether it is a person: the truthful answer, always. */
export const ARE_YOU_HUMAN =
  /\b(?:sei (?:un |una )?(?:persona|umano|umana|essere umano|robot|bot|ia|ai|intelligenza artificiale|macchina|programma|vero|vera|reale)|chi sei|cosa sei|che cosa sei)\b/

export const HONEST_ANSWER =
  "Sono un programma, non una persona: un assistente automatico che in questo momento ti risponde offline."

export const IMAGE_LINE = "Grazie per l'immagine: in modalità offline non riesco a vederla."

export const IMAGE_QUESTIONS: ReadonlyArray<string> = [
  "Che cosa rappresenta per te?",
  "Che cosa ti ha fatto venire voglia di condividerla?",
  "Che cosa vorresti che ci vedessi?",
]
