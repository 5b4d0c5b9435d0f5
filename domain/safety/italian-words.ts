import { CHAT_WORDS, normaliseItalian } from "./italian-text.ts"

/**
 * Italian words for the risk classifier: sentences of words (lower case, no accents, chat spellings expanded),
 * clitics split off infinitives and gerunds ("ammazzarmi" → "ammazzare" + "mi"), and a stem per word.
 *
 * The stem is a suffix stripper corrected by a lexicon built at train time from the Hunspell Italian
 * dictionary (test/safety/hunspell-lexicon.ts): it holds the inflected forms the stripper alone would stem
 * apart from their lemma ("uccisi" → "uccid", like "uccidere"), and the infinitives whose clitic forms are
 * split. Both are limited to the words the model weighs, so the runtime stays a pair of lookups.
 */
export interface ItalianLexicon {
  readonly stems: ReadonlyMap<string, string>
  readonly infinitives: ReadonlySet<string>
}

export const EMPTY_LEXICON: ItalianLexicon = { stems: new Map(), infinitives: new Set() }

/** Spellings of hurried chat beyond the rule detector's own list (italian-text.ts). */
const MORE_CHAT_WORDS: Readonly<Record<string, string>> = {
  qnd: "quando",
  qdo: "quando",
  cm: "come",
  dv: "dove",
  xo: "pero",
  sl: "solo",
  msg: "messaggio",
  grz: "grazie",
  bn: "bene",
  dmn: "domani",
  cn: "con",
  nessun: "nessuno",
  vlv: "volevo",
  gg: "giorni",
}

const CHAT_SPELLINGS: ReadonlyMap<string, string> = new Map([
  ...Object.entries(MORE_CHAT_WORDS),
  ...Object.entries(CHAT_WORDS),
])

/** The standard word for a chat spelling ("constructor" is a word, not a key of the tables). */
export const chatWord = (word: string): string => CHAT_SPELLINGS.get(word) ?? word

/** Marks a comma, colon or dash between words: a pair of words never spans it, nor does a negation. */
export const CLAUSE_BREAK = ","

/** The text sentencesOf cuts: normalised, "+" read as "più", a dash between spaces as a comma. */
export const wordText = (text: string): string =>
  normaliseItalian(text.replace(/\+/g, " più ").replace(/\s[-–—]+\s/g, ", "))

/**
 * Sentences (split at . ! ? ; and new lines) of words, chat spellings expanded, digits kept as words, and
 * CLAUSE_BREAK where a comma, a colon or a dash stood.
 */
export const sentencesOf = (text: string): ReadonlyArray<ReadonlyArray<string>> => {
  const sentences: Array<ReadonlyArray<string>> = []
  for (const sentence of wordText(text).split(/[.!?;\n]+/)) {
    const words = sentence.match(/[a-z0-9]+|[,:]/g)
    if (words) sentences.push(words.map((word) => (word === ":" ? CLAUSE_BREAK : chatWord(word))))
  }
  return sentences
}

const CLITIC = /^(.+?)(ar|er|ir|r)((?:me|te|se|ce|ve|glie)?(?:mi|ti|si|ci|vi|lo|la|li|le|ne|gli))$/
const GERUND = /^(.{2,}?)(ando|endo)((?:me|te|se|ce|ve|glie)?(?:mi|ti|si|ci|vi|lo|la|li|le|ne|gli))$/

const PRONOUNS = ["mi", "ti", "si", "ci", "vi", "lo", "la", "li", "le", "ne", "gli"]
/** What the two patterns take as the clitics: a pronoun, or a pair ("mela", "glielo"). */
const CLITICS: ReadonlySet<string> = new Set([
  ...PRONOUNS,
  ...["me", "te", "se", "ce", "ve", "glie"].flatMap((first) => PRONOUNS.map((second) => first + second)),
])
const LAST_LETTERS: ReadonlySet<string> = new Set(PRONOUNS.map((pronoun) => pronoun.slice(-2)))

/**
 * Whether either pattern could match: the word ends in clitics with an "r" or "ando"/"endo" before them. Most
 * words do not, and are left whole without trying the patterns.
 */
const mayHoldClitics = (word: string): boolean => {
  if (word.length < 4 || !LAST_LETTERS.has(word.slice(-2))) return false
  for (let length = 2; length <= 7 && length < word.length; length++) {
    if (!CLITICS.has(word.slice(-length))) continue
    const before = word.length - length
    if (word.charAt(before - 1) === "r" || /(?:ando|endo)$/.test(word.slice(0, before))) return true
  }
  return false
}

