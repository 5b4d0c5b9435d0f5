import type { AddressInfo } from "node:net"
import { afterEach, describe, expect, it } from "vitest"
import { createHoldingServer } from "./holding-server.ts"

const servers: Array<ReturnType<typeof createHoldingServer>> = []
afterEach(async () => {
  for (const server of servers.splice(0)) await new Promise((ok) => server.close(ok))
})

let held = 0
let onHeld = () => {}

const listening = async (holdMs?: number) => {
  held = 0
  const server = createHoldingServer({ onHeld: () => (held++, onHeld()), ...(holdMs ? { holdMs } : {}) })
  servers.push(server)
  await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok))
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }
}

/** Resolves once the server holds `count` requests. */
const heldCount = (count: number) =>
  new Promise<void>((ok) => {
    onHeld = () => {
      if (held === count) ok()
    }
  })

describe("a request that arrives before the app's handler is attached", () => {
  it("is held, then answered by the handler attached later (with its body intact)", async () => {
    // given a server listening without an app handler
    const { server, base } = await listening()
    const arrived = heldCount(2)
    // when two requests arrive first, and only then the app attaches its handler
    const get = fetch(`${base}/api/health`)
    const post = fetch(`${base}/api/echo`, { method: "POST", body: "ciao" })
    await arrived
    server.on("request", (request, response) => {
      let body = ""
      request.on("data", (chunk: Buffer) => (body += chunk.toString()))
      request.on("end", () => response.end(`${request.method} ${request.url} ${body}`))
    })
    // then both are answered by it
    expect(await (await get).text()).toBe("GET /api/health ")
    expect(await (await post).text()).toBe("POST /api/echo ciao")
    // and later requests go straight to it
    expect(await (await fetch(`${base}/dopo`)).text()).toBe("GET /dopo ")
  })

  it("gets a JSON 503 in Italian when no handler is ever attached", async () => {
    // given a server whose app never starts
    const { base } = await listening(20)
    // when a request arrives
    const response = await fetch(`${base}/api/health`)
    // then it is answered, not left hanging
    expect(response.status).toBe(503)
    expect(response.headers.get("content-type")).toContain("application/json")
    expect(await response.json()).toEqual({
      detail: "Il servizio si sta avviando: riprova tra poco.",
      code: "STARTING",
    })
  })
})
