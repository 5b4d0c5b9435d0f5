/**
 * Lower case, no accents ("più" → "piu"), apostrophes and punctuation inside a clause as spaces ("l'ammazzo" →
 * "l ammazzo"), letters stretched for emphasis shortened ("moriree" → "morire"; Italian never triples a letter).
 */
export const normaliseItalian = (text: string): string => {
  // a character gives at most three letters (bareOf) and a space before them
  if (normalised.length < 4 * text.length + 16) normalised = new Uint8Array(4 * text.length + 16)
  const out = normalised
  let length = 0
  /** The letter being repeated, and how many times so far (a run of three or more is written once). */
  let letter = -1
  let times = 0
  /** Signs that are not kept since the last that is: one space. */
  let gap = false
  const take = (code: number) => {
    if (code === letter) {
      times++
      return
    }
    for (let k = times >= 3 ? times - 1 : 0; k < times; k++) out[length++] = letter
    letter = -1
    times = 0
    if (code >= 128 || KEPT[code] !== 1) {
      gap = true
      return
    }
    if (gap) out[length++] = 32
    gap = false
    if (code >= 97 && code <= 122) {
      letter = code
      times = 1
    } else out[length++] = code
  }
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code < 128) take(code >= 65 && code <= 90 ? code + 32 : code)
    else {
      const bare = bareOf(code)
      for (let k = 0; k < bare.length; k++) take(bare.charCodeAt(k))
    }
  }
  take(32)
  let start = 0
  while (start < length && (out[start] === 32 || out[start] === 10)) start++
  while (length > start && (out[length - 1] === 32 || out[length - 1] === 10)) length--
  return ASCII.decode(out.subarray(start, length))
}

/** The signs a normalised text keeps (a-z, 0-9, . , ; : ! ? and new lines); any run of others is one space. */
const KEPT = new Uint8Array(128)
for (const sign of "abcdefghijklmnopqrstuvwxyz0123456789.,;:!?\n") KEPT[sign.charCodeAt(0)] = 1

const ASCII = new TextDecoder()
/** Scratch for the normalised text (at most a few letters for each character of the text). */
let normalised = new Uint8Array(1 << 12)

const BARE = new Map<number, string>()

/**
 * One character past ASCII in lower case, decomposed (NFD), its accents taken off: "È" → "e", "ù" → "u", "ß" → "ß".
 * Character by character, this is what the whole text in lower case, decomposed and without accents gives, but
 * for the order of the signs that are not kept (each run of them is one space) and the final sigma (not kept
 * either way): so one pass reads the text, and a long message is never copied whole three times.
 */
const bareOf = (code: number): string => {
  let bare = BARE.get(code)
  if (bare === undefined) {
    bare = String.fromCharCode(code)
      .toLowerCase()
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
    BARE.set(code, bare)
  }
  return bare
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

const CHAT_SPELLINGS: ReadonlyMap<string, string> = new Map(Object.entries(CHAT_WORDS))

/** The standard word for a chat spelling, or the word itself ("constructor" is a word, not a key). */
export const chatSpelling = (word: string): string => CHAT_SPELLINGS.get(word) ?? word

/** The chat spellings where they are a whole run of letters: only they are looked up and replaced. */
const CHAT_SPELLING = new RegExp(`(?<![a-z])(?:${Object.keys(CHAT_WORDS).join("|")})(?![a-z])`, "g")

/** "me voglio ammazzà", "me sparo": the dialect "me" before a verb is the standard "mi". */
const DIALECT_ME = /\bme (?=(?:voglio|vorrei|ammazz|uccid|accid|spar|butt|tagli|facci|togl|lev)\w*)/g

/**
 * Doubled letters as one ("ammazarmi" and "ammazzarmi" both become "amazarmi"), so typos lose no match; and
 * "k" as "c"/"ch" ("ki" → "chi", "ankora" → "ancora", "stalking" → "stalching" on both sides alike).
 */
export const foldLetters = (letters: string): string => {
  if (!needsFolding(letters)) return letters
  const soft = letters.includes("k") ? letters.replace(/k(?=[ei])/g, "ch").replace(/k/g, "c") : letters
  return singleLetters(soft)
}

/** What `.replace(/([a-z])\1+/g, "$1")` gives: each run of one letter written twice or more, once. */
const singleLetters = (text: string): string => {
  if (letters.length < text.length) letters = new Uint8Array(2 * text.length)
  const out = letters
  let length = 0
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    // past ASCII (never from the normalised text) the bytes cannot hold it: the regular expression does it
    if (code >= 128) return text.replace(/([a-z])\1+/g, "$1")
    if (length > 0 && code === out[length - 1] && code >= A && code <= Z) continue
    out[length++] = code
  }
  return ASCII.decode(out.subarray(0, length))
}

/** Scratch for singleLetters. */
let letters = new Uint8Array(1 << 12)

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
      .replace(CHAT_SPELLING, chatSpelling)
      .replace(DIALECT_ME, "mi "),
  )

/** The same folding applied to a pattern's source; escapes (\b, \w, \s) are kept as they are. */
export const squashPattern = (pattern: RegExp, flags = ""): RegExp =>
  new RegExp(
    pattern.source.replace(/\\.|[a-z]+/g, (token) => (token.startsWith("\\") ? token : foldLetters(token))),
    flags,
  )
