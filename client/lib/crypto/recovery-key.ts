/*
 * The recovery key: 160 random bits written as 32 characters of Crockford's base32 in 8 groups of 4
 * (e.g. "7K3Q-…"), easy to copy by hand. Lower case, spaces, O for 0 and I/L for 1 are forgiven when typed.
 */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
const LENGTH = 32
const GROUP = 4

export const RECOVERY_KEY_FORMAT_ERROR =
  "La chiave di recupero non è nel formato giusto: sono 32 caratteri, in 8 gruppi di 4 (lettere e numeri)."

export const generateRecoveryKey = (): string => {
  const bytes = crypto.getRandomValues(new Uint8Array(20))
  let bits = 0
  let value = 0
  let text = ""
  for (const byte of bytes) {
    value = (value << 8) | byte
    bits += 8
    while (bits >= 5) {
      text += ALPHABET[(value >>> (bits - 5)) & 31] ?? ""
      bits -= 5
    }
  }
  return formatRecoveryKey(text)
}

export const formatRecoveryKey = (normalized: string): string =>
  (normalized.match(new RegExp(`.{1,${GROUP}}`, "g")) ?? []).join("-")

/** The 32 canonical characters, or null when the text cannot be a recovery key. */
export const normalizeRecoveryKey = (typed: string): string | null => {
  const text = typed.toUpperCase().replace(/[\s-]/g, "").replace(/O/g, "0").replace(/[IL]/g, "1")
  if (text.length !== LENGTH) return null
  return [...text].every((char) => ALPHABET.includes(char)) ? text : null
}
