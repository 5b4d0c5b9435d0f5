import { connect } from "node:net"
import type { AddressInfo } from "node:net"
import type { Server } from "node:http"
import { afterEach, describe, expect, it } from "vitest"
import { createHoldingServer } from "./holding-server.ts"

/*
 * A client that opens a connection and sends half a request is cut off: the headers must arrive within 10 s,
 * the whole request within 30 s (here shortened to 1 s and 2 s, the defaults checked apart).
 */

let server: Server | undefined
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

const listening = async (headersTimeoutMs: number, requestTimeoutMs: number) => {
  server = createHoldingServer({ headersTimeoutMs, requestTimeoutMs })
  server.on("request", (request, response) => {
    request.resume()
    request.on("end", () => response.end("ok"))
  })
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve))
  return (server.address() as AddressInfo).port
}

/** Sends `text` on a raw socket and waits for the server to close it; the answer and the seconds it took. */
const sendAndWaitForClose = (port: number, text: string) =>
  new Promise<{ answer: string; seconds: number }>((resolve, reject) => {
    const started = performance.now()
    const socket = connect(port, "127.0.0.1", () => socket.write(text))
    let answer = ""
    socket.on("data", (chunk) => (answer += chunk.toString("utf8")))
    socket.on("close", () => resolve({ answer, seconds: (performance.now() - started) / 1000 }))
    socket.on("error", reject)
    setTimeout(() => reject(new Error("the connection was held open")), 10_000).unref()
  })

describe("HTTP server timeouts", () => {
  it("allows 10 s for the headers and 30 s for the whole request by default", () => {
    server = createHoldingServer()
    expect(server.headersTimeout).toBe(10_000)
    expect(server.requestTimeout).toBe(30_000)
  })

  it("given half the headers, when the headers time has passed, then 408 and the connection closed", async () => {
    const port = await listening(1_000, 2_000)
    const { answer, seconds } = await sendAndWaitForClose(port, "GET /api/health HTTP/1.1\r\nHost: cogi\r\n")
    expect(answer).toMatch(/^HTTP\/1\.1 408 /)
    expect(answer).toContain('"code":"REQUEST_TIMEOUT"')
    expect(seconds).toBeGreaterThanOrEqual(0.9)
    expect(seconds).toBeLessThan(3)
  })

  it("given the headers and half the body, when the request time has passed, then 408 and the connection closed", async () => {
    const port = await listening(1_000, 2_000)
    const { answer, seconds } = await sendAndWaitForClose(
      port,
      'POST /api/auth/login HTTP/1.1\r\nHost: cogi\r\ncontent-type: application/json\r\ncontent-length: 100\r\n\r\n{"email":',
    )
    expect(answer).toMatch(/^HTTP\/1\.1 408 /)
    expect(seconds).toBeGreaterThanOrEqual(1.9)
    expect(seconds).toBeLessThan(4)
  })

  it("given a whole request, then it is answered as usual", async () => {
    const port = await listening(1_000, 2_000)
    const { answer } = await sendAndWaitForClose(
      port,
      "GET / HTTP/1.1\r\nHost: cogi\r\nconnection: close\r\n\r\n",
    )
    expect(answer).toMatch(/^HTTP\/1\.1 200 /)
  })
})
