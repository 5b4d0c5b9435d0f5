import { createECDH, randomUUID } from "node:crypto"
import { SignJWT } from "jose"
import { Effect, type Layer, ManagedRuntime } from "effect"
import { HttpServer } from "effect/http"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type ContractEndpoint, contractEndpoints, fillPath } from "../support/api-contract.ts"
import { makeAppTestServer, seedUser, testJwtSecret } from "../support/app-server.ts"
import { createTestDatabase } from "../support/database.ts"
import { exampleOf } from "../support/example-body.ts"
import { type DomainEvent, toNewEvent } from "../../eventstore/event-codec.ts"
import { appendToStreams } from "../../eventstore/event-store.ts"

/*
 * The authorization matrix, generated from the API contract: every endpoint × every kind of caller, with the
 * status each must get. A new endpoint joins the matrix by itself; one with a path parameter fails until
 * `ownedResource` says what its owner's resource is. "revoked" holds a token issued before its user's latest
 * password change.
 */

const db = await createTestDatabase()
const runtime = ManagedRuntime.make(makeAppTestServer(db.url) as Layer.Layer<HttpServer.HttpServer>)
let origin = ""

type Persona = "anonymous" | "owner" | "other" | "admin" | "deleted" | "expired" | "noExp" | "revoked"
const personas: ReadonlyArray<Persona> = [
  "anonymous",
  "owner",
  "other",
  "admin",
  "deleted",
  "expired",
  "noExp",
  "revoked",
]
const tokens = new Map<Persona, string>()
let ownerId = ""

const token = async (sub: string, exp: number | undefined) => {
  const jwt = new SignJWT({ adm: false })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(sub)
    .setIssuer("cogi")
    .setAudience("cogi-api")
    .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
  return (exp === undefined ? jwt : jwt.setExpirationTime(exp)).sign(testJwtSecret)
}

const request = async (method: string, path: string, persona: Persona, body?: unknown) => {
  const auth = tokens.get(persona)
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: {
      ...(auth ? { authorization: `Bearer ${auth}` } : {}),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: typeof body === "string" ? body : JSON.stringify(body) }),
  })
  const text = await response.text()
  // a stream (text/event-stream) is not JSON
  const json = (response.headers.get("content-type") ?? "").includes("json") && text ? JSON.parse(text) : {}
  return { status: response.status, json: json as Record<string, unknown> }
}

