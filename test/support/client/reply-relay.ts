import { fromBase64, toBase64 } from "../../../client/lib/crypto/message-crypto.ts"

/*
 * The server's seal (adapters/ai/reply-relay/relay-crypto.ts), redone here with WebCrypto for the client's tests:
 * an ephemeral P-256 pair, ECDH with the page's public key, HKDF-SHA-256 (salt: the reply id, info
 * "cogi-reply-relay/1"), AES-256-GCM with (reply id / seq) as additional data.
 */
const utf8 = (text: string) => new TextEncoder().encode(text)

export const serverSealer = async (clientPublicKey: string, replyId: string) => {
  const P256 = { name: "ECDH", namedCurve: "P-256" } as const
  const pair = await crypto.subtle.generateKey(P256, true, ["deriveBits"])
  const client = await crypto.subtle.importKey("raw", fromBase64(clientPublicKey), P256, false, [])
  const shared = await crypto.subtle.deriveBits({ name: "ECDH", public: client }, pair.privateKey, 256)
  const hkdf = await crypto.subtle.importKey("raw", shared, "HKDF", false, ["deriveKey"])
  const key = await crypto.subtle.deriveKey(
    { name: "HKDF", hash: "SHA-256", salt: utf8(replyId), info: utf8("cogi-reply-relay/1") },
    hkdf,
    { name: "AES-GCM", length: 256 },
    false,
    ["encrypt"],
  )
  const serverKey = toBase64(new Uint8Array(await crypto.subtle.exportKey("raw", pair.publicKey)))
  const seal = async (seq: number, frame: { event: string; data: unknown }) => {
    const iv = crypto.getRandomValues(new Uint8Array(12))
    const body = await crypto.subtle.encrypt(
      { name: "AES-GCM", iv, additionalData: utf8(`${replyId}/${seq}`) },
      key,
      utf8(JSON.stringify(frame)),
    )
    return toBase64(new Uint8Array([...iv, ...new Uint8Array(body)]))
  }
  return { serverKey, seal }
}

export const sseFrame = (event: string, data: unknown, id?: number) =>
  `${id === undefined ? "" : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`

/** A fetch answering each call with the next SSE body (or JSON), recording the requests. */
export const scriptedFetch = (
  bodies: ReadonlyArray<ReadonlyArray<string> | { json: unknown; status: number }>,
) => {
  const calls: Array<{ url: string; init: RequestInit | undefined }> = []
  let next = 0
  const fetcher: typeof fetch = async (url, init) => {
    calls.push({ url: String(url), init })
    const body = bodies[next++] ?? []
    if (!Array.isArray(body)) {
      const { json, status } = body as { json: unknown; status: number }
      return new Response(JSON.stringify(json), { status, headers: { "Content-Type": "application/json" } })
    }
    return new Response(
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (const chunk of body as ReadonlyArray<string>) controller.enqueue(utf8(chunk))
          controller.close()
        },
      }),
      { headers: { "Content-Type": "text/event-stream" } },
    )
  }
  return { fetcher, calls }
}

/** A request header as the code under test set it (plain object headers). */
export const headerOf = (init: RequestInit | undefined, name: string) =>
  (init?.headers as Record<string, string> | undefined)?.[name]
