import { describe, expect, it } from "vitest"
import { isEncryptionSalt } from "./registration.ts"
import { hashToken, newVerificationToken, userIdOfToken } from "./verification-token.ts"

const userId = "6f1c2b9e-3d4a-4b5c-8d7e-9f0a1b2c3d4e"

describe("verification tokens", () => {
  it("given a new token, then it names its user and only its sha256 is kept", () => {
    const { token, tokenHash } = newVerificationToken(userId)
    expect(token).toMatch(new RegExp(`^${userId}\\.[A-Za-z0-9_-]{32}$`))
    expect(userIdOfToken(token)).toBe(userId)
    expect(tokenHash).toBe(hashToken(token))
    expect(tokenHash).toMatch(/^[0-9a-f]{64}$/)
    expect(newVerificationToken(userId).token).not.toBe(token)
  })

  it("given something that is not a token, then no user", () => {
    for (const bad of [
      "",
      "abc",
      `${userId}`,
      `${userId}.short`,
      `not-a-uuid.${"A".repeat(32)}`,
      `${userId}.${"A".repeat(32)}.x`,
    ]) {
      expect(userIdOfToken(bad)).toBeUndefined()
    }
  })
})

describe("encryption salt", () => {
  it("accepts base64 of exactly 16 bytes, padded or not", () => {
    const salt = Buffer.alloc(16, 200).toString("base64")
    expect(isEncryptionSalt(salt)).toBe(true)
    expect(isEncryptionSalt(salt.replace(/=+$/, ""))).toBe(true)
  })

  it("refuses other lengths, other alphabets and garbage", () => {
    for (const bad of [
      Buffer.alloc(15).toString("base64"),
      Buffer.alloc(17).toString("base64"),
      "",
      "????????????????????????",
      Buffer.alloc(16, 250).toString("base64url"),
    ]) {
      expect(isEncryptionSalt(bad)).toBe(false)
    }
  })
})
