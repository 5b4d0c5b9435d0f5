import type { AddressInfo } from "node:net"
import { SMTPServer } from "smtp-server"

/** A message as it arrived over SMTP, with the few decoded views tests need (no mailparser: G3). */
export interface ReceivedMail {
  readonly raw: string
  readonly envelopeFrom: string
  readonly envelopeTo: ReadonlyArray<string>
  /** Unfolded header fields, names lower-cased; values still encoded. */
  readonly headers: ReadonlyMap<string, string>
  readonly subject: string
  /** Decoded text/plain and text/html parts (quoted-printable or base64, UTF-8). */
  readonly text: string
  readonly html: string
}

export interface SmtpInbox {
  readonly port: number
  /** smtp://127.0.0.1:PORT, plain and unauthenticated, for SMTP_URL. */
  readonly url: string
  readonly messages: ReadonlyArray<ReceivedMail>
  /** Resolves with the next message to arrive (or the n-th overall). */
  readonly waitFor: (count: number, timeoutMs?: number) => Promise<ReadonlyArray<ReceivedMail>>
  readonly close: () => Promise<void>
}

/** An in-process SMTP server on a free port that keeps everything it receives. */
export const startSmtpInbox = async (): Promise<SmtpInbox> => {
  const messages: Array<ReceivedMail> = []
  const waiters: Array<() => void> = []
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Array<Buffer> = []
      stream.on("data", (chunk: Buffer) => chunks.push(chunk))
      stream.on("end", () => {
        const envelope = session.envelope
        messages.push(
          parseMail(
            Buffer.concat(chunks).toString("utf8"),
            envelope.mailFrom ? envelope.mailFrom.address : "",
            envelope.rcptTo.map((r) => r.address),
          ),
        )
        for (const wake of waiters.splice(0)) wake()
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const port = (server.server.address() as AddressInfo).port
  const waitFor = (count: number, timeoutMs = 5_000) =>
    new Promise<ReadonlyArray<ReceivedMail>>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`expected ${count} mail(s), got ${messages.length}`)),
        timeoutMs,
      )
      const check = () => {
        if (messages.length >= count) {
          clearTimeout(timer)
          resolve(messages)
        } else waiters.push(check)
      }
      check()
    })
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

const splitHead = (raw: string): [head: string, body: string] => {
  const at = raw.search(/\r?\n\r?\n/)
  if (at < 0) return [raw, ""]
  const gap = raw.slice(at).match(/^\r?\n\r?\n/)?.[0].length ?? 2
  return [raw.slice(0, at), raw.slice(at + gap)]
}

const parseHeaders = (head: string): Map<string, string> => {
  const headers = new Map<string, string>()
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":")
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim())
  }
  return headers
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=); whitespace between adjacent words is dropped. */
export const decodeEncodedWords = (value: string): string =>
  value
    .replace(/(\?=)\s+(=\?)/g, "$1$2")
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeQuotedPrintableBytes(text.replaceAll("_", " ")).toString("utf8"),
    )

const decodeQuotedPrintableBytes = (text: string): Buffer => {
  const bytes: Array<number> = []
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3)
    if (text[i] === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16))
      i += 2
    } else bytes.push(...Buffer.from(text[i] ?? "", "utf8"))
  }
  return Buffer.from(bytes)
}

/** Quoted-printable body (RFC 2045): soft line breaks removed, =XX bytes decoded as UTF-8. */
export const decodeQuotedPrintable = (body: string): string =>
  decodeQuotedPrintableBytes(body.replace(/=\r?\n/g, "")).toString("utf8")

const decodeBody = (body: string, encoding: string | undefined): string => {
  switch ((encoding ?? "7bit").toLowerCase()) {
    case "quoted-printable":
      return decodeQuotedPrintable(body)
    case "base64":
      return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
    default:
      return body
  }
}

interface Part {
  readonly type: string
  readonly content: string
}

const parts = (headers: ReadonlyMap<string, string>, body: string): ReadonlyArray<Part> => {
  const contentType = headers.get("content-type") ?? "text/plain"
  const boundary = contentType.match(/boundary="?([^";]+)"?/i)?.[1]
  if (!/^multipart\//i.test(contentType) || !boundary) {
    return [
      {
        type: contentType.split(";")[0]!.trim().toLowerCase(),
        content: decodeBody(body, headers.get("content-transfer-encoding")),
      },
    ]
  }
  return body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith("--"))
    .flatMap((chunk) => {
      const [head, inner] = splitHead(chunk.replace(/^\r?\n/, ""))
      return parts(parseHeaders(head), inner.replace(/\r?\n$/, ""))
    })
}

const parseMail = (raw: string, envelopeFrom: string, envelopeTo: ReadonlyArray<string>): ReceivedMail => {
  const [head, body] = splitHead(raw)
  const headers = parseHeaders(head)
  const all = parts(headers, body)
  return {
    raw,
    envelopeFrom,
    envelopeTo,
    headers,
    subject: decodeEncodedWords(headers.get("subject") ?? ""),
    text: all.find((p) => p.type === "text/plain")?.content ?? "",
    html: all.find((p) => p.type === "text/html")?.content ?? "",
  }
}