const cliticWords = (clitics: string): ReadonlyArray<string> => {
  const pair = /^(me|te|se|ce|ve|glie)(.+)$/.exec(clitics)
  if (!pair) return [clitics]
  const first = pair[1] === "glie" ? "gli" : `${(pair[1] as string).charAt(0)}i`
  return [first, pair[2] as string]
}

/**
 * "ammazzarmi" → ["ammazzare", "mi"], "togliermela" → ["togliere", "mi", "la"], "ammazzandomi" →
 * ["ammazzando", "mi"]; only for infinitives the lexicon knows, so "aperti" or "diversi" stay whole.
 */
export const splitClitics = (word: string, lexicon: ItalianLexicon): ReadonlyArray<string> => {
  if (!mayHoldClitics(word)) return [word]
  const infinitive = CLITIC.exec(word)
  if (infinitive) {
    const [, root, ending, clitics] = infinitive as unknown as [string, string, string, string]
    const host = ending === "r" ? `${root}rre` : `${root}${ending}e`
    if (lexicon.infinitives.has(host)) return [host, ...cliticWords(clitics)]
  }
  const gerund = GERUND.exec(word)
  if (gerund) {
    const [, root, ending, clitics] = gerund as unknown as [string, string, string, string]
    const known = ending === "ando" ? [`${root}are`] : [`${root}ere`, `${root}ire`]
    if (known.some((host) => lexicon.infinitives.has(host)))
      return [`${root}${ending}`, ...cliticWords(clitics)]
  }
  return [word]
}

/** Inflectional endings, longest first: verbs (every tense), then participles, adjectives and nouns. */
const ENDINGS = [
  "erebbero",
  "irebbero",
  "eranno",
  "iranno",
  "erebbe",
  "irebbe",
  "eremmo",
  "iremmo",
  "eresti",
  "iresti",
  "assimo",
  "essimo",
  "assero",
  "essero",
  "issero",
  "ereste",
  "ireste",
  "issimo",
  "issima",
  "issimi",
  "issime",
  "avamo",
  "evamo",
  "ivamo",
  "avate",
  "evate",
  "ivate",
  "avano",
  "evano",
  "ivano",
  "arono",
  "erono",
  "irono",
  "eremo",
  "iremo",
  "erete",
  "irete",
  "erai",
  "irai",
  "erei",
  "irei",
  "asse",
  "esse",
  "isse",
  "assi",
  "essi",
  "ando",
  "endo",
  "iamo",
  "iate",
  "mente",
  "ante",
  "ente",
  "anti",
  "enti",
  "are",
  "ere",
  "ire",
  "ato",
  "ata",
  "ati",
  "ate",
  "uto",
  "uta",
  "uti",
  "ute",
  "ito",
  "ita",
  "iti",
  "ite",
  "ava",
  "eva",
  "iva",
  "avo",
  "evo",
  "ivo",
  "avi",
  "evi",
  "ivi",
  "ero",
  "era",
  "ira",
  "iro",
  "ano",
  "ono",
  "ai",
  "ei",
  "ii",
  "ia",
  "ie",
  "io",
  "o",
  "a",
  "i",
  "e",
]

/** The endings a word ending in these two letters may have, in the order of ENDINGS (filled as words come). */
const ENDINGS_BY_LAST_TWO = new Map<string, ReadonlyArray<string>>()

const endingsFor = (lastTwo: string): ReadonlyArray<string> => {
  let endings = ENDINGS_BY_LAST_TWO.get(lastTwo)
  if (endings === undefined) {
    endings = ENDINGS.filter((ending) =>
      (ending.length === 1 ? lastTwo : ending).endsWith(ending.length === 1 ? ending : lastTwo),
    )
    ENDINGS_BY_LAST_TWO.set(lastTwo, endings)
  }
  return endings
}

/** Strips the longest inflectional ending that leaves at least three letters ("ammazzerò" → "ammazz"). */
export const lightStem = (word: string): string => {
  if (word.length <= 3 || /\d/.test(word)) return word
  for (const ending of endingsFor(word.slice(-2)))
    if (word.endsWith(ending) && word.length - ending.length >= 3) return word.slice(0, -ending.length)
  return word
}

/** The stem of one word (clitics already split): the lexicon's, or the suffix stripper's. */
export const stemOf = (word: string, lexicon: ItalianLexicon): string =>
  lexicon.stems.get(word) ?? lightStem(word)
