/**
 * What the browser encrypts for an assistant reply: the text plus the marks that must survive a reload — the
 * crisis card shown above it and the "risposta interrotta" note (DESIGN §6–§7). The marks live inside the
 * ciphertext, so the server and its administrators never learn who saw the card: no event type, no flag,
 * no length difference (each mark is one fixed-width digit).
 */
export type ReplyRecord = {
  readonly text: string
  readonly crisis: boolean
  readonly interrupted: boolean
}

const PREFIX = "cogi-reply/1 "

export const sealReply = (record: ReplyRecord): string =>
  `${PREFIX}${record.crisis ? 1 : 0}${record.interrupted ? 1 : 0} ${record.text}`

/** Replies stored before the envelope existed are plain text: no marks. */
export const openReply = (plaintext: string): ReplyRecord => {
  const marks = plaintext.startsWith(PREFIX) ? plaintext.slice(PREFIX.length, PREFIX.length + 3) : ""
  if (!/^[01][01] $/.test(marks)) return { text: plaintext, crisis: false, interrupted: false }
  return {
    text: plaintext.slice(PREFIX.length + 3),
    crisis: marks[0] === "1",
    interrupted: marks[1] === "1",
  }
}
