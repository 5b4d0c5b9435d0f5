/**
 * Lower case, no accents ("più" → "piu"), apostrophes and punctuation inside a clause as spaces ("l'ammazzo" →
 * "l ammazzo"), letters stretched for emphasis shortened ("moriree" → "morire"; Italian never triples a letter).
 */
export const normaliseItalian = (text: string): string => {
  const lower = text.toLowerCase()
  // plain ASCII has no accents to take off: a long message skips the decomposition
  const bare = /[^\p{ASCII}]/u.test(lower) ? lower.normalize("NFD").replace(/[\u0300-\u036f]/g, "") : lower
  // apostrophes, runs of spaces and every other sign become one space
  return bare
    .replace(/([a-z])\1{2,}/g, "$1")
    .replace(/[^a-z0-9.,;:!?\n]+/g, " ")
    .trim()
}

/** Chat spellings and dialect forms people use when they write in a hurry, mapped to the standard word. */
export const CHAT_WORDS: Readonly<Record<string, string>> = {
  nn: "non",
  n: "non",
  nun: "non",
  x: "per",
  xke: "perche",
  xche: "perche",
  xk: "perche",
  pk: "perche",
  pke: "perche",
  perke: "perche",
  ke: "che",
  k: "che",
  cmq: "comunque",
  cmnq: "comunque",
  tt: "tutto",
  qlc: "qualcosa",
  qlcs: "qualcosa",
  qcs: "qualcosa",
  qlcn: "qualcuno",
  nnt: "niente",
  sn: "sono",
  vojo: "voglio",
  voio: "voglio",
  vogio: "voglio",
  chiu: "piu",
  campa: "vivere",
  campare: "vivere",
  accide: "uccidere",
  accidere: "uccidere",
  murire: "morire",
  muri: "morire",
  m: "mi",
}

/** The standard word for a chat spelling, or the word itself (own keys only: "constructor" is a word, not a key). */
export const chatSpelling = (word: string): string =>
  Object.hasOwn(CHAT_WORDS, word) ? (CHAT_WORDS[word] as string) : word

/** "me voglio ammazzà", "me sparo": the dialect "me" before a verb is the standard "mi". */
const DIALECT_ME = /\bme (?=(?:voglio|vorrei|ammazz|uccid|accid|spar|butt|tagli|facci|togl|lev)\w*)/g

/**
 * Doubled letters as one ("ammazarmi" and "ammazzarmi" both become "amazarmi"), so typos lose no match; and
 * "k" as "c"/"ch" ("ki" → "chi", "ankora" → "ancora", "stalking" → "stalching" on both sides alike).
 */
export const foldLetters = (letters: string): string =>
  needsFolding(letters)
    ? letters
        .replace(/k(?=[ei])/g, "ch")
        .replace(/k/g, "c")
        .replace(/([a-z])\1+/g, "$1")
    : letters

const K = 107
const A = 97
const Z = 122

/** Most words have no "k" and no doubled letter: they fold to themselves, without three passes over them. */
const needsFolding = (letters: string): boolean => {
  let previous = -1
  for (let i = 0; i < letters.length; i++) {
    const code = letters.charCodeAt(i)
    if (code === K || (code === previous && code >= A && code <= Z)) return true
    previous = code
  }
  return false
}

/**
 * The form the crisis detector reads: normalised, chat spellings expanded ("nn voglio + vivere" →
 * "non voglio piu vivere"), doubled letters squashed. Patterns go through `squashPattern` to match it.
 */
export const foldForDetection = (text: string): string =>
  foldLetters(
    normaliseItalian(text.replace(/\+/g, " più "))
      .replace(/[a-z]+/g, chatSpelling)
      .replace(DIALECT_ME, "mi "),
  )

/** The same folding applied to a pattern's source; escapes (\b, \w, \s) are kept as they are. */
export const squashPattern = (pattern: RegExp, flags = ""): RegExp =>
  new RegExp(
    pattern.source.replace(/\\.|[a-z]+/g, (token) => (token.startsWith("\\") ? token : foldLetters(token))),
    flags,
  )
