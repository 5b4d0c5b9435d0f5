/** A piece of a plan's line: words, or a phone number to call with one tap. */
export type PlanPiece = { readonly text: string } | { readonly phone: string; readonly dial: string }

/** A number as people write them: "+39 333 123 4567", "02-2327-2327", "800 86 00 22", "112". */
const NUMBER = /(?<![\p{L}\p{N}])\+?\d(?:[ .\-/]?\d)+(?![\p{L}\p{N}])/gu

/**
 * Whether a number is a phone number: six digits or more (landlines, mobiles, toll-free), or a short service
 * number written in one piece (112, 118, 1522). A year ("dal 2021"), a time ("18.30") or a count stays text.
 */
const isPhone = (written: string, digits: string) => digits.length >= 6 || /^1\d{2,3}$/.test(written)

/**
 * A line of the safety plan cut into words and numbers (issue 28): the numbers the person wrote (the people to
 * call, the services) become `tel:` links, one tap away in a hard moment.
 */
export const planPieces = (line: string): ReadonlyArray<PlanPiece> => {
  const pieces: Array<PlanPiece> = []
  let from = 0
  for (const match of line.matchAll(NUMBER)) {
    const written = match[0]
    const digits = written.replace(/\D/g, "")
    if (!isPhone(written, digits)) continue
    const at = match.index
    if (at > from) pieces.push({ text: line.slice(from, at) })
    pieces.push({ phone: written, dial: `${written.startsWith("+") ? "+" : ""}${digits}` })
    from = at + written.length
  }
  if (from < line.length) pieces.push({ text: line.slice(from) })
  return pieces
}
