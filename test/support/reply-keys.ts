import { createDecipheriv, createECDH, hkdfSync } from "node:crypto"

/*
 * A second implementation of the browser's side of a relayed reply (client/lib/crypto/reply-keys.ts does it with
 * WebCrypto), written from the spec in adapters/ai/reply-relay/relay-crypto.ts with Node's crypto: the API tests
 * open what the server sealed without the server's code. The browser's own code is proven against the server
 * in the e2e.
 */
const RELAY_INFO = "cogi-reply-relay/1"

export type TestReplyKey = { readonly privateKey: Buffer; readonly publicKey: string }

export const newReplyKey = async (): Promise<TestReplyKey> => {
  const ecdh = createECDH("prime256v1")
  ecdh.generateKeys()
  return { privateKey: ecdh.getPrivateKey(), publicKey: ecdh.getPublicKey().toString("base64") }
}

export const replyOpener = async (privateKey: Buffer, serverKey: string, replyId: string) => {
  const ecdh = createECDH("prime256v1")
  ecdh.setPrivateKey(privateKey)
  const secret = ecdh.computeSecret(Buffer.from(serverKey, "base64"))
  const key = Buffer.from(hkdfSync("sha256", secret, Buffer.from(replyId), RELAY_INFO, 32))
  return async (seq: number, sealed: string) => {
    const bytes = Buffer.from(sealed, "base64")
    const decipher = createDecipheriv("aes-256-gcm", key, bytes.subarray(0, 12))
    decipher.setAAD(Buffer.from(`${replyId}/${seq}`))
    decipher.setAuthTag(bytes.subarray(bytes.length - 16))
    return Buffer.concat([decipher.update(bytes.subarray(12, bytes.length - 16)), decipher.final()]).toString(
      "utf8",
    )
  }
}
