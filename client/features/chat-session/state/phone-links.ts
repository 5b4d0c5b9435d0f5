/** A number the app itself offers (the crisis lines from the server's card): only these become `tel:` links. */
export type KnownNumber = { readonly name: string; readonly phone: string; readonly dial: string }

/** One number's digits; a long one may be written in groups ("02 2327 2327", "02-2327-2327"). */
const patternOf = (dial: string) => (dial.length > 5 ? [...dial].join("[ .\\-]?") : dial)

/** Not inside a word, another number, a link's address ("tel:112") or text ("[112]"), nor code. */
const BEFORE = "(?<![\\p{L}\\p{N}\\[:/+.\\-`])"
const AFTER = "(?![\\p{L}\\p{N}\\]`])"

/**
 * The reply's Markdown with every crisis number it writes made a Markdown `tel:` link, so that a number the
 * assistant names is one tap away as on the crisis panel. Other numbers stay text.
 */
export const withPhoneLinks = (markdown: string, numbers: ReadonlyArray<KnownNumber>): string => {
  if (numbers.length === 0) return markdown
  // the longest first, so that a long number is never cut at a short one inside it
  const dials = [...new Set(numbers.map((n) => n.dial))].sort((a, b) => b.length - a.length)
  const pattern = new RegExp(`${BEFORE}(?:${dials.map(patternOf).join("|")})${AFTER}`, "gu")
  return markdown.replace(pattern, (written) => `[${written}](tel:${written.replace(/\D/g, "")})`)
}
