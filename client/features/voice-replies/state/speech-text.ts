/*
 * Text-to-speech preparation (issue 29): a reply written in Markdown becomes plain sentences a voice can read.
 * Headings, emphasis, list markers and code fences go; a link is read as its text; emoji are dropped; phone
 * numbers ("02 2327 2327", "112") are read digit by digit, group by group. Pure: no DOM, no clock.
 */

const CODE_BLOCK_NOTE = "Qui c'è del codice, che non leggo ad alta voce."

/** Emoji and their joiners / variation selectors / skin tones. */
const EMOJI = /\p{Extended_Pictographic}|\p{Emoji_Modifier}|\u{FE0F}|\u{200D}|\u{20E3}/gu

/** Digits one by one: "2327" → "2 3 2 7". */
const spellDigits = (group: string) => group.split("").join(" ")

/**
 * A phone number: groups of 2–4 digits (an optional +country prefix) with at least 6 digits in all, starting
 * with 0, 1, 3 or 8 (landlines, toll-free, mobiles, 116 lines); or an emergency short code (112–118, 1522).
 */
const GROUPED_PHONE = /(?<!\d[,.]?)(\+\d{2,3}[ -])?(\d{2,4}(?:[ -]\d{2,8}){1,3})(?![,.]?\d)/g
const SHORT_CODE = /(?<!\d[,.]?)(11[2-8]|15\d\d)(?![,.]?\d)/g

const readPhoneNumbers = (text: string): string =>
  text
    .replace(GROUPED_PHONE, (whole: string, prefix: string | undefined, body: string) => {
      const digits = body.replace(/\D/g, "")
      if (digits.length < 6 || !/^[0138]/.test(digits) || /^(19|20)\d\d /.test(body)) return whole
      const groups = body.split(/[ -]/).map(spellDigits)
      const country = prefix === undefined ? [] : [`più ${spellDigits(prefix.replace(/\D/g, ""))}`]
      return [...country, ...groups].join(", ")
    })
    .replace(SHORT_CODE, (code: string) => spellDigits(code))

/** A phone number as written for people ("02 2327 2327", "+39 333 1234567", "19696") read digit by digit, group by group. */
export const spokenPhone = (phone: string): string => {
  const international = /^\s*\+(\d{1,3})[\s-]*/.exec(phone)
  const rest = international === null ? phone : phone.slice(international[0].length)
  const groups = rest
    .split(/[\s\-./]+/)
    .map((group) => group.replace(/\D/g, ""))
    .filter((group) => group !== "")
    .map(spellDigits)
  const country = international === null ? [] : [`più ${spellDigits(international[1] ?? "")}`]
  return [...country, ...groups].join(", ")
}

/** Inline Markdown of one line: links read as their text, emphasis and code marks dropped, bare URLs named. */
const plainInline = (line: string): string =>
  line
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\[([^\]]+)\]\([^)]*\)/g, "$1")
    .replace(/<(https?:\/\/[^>]+)>/g, "un link")
    .replace(/\bhttps?:\/\/\S+/g, "un link")
    .replace(/`([^`]*)`/g, "$1")
    .replace(/(\*\*|__|\*|_|~~)(?=\S)([^]*?\S)\1/g, "$2")
    .replace(/[*_~`#>|]/g, " ")

/** One line of Markdown as speech: block marks (heading, quote, list, table) removed. */
const plainLine = (line: string): string => {
  const withoutBlock = line
    .replace(/^\s{0,3}#{1,6}\s+/, "")
    .replace(/^\s*>\s?/, "")
    .replace(/^\s*(?:[-*+]|\d{1,2}[.)])\s+/, "")
    .replace(/^\s*[-*_]{3,}\s*$/, "")
    .replace(/^\s*\|?(?:\s*:?-{3,}:?\s*\|)+\s*$/, "")
  return readPhoneNumbers(plainInline(withoutBlock).replace(EMOJI, " "))
    .replace(/\s+/g, " ")
    .replace(/\s+([,.;:!?])/g, "$1")
    .trim()
}

/** A finished line that ends without punctuation (a heading, a list item) gets a full stop, so the voice pauses. */
const closed = (line: string) => (line === "" || /[.!?…:;]$/.test(line) ? line : `${line}.`)

/** The whole reply as speech text (finished lines, code blocks replaced by one sentence). */
export const speechText = (markdown: string): string => speakableLines(markdown, true).join(" ")

const speakableLines = (markdown: string, final: boolean): string[] => {
  const lines = markdown.replace(/\r\n?/g, "\n").split("\n")
  const out: string[] = []
  let inCode = false
  lines.forEach((raw, index) => {
    const last = index === lines.length - 1
    if (/^\s*(```|~~~)/.test(raw)) {
      if (!inCode) out.push(CODE_BLOCK_NOTE)
      inCode = !inCode
      return
    }
    if (inCode) return
    const line = plainLine(raw)
    if (line === "") return
    out.push(last && !final ? line : closed(line))
  })
  return out
}

/**
 * Sentence ends: . ! ? … (possibly several, possibly followed by a closing quote or bracket) then a space and
 * a capital letter, a digit or an opening quote. A lowercase word after a full stop ("ecc. e poi") does not
 * start a sentence.
 */
const SENTENCE_END = /([.!?…]+["'»”)\]]*)\s+(?=["'«“(]?[\p{Lu}\d])/gu

/** Splits speech text into sentences (the last one may be unfinished). */
export const splitSentences = (text: string): string[] =>
  text
    .replace(SENTENCE_END, "$1\n")
    .split("\n")
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence !== "" && /[\p{L}\d]/u.test(sentence))

/**
 * The sentences of a reply that can be spoken now. While it still streams (`final` false) the last piece is
 * held back unless the next one has begun, so speech starts at the first complete sentence and never reads
 * half a sentence; once the reply is finished, everything.
 */
export const speakableSentences = (markdown: string, final: boolean): string[] => {
  const lines = speakableLines(markdown, final)
  const sentences = splitSentences(lines.join(" "))
  if (final) return sentences
  // The tail of a reply still arriving: complete only if it ends a line already closed and more followed.
  const endsLine = /\n\s*$/.test(markdown)
  return endsLine ? sentences : sentences.slice(0, -1)
}
