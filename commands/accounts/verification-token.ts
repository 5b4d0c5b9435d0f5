import { createHash, randomBytes } from "node:crypto"
import { isUuid } from "../../contract/uuid.ts"

/**
 * A verification link token: `<userId>.<24 random bytes, base64url>`. The prefix names the user's stream; the
 * log keeps only the sha256 of the whole token, so a leaked log cannot verify anyone.
 */
export const newVerificationToken = (userId: string) => {
  const token = `${userId}.${randomBytes(24).toString("base64url")}`
  return { token, tokenHash: hashToken(token) }
}

export const hashToken = (token: string): string => createHash("sha256").update(token, "utf8").digest("hex")

/** The user id a token was issued for, or undefined when it has not the token's shape. */
export const userIdOfToken = (token: string): string | undefined => {
  const [userId, secret, ...rest] = token.trim().split(".")
  if (userId === undefined || secret === undefined || rest.length > 0) return undefined
  return isUuid(userId) && /^[A-Za-z0-9_-]{32}$/.test(secret) ? userId.toLowerCase() : undefined
}

export const VERIFICATION_TOKEN_HOURS = 24
