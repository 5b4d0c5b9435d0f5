import { fromBase64, toBase64 } from "./message-crypto.ts"

/*
 * The browser's side of a relayed reply (server: adapters/ai/reply-relay/relay-crypto.ts). Each message gets a
 * fresh P-256 key pair; only the public half is sent. The server keeps the reply sealed to it while the page is
 * away; with the private half (kept in IndexedDB, not extractable) and the server's public key the page derives
 * the same AES-256-GCM key: ECDH, then HKDF-SHA-256 with the reply id as salt.
 */
const RELAY_INFO = "cogi-reply-relay/1"
const utf8 = (text: string) => new TextEncoder().encode(text)
const P256 = { name: "ECDH", namedCurve: "P-256" } as const

export type ReplyKeyPair = {
  /** Never leaves the browser; it can derive, not be read. */
  readonly privateKey: CryptoKey
  /** Raw uncompressed point, base64: the request's `reply_key`. */
  readonly publicKey: string
}

export const newReplyKey = async (): Promise<ReplyKeyPair> => {
  const pair = await crypto.subtle.generateKey(P256, false, ["deriveBits"])
  const raw = new Uint8Array(await crypto.subtle.exportKey("raw", pair.publicKey))
  return { privateKey: pair.privateKey, publicKey: toBase64(raw) }
}

/** Opens one sealed chunk (base64 iv | ciphertext+tag) to its frame's text; throws when it is not genuine. */
export type ChunkOpener = (seq: number, sealed: string) => Promise<string>

export const replyOpener = async (
  privateKey: CryptoKey,
  serverKey: string,
  replyId: string,
): Promise<ChunkOpener> => {
  const server = await crypto.subtle.importKey("raw", fromBase64(serverKey), P256, false, [])
  const shared = await crypto.subtle.deriveBits({ name: "ECDH", public: server }, privateKey, 256)
  const hkdf = await crypto.subtle.importKey("raw", shared, "HKDF", false, ["deriveKey"])
  const key = await crypto.subtle.deriveKey(
    { name: "HKDF", hash: "SHA-256", salt: utf8(replyId), info: utf8(RELAY_INFO) },
    hkdf,
    { name: "AES-GCM", length: 256 },
    false,
    ["decrypt"],
  )
  return async (seq, sealed) => {
    const bytes = fromBase64(sealed)
    const plain = await crypto.subtle.decrypt(
      { name: "AES-GCM", iv: bytes.slice(0, 12), additionalData: utf8(`${replyId}/${seq}`) },
      key,
      bytes.slice(12),
    )
    return new TextDecoder().decode(plain)
  }
}