/** One chat of the owner's for the replies' resources: a session each would use up the free ones. */
let replyChat: Promise<string> | undefined
/** A relayed reply of the owner's: a message sent with a fresh P-256 reply key (contract/replies.ts). */
const ownedReply = async () => {
  replyChat ??= request("POST", "/api/chats", "owner", {}).then((created) => String(created.json.id))
  const id = await replyChat
  const key = createECDH("prime256v1")
  key.generateKeys()
  const response = await fetch(`${origin}/api/chats/${id}/messages`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${tokens.get("owner")}`,
      accept: "text/event-stream",
      "content-type": "application/json",
    },
    body: JSON.stringify({
      content: "Ciao",
      ciphertext: "Y2lwaGVy",
      reply_key: key.getPublicKey().toString("base64"),
    }),
  })
  const replyId = /"reply_id":"([^"]+)"/.exec(await response.text())?.[1] ?? ""
  return { id, reply_id: replyId }
}

/** A summary or a mood check-in on the owner's journey, about a chat of theirs. */
const ownedJourneyEntry = (kind: "summaries" | "moods") => async () => {
  const chatId = String((await request("POST", "/api/chats", "owner", {})).json.id)
  const id = randomUUID()
  const entry = kind === "summaries" ? { summary_id: id } : { mood_id: id, moment: "start" as const }
  const saved = await request("POST", `/api/journey/${kind}`, "owner", {
    ...entry,
    chat_id: chatId,
    ciphertext: "Y2lmcmF0bw==",
  })
  expect(saved.status, JSON.stringify(saved.json)).toBe(201)
  return { id }
}

/** The owner's note for a visit ("Cosa vorrei dire"), so that their DELETE has one to delete. */
const ownedVisitNote = async () => {
  const saved = await request("PUT", "/api/journey/visit-note", "owner", { ciphertext: "Tm90YQ==" })
  expect(saved.status, JSON.stringify(saved.json)).toBe(200)
  return {}
}

/** An appointment of the owner's, two days ahead at 10:00 UTC (11:00 or 12:00 in Rome: a bookable slot). */
const ownedAppointment = async () => {
  const day = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000)
  day.setUTCHours(10, 0, 0, 0)
  const booked = await request("POST", "/api/appointments", "owner", {
    scheduled_date: day.toISOString(),
    timezone: "Europe/Rome",
  })
  expect(booked.status, JSON.stringify(booked.json)).toBe(201)
  return { id: String(booked.json.appointment_id) }
}

/** A fresh resource of the owner for each path parameter an endpoint takes (fresh: the owner's call may delete it). */
const ownedResource: Readonly<Record<string, () => Promise<Record<string, string>>>> = {
  chat: async () => ({ id: String((await request("POST", "/api/chats", "owner", {})).json.id) }),
  session: async () => ({ chatId: String((await request("POST", "/api/chats", "owner", {})).json.id) }),
  checkout: async () => {
    const created = await request("POST", "/api/payments/checkout/create", "owner", {
      package_type: "single_session",
    })
    return { session_id: String(created.json.session_id) }
  },
  user: async () => ({ id: (await seedUser(db.sql, "Vittima")).userId }),
}
/** Endpoints that name the owner's resource in the body rather than the path (e.g. `chat_id`). */
const bodyReference = (endpoint: ContractEndpoint) =>
  endpoint.body?.properties?.chat_id !== undefined ? "chat_id" : undefined

const resourceOf = (endpoint: ContractEndpoint) =>
  bodyReference(endpoint) !== undefined
    ? async () => ({ chat_id: String((await request("POST", "/api/chats", "owner", {})).json.id) })
    : endpoint.path === "/api/journey/visit-note"
      ? ownedVisitNote
      : endpoint.pathParams.length === 0
        ? async () => ({})
        : endpoint.path.startsWith("/api/admin/users/")
          ? ownedResource.user
          : endpoint.path.startsWith("/api/journey/summaries/")
            ? ownedJourneyEntry("summaries")
            : endpoint.path.startsWith("/api/journey/moods/")
              ? ownedJourneyEntry("moods")
              : endpoint.path.includes("{reply_id}")
                ? ownedReply
                : endpoint.path.startsWith("/api/sessions/")
                  ? ownedResource.session
                  : endpoint.path.startsWith("/api/chats/")
                    ? ownedResource.chat
                    : endpoint.path.startsWith("/api/payments/checkout/status/")
                      ? ownedResource.checkout
                      : endpoint.path.startsWith("/api/appointments/")
                        ? ownedAppointment
                        : undefined

/** What each caller must get: an exact status, or "passes" (past authentication and authorization: not 401/403/404). */
const expected = (endpoint: ContractEndpoint, persona: Persona): number | "passes" | "same as anonymous" => {
  if (endpoint.auth === "public") return "same as anonymous"
  if (
    persona === "anonymous" ||
    persona === "deleted" ||
    persona === "expired" ||
    persona === "noExp" ||
    persona === "revoked"
  )
    return 401
  if (endpoint.auth === "admin") return persona === "admin" ? "passes" : 403
  // another user's resource (the admin included) does not exist for them
  if ((endpoint.pathParams.length > 0 || bodyReference(endpoint)) && persona !== "owner") return 404
  return "passes"
}

beforeAll(async () => {
  const server = await runtime.runPromise(Effect.service(HttpServer.HttpServer))
  const address = server.address
  origin = "port" in address ? `http://127.0.0.1:${address.port}` : ""
  const owner = await seedUser(db.sql, "Proprietaria")
  ownerId = owner.userId
  const admin = await seedUser(db.sql, "Amministratrice", { isAdmin: true })
  const deleted = await seedUser(db.sql, "Cancellata")
  tokens.set("owner", owner.token)
  tokens.set("other", (await seedUser(db.sql, "Altra")).token)
  tokens.set("admin", admin.token)
  tokens.set("deleted", deleted.token)
  tokens.set("expired", await token(owner.userId, Math.floor(Date.now() / 1000) - 60))
  tokens.set("noExp", await token(owner.userId, undefined))
  expect((await request("DELETE", `/api/admin/users/${deleted.userId}`, "admin")).status).toBe(200)
  const changed = await seedUser(db.sql, "Cambiata")
  tokens.set("revoked", changed.token)
  await appendToStreams(db.sql, [
    {
      streamId: `user-${changed.userId}`,
      expected: "any",
      events: [
        toNewEvent({
          _tag: "PasswordChanged",
          schemaVersion: 1,
          userId: changed.userId,
          passwordHash: "$argon2id$nuova",
          at: new Date().toISOString(),
        } as DomainEvent),
      ],
    },
  ])
})
afterAll(() => runtime.dispose())

