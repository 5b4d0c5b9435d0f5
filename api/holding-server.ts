import { createServer, type IncomingMessage, type Server, type ServerResponse, STATUS_CODES } from "node:http"
import type { Duplex } from "node:stream"
import { genericError } from "../contract/errors.ts"

type Handler = (request: IncomingMessage, response: ServerResponse) => void

/*
 * Effect's Node server listens first and attaches its request handler only once the whole app is built, so a
 * request that lands in between (tens of milliseconds before "Listening on") would wait for ever. This server
 * holds such requests and hands them to the first request handler attached; if none comes within `holdMs`
 * (the app failed to start), it answers 503 in JSON.
 */
export interface HoldingOptions {
  readonly holdMs?: number
  /** How long a client may take to send the request's headers: 10 s (Node's default is 60). */
  readonly headersTimeoutMs?: number
  /** How long a client may take to send the whole request, body included: 30 s (Node's default is 300). */
  readonly requestTimeoutMs?: number
  /** Called for each request held (tests). */
  readonly onHeld?: () => void
}

export const createHoldingServer = ({
  holdMs = 15_000,
  onHeld,
  headersTimeoutMs = 10_000,
  requestTimeoutMs = 30_000,
}: HoldingOptions = {}): Server => {
  // A client that sends half a request is cut off (408) within a second of its time: Node looks for such
  // connections every `connectionsCheckingInterval`, 30 s by default. A request counts as received once its body
  // is, so the replies streamed afterwards (SSE) are not bounded by these.
  const server = createServer({
    headersTimeout: headersTimeoutMs,
    requestTimeout: requestTimeoutMs,
    connectionsCheckingInterval: Math.min(1_000, headersTimeoutMs),
  })
  const held: Array<[IncomingMessage, ServerResponse, NodeJS.Timeout]> = []
  const hold: Handler = (request, response) => {
    const timer = setTimeout(() => {
      held.splice(
        held.findIndex(([, r]) => r === response),
        1,
      )
      response.writeHead(503, { "content-type": "application/json", "retry-after": "5" })
      response.end(
        JSON.stringify({ detail: "Il servizio si sta avviando: riprova tra poco.", code: "STARTING" }),
      )
    }, holdMs).unref()
    held.push([request, response, timer])
    onHeld?.()
  }
  server.on("request", hold)
  const onNewListener = (event: string | symbol, listener: Handler) => {
    if (event !== "request" || listener === hold) return
    server.off("request", hold)
    server.off("newListener", onNewListener)
    // The listener is added right after this event: hand over the held requests on the next turn.
    setImmediate(() => {
      for (const [request, response, timer] of held.splice(0)) {
        clearTimeout(timer)
        if (!response.writableEnded) listener(request, response)
      }
    })
  }
  server.on("newListener", onNewListener)
  server.on("clientError", answerClientError)
  return server
}

const clientErrorStatus: Readonly<Record<string, number>> = {
  HPE_HEADER_OVERFLOW: 431,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
  HPE_HEADERS_TIMEOUT: 408,
}

/**
 * Requests Node refuses before any handler sees them (headers too large, malformed, too slow) get the same
 * `{detail, code}` JSON as every other error, where Node would send a bare status line.
 */
const answerClientError = (error: NodeJS.ErrnoException, socket: Duplex) => {
  const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage
  if (error.code === "ECONNRESET" || !socket.writable || inFlight?.headersSent) {
    socket.destroy()
    return
  }
  const status = clientErrorStatus[error.code ?? ""] ?? 400
  const body = JSON.stringify(genericError(status))
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\ncontent-type: application/json\r\n` +
      `content-length: ${Buffer.byteLength(body)}\r\ncache-control: no-store\r\nconnection: close\r\n\r\n${body}`,
  )
}
