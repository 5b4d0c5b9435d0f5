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
  "Prenditi tutto il tempo che ti serve.",
]

export const OPEN_QUESTIONS: ReadonlyArray<string> = [
  "Che cosa ti pesa di più in questo momento?",
  "Come ti fa sentire tutto questo?",
  "Da quanto tempo va avanti così?",
  "Che cosa ti piacerebbe che cambiasse?",
  "Che cosa succede dentro di te quando ci pensi?",
  "Ti va di raccontarmi qualcosa in più?",
]

/** Asked whether it is a person: the truthful answer, always. */
export const ARE_YOU_HUMAN =
  /\b(?:sei (?:un |una )?(?:persona|umano|umana|essere umano|robot|bot|ia|ai|intelligenza artificiale|macchina|programma|vero|vera|reale)|chi sei|cosa sei|che cosa sei)\b/

export const HONEST_ANSWER =
  "Sono un programma, non una persona: un assistente automatico che in questo momento ti risponde offline."

export const IMAGE_LINE =
  "Grazie per l'immagine: in modalità offline non riesco a vederla, ma puoi raccontarmi che cosa rappresenta per te."
