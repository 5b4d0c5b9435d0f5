import { createServer } from "node:http"
import type { AddressInfo } from "node:net"

/**
 * A minimal OpenAI-compatible streaming server that remembers when it wrote the first token of its latest
 * reply (performance.now() in this process), so the benchmark can measure what our server adds after it.
 */
export const startFirstTokenProvider = async () => {
  let firstTokenAt = 0
  const chunk = (content: string | null, finish: string | null) =>
    `data: ${JSON.stringify({ id: "c", object: "chat.completion.chunk", created: 0, model: "bench", choices: [{ index: 0, delta: content === null ? {} : { role: "assistant", content }, finish_reason: finish }] })}\n\n`
  const server = createServer((request, response) => {
    request.resume()
    request.on("end", () => {
      response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" })
      setTimeout(() => {
        response.write(chunk("Ciao", null))
        firstTokenAt = performance.now()
        setTimeout(() => {
          response.write(chunk(", ti ascolto.", null))
          response.write(chunk(null, "stop"))
          response.end("data: [DONE]\n\n")
        }, 30)
      }, 5)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    lastFirstTokenAt: () => firstTokenAt,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
