/**
 * The floor of the capacity scenario: a bare Node HTTP server, in a process of its own, that answers a message
 * as the app's offline responder paces its words (the first at once, then one every `wordDelayMs`) with the same
 * SSE frames and nothing else — no database, no authentication, no sealing. Every other request: 200 `{}`.
 * Forked by test/bench/capacity-bench.ts; says `{ port }` over IPC once listening.
 */
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"

const wordDelayMs = Number(process.env["BARE_WORD_DELAY_MS"] ?? 40)
const WORDS = Array.from({ length: 40 }, (_, i) => `parola${i} `)

const frame = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`

const server = createServer((request, response) => {
  request.resume()
  request.on("end", () => {
    if (request.method !== "POST" || !request.url?.endsWith("/messages")) {
      response.writeHead(200, { "content-type": "application/json" })
      response.end("{}")
      return
    }
    const replyId = crypto.randomUUID()
    response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" })
    response.write(frame("meta", { reply_id: replyId, message_id: crypto.randomUUID() }))
    let n = 0
    const word = () => {
      if (response.destroyed) return
      response.write(frame("token", { text: WORDS[n] }))
      n += 1
      if (n < WORDS.length) setTimeout(word, wordDelayMs)
      else response.end(frame("done", { reply_id: replyId }))
    }
    word()
  })
})
server.keepAliveTimeout = 60_000
server.listen(0, "127.0.0.1", () => process.send?.({ port: (server.address() as AddressInfo).port }))
process.once("disconnect", () => server.close(() => process.exit(0)))
