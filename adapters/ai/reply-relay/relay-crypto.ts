import { createCipheriv, createECDH, hkdfSync, randomBytes } from "node:crypto"

/**
 * The seal of a relayed reply (see migrations/0020): the browser sends a fresh P-256 public key with each
 * message; the server makes its own ephemeral pair, derives the shared secret (ECDH), stretches it with HKDF-SHA-256
 * (salt: the reply id) into an AES-256-GCM key and forgets its private half when the reply ends. Each chunk is
 * `iv | ciphertext+tag`, its (reply id, sequence) bound as additional data, so chunks cannot be swapped or moved.
 * client/lib/crypto/reply-keys.ts opens it with the same steps in WebCrypto.
 */
export const RELAY_INFO = "cogi-reply-relay/1"

export interface ReplySealer {
  /** The server's ephemeral public key, raw uncompressed point in base64: stored with the relay. */
  readonly serverKey: string
  readonly seal: (seq: number, plaintext: string) => Buffer
}

const isRawP256 = (bytes: Buffer) => bytes.length === 65 && bytes[0] === 4

/** The sealer for one reply, or null when the browser's key is not a valid P-256 public key. */
export const replySealer = (clientKeyBase64: string, replyId: string): ReplySealer | null => {
  const clientKey = Buffer.from(clientKeyBase64, "base64")
  if (!isRawP256(clientKey)) return null
  const ecdh = createECDH("prime256v1")
  ecdh.generateKeys()
  let secret: Buffer
  try {
    secret = ecdh.computeSecret(clientKey)
  } catch {
    return null
  }
  const key = Buffer.from(hkdfSync("sha256", secret, Buffer.from(replyId, "utf8"), RELAY_INFO, 32))
  return {
    serverKey: ecdh.getPublicKey().toString("base64"),
    seal: (seq, plaintext) => {
      const iv = randomBytes(12)
      const cipher = createCipheriv("aes-256-gcm", key, iv)
      cipher.setAAD(Buffer.from(`${replyId}/${seq}`, "utf8"))
      const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()])
      return Buffer.concat([iv, body, cipher.getAuthTag()])
    },
  }
}
