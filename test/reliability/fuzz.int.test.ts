import fc from "fast-check"
import { Effect, type Layer, ManagedRuntime } from "effect"
import { HttpServer } from "effect/http"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { contractEndpoints, fillPath } from "../support/api-contract.ts"
import { makeAppTestServer, seedUser } from "../support/app-server.ts"
import { createTestDatabase } from "../support/database.ts"
import { bodyFor, englishInDetail, pathParamFor } from "../support/fuzz-arbitraries.ts"

/*
 * Property-based fuzz of every endpoint of the contract, from its Schema: COGI_FUZZ_RUNS requests each (200 in
 * npm test, 5,000 in npm run soak). Whatever arrives: never a 5xx; every 4xx is JSON with exactly {detail, code}
 * and an Italian detail; a rejected request appends no event.
 */

const runs = Number(process.env.COGI_FUZZ_RUNS ?? 200)
const db = await createTestDatabase()
const runtime = ManagedRuntime.make(makeAppTestServer(db.url) as Layer.Layer<HttpServer.HttpServer>)
let origin = ""
let ownerToken = ""

const eventCount = async () => (await db.sql<{ n: string }[]>`select count(*)::text as n from events`)[0]?.n

beforeAll(async () => {
  const server = await runtime.runPromise(Effect.service(HttpServer.HttpServer))
  const address = server.address
  origin = "port" in address ? `http://127.0.0.1:${address.port}` : ""
  ownerToken = (await seedUser(db.sql, "Fuzz")).token
})
afterAll(() => runtime.dispose())

const ownedChat = async () => {
  const response = await fetch(`${origin}/api/chats`, {
    method: "POST",
    headers: { authorization: `Bearer ${ownerToken}`, "content-type": "application/json" },
    body: "{}",
  })
  return ((await response.json()) as { id: string }).id
}

describe(`fuzz: ${runs} requests per endpoint, from its Schema`, () => {
  it.each(contractEndpoints.map((e) => [e.id, e] as const))(
    "%s",
    async (_, endpoint) => {
      const owned = await ownedChat()
      const params = fc.record(Object.fromEntries(endpoint.pathParams.map((p) => [p, pathParamFor(owned)])))
      const request = fc.record({
        params,
        body: endpoint.bodyType ? bodyFor(endpoint.body) : fc.constant(undefined),
        signedIn: fc.integer({ min: 0, max: 9 }).map((n) => n > 0),
        contentType: fc.constantFrom("application/json", "application/json", "text/plain", undefined),
      })
      let fivexx = 0
      await fc.assert(
        fc.asyncProperty(request, async ({ params, body, signedIn, contentType }) => {
          const before = await eventCount()
          const response = await fetch(
            `${origin}${fillPath(endpoint.path, params as Record<string, string>)}`,
            {
              method: endpoint.method,
              headers: {
                ...(signedIn ? { authorization: `Bearer ${ownerToken}` } : {}),
                ...(contentType && body !== undefined ? { "content-type": contentType } : {}),
              },
              ...(body === undefined || endpoint.method === "GET" ? {} : { body }),
            },
          )
          const text = await response.text()
          if (response.status >= 500) fivexx++
          expect(response.status, text).toBeLessThan(500)
          if (response.status >= 400) {
            expect(response.headers.get("content-type") ?? "", text).toContain("application/json")
            const json = JSON.parse(text) as { detail: unknown; code: unknown }
            expect(Object.keys(json).sort(), text).toEqual(["code", "detail"])
            expect(typeof json.detail === "string" && json.detail.length > 0, text).toBe(true)
            expect(String(json.detail), text).not.toMatch(englishInDetail)
            expect(await eventCount(), `${response.status} ${text} appended events`).toBe(before)
          }
        }),
        { numRuns: runs },
      )
      expect(fivexx).toBe(0)
    },
    Math.max(60_000, runs * 300),
  )
})