describe("authorization matrix (generated from the API contract)", () => {
  it("covers every endpoint of the contract", () => {
    expect(contractEndpoints.length).toBeGreaterThanOrEqual(30)
    for (const endpoint of contractEndpoints)
      expect(resourceOf(endpoint), `${endpoint.id}: say what its owner's resource is`).toBeDefined()
  })

  it.each(contractEndpoints.map((e) => [e.id, e] as const))("%s", async (_, endpoint) => {
    const results: Array<[Persona, number]> = []
    // the owner last: their call may delete the resource
    for (const persona of [...personas.filter((p) => p !== "owner"), "owner" as const]) {
      const params: Record<string, string> = (await resourceOf(endpoint)?.()) ?? {}
      const path = fillPath(endpoint.path, params)
      const example = endpoint.body === undefined ? undefined : exampleOf(endpoint.body)
      const reference = bodyReference(endpoint)
      const body =
        reference && typeof example === "object" ? { ...example, [reference]: params[reference] } : example
      const { status, json } = await request(endpoint.method, path, persona, body)
      results.push([persona, status])
      expect(status, `${persona}: ${JSON.stringify(json)}`).toBeLessThan(500)
      if (status >= 400) expect(Object.keys(json).sort()).toEqual(["code", "detail"])
      const want = expected(endpoint, persona)
      if (want === "passes")
        expect([401, 403, 404], `${persona}: ${JSON.stringify(json)}`).not.toContain(status)
      else if (typeof want === "number") expect(status, persona).toBe(want)
    }
    if (endpoint.auth === "public") {
      const anonymous = results.find(([p]) => p === "anonymous")?.[1]
      // a bearer token changes nothing on a public endpoint (rate limits aside)
      for (const [persona, status] of results)
        if (status !== 429) expect([persona, status]).toEqual([persona, anonymous])
    }
  })

  it("the pending replies across chats are only the caller's own", async () => {
    const { id, reply_id } = await ownedReply()
    const listed = async (persona: Persona) => {
      const { status, json } = await request("GET", "/api/replies/pending", persona)
      expect(status, persona).toBe(200)
      return (json.replies as Array<{ chat_id: string; reply_id: string }>).map((r) => r.reply_id)
    }
    expect(await listed("owner")).toContain(reply_id)
    for (const persona of ["other", "admin"] as const) expect(await listed(persona)).not.toContain(reply_id)
    expect(id).not.toBe("")
  })

  it("the image routes outside the contract follow the same rules", async () => {
    const upload = (persona: Persona) =>
      fetch(`${origin}/api/images`, {
        method: "POST",
        headers: {
          ...(tokens.has(persona) ? { authorization: `Bearer ${tokens.get(persona)}` } : {}),
          "x-image-type": "image/png",
        },
        body: new Uint8Array(32),
      })
    const statuses: Record<string, number> = {}
    for (const persona of personas) statuses[persona] = (await upload(persona)).status
    expect(statuses).toEqual({
      anonymous: 401,
      owner: 201,
      other: 201,
      admin: 201,
      deleted: 401,
      expired: 401,
      noExp: 401,
      revoked: 401,
    })
    const { url } = (await (await upload("owner")).json()) as { url: string }
    const reads: Record<string, number> = {}
    for (const persona of personas) {
      const auth = tokens.get(persona)
      const read = await fetch(
        `${origin}${url}`,
        auth ? { headers: { authorization: `Bearer ${auth}` } } : {},
      )
      reads[persona] = read.status
    }
    expect(reads).toEqual({
      anonymous: 401,
      owner: 200,
      other: 404,
      admin: 404,
      deleted: 401,
      expired: 401,
      noExp: 401,
      revoked: 401,
    })
    expect(ownerId).not.toBe("")
  })
})
