/**
 * Pieces of text a mail client would show as a link, or a reader take for an address to visit: a scheme
 * (`http://`), `www.`, an e-mail address, a domain name (`evil.it`).
 */
const linkLike =
  /(?:[a-z][a-z0-9+.-]*:\/\/|www\.)[^\s]*|[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+|(?:[\p{L}\p{N}-]+\.)+\p{L}{2,}/giu

/**
 * Text a person chose (a name, the assistant's name, appointment notes) as it may appear in a mail: any piece
 * that looks like a link is defanged (`www[.]evil[.]it`, `http[:]//x`, `a[@]b[.]it`), so that no one can put a
 * clickable address, or one that reads as ours, into a mail Cogi sends. Everything else is left as written.
 */
export const withoutLinks = (text: string): string =>
  text.replace(linkLike, (piece) =>
    piece.replaceAll("://", "[:]//").replaceAll("@", "[@]").replaceAll(".", "[.]"),
  )
