import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { api } from "../soak/soak-cluster.ts"
import { createTestDatabase } from "../support/database.ts"
import { type CogiProcess, exitWithin, freePort, startServer } from "../support/cogi-process.ts"
import { type ReceivedSpan, spanTree, startOtlpReceiver } from "../support/otlp-receiver.ts"

/*
 * What an operator sees of a scripted session (sign-up, verification, sign-in, a chat, an ordinary message and a
 * crisis message) on `npm start` in production mode: the OTLP trace tree, GET /metrics on its own port, and
 * JSON log lines with a request id — none of them holding the name, address, password or text of the session.
 */

const db = await createTestDatabase()
const receiver = await startOtlpReceiver()
const person = {
  name: "Ottavia Quintiliani",
  email: `ottavia.quintiliani.${process.pid}@esempio-privato.it`,
  password: "parola-segreta-Zafferano-991",
}
const ordinary = "Il mio gatto Fiorenzo dorme sul divano blu"
const crisis = "Stanotte voglio farla finita, non ce la faccio piu a vivere"
const secrets = [person.name, person.email, person.password, ordinary, "Fiorenzo", crisis]

let server: CogiProcess
let metricsPort: number
let token = ""
let requestIds: string[] = []

const signUp = async () => {
  const registered = await api(server.base, "POST", "/api/auth/register", undefined, {
    name: person.name,
    email: person.email,
    password: person.password,
    encryption_salt: "AAAAAAAAAAAAAAAAAAAAAA==",
    consent_health_data: true,
    adult: true,
  })
  expect(registered.status).toBe(202)
  requestIds.push(String(registered.headers.get("x-request-id")))
  const [job] = await db.sql<{ token: string }[]>`
    select j.data->>'token' as token from pgboss.job j join users u on u.id::text = j.data->>'userId'
     where j.name = 'mail__send' and u.email = ${person.email}`
  expect(
    (await api(server.base, "POST", "/api/auth/verify-email", undefined, { token: job?.token })).status,
  ).toBe(200)
  const login = await api(server.base, "POST", "/api/auth/login", undefined, {
    email: person.email,
    password: person.password,
  })
  expect(login.status).toBe(200)
  token = String(login.json.access_token)
}

const send = async (chatId: string, content: string) => {
  const sent = await api(server.base, "POST", `/api/chats/${chatId}/messages`, token, {
    content,
    ciphertext: "cifrato",
  })
  expect(sent.status, JSON.stringify(sent.json)).toBe(200)
  requestIds.push(String(sent.headers.get("x-request-id")))
}

beforeAll(async () => {
  metricsPort = await freePort()
  server = await startServer({
    DATABASE_URL: db.url,
    NODE_ENV: "production",
    OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
    OTEL_BSP_SCHEDULE_DELAY: "200",
    COGI_METRICS_PORT: String(metricsPort),
  })
  await signUp()
  const chat = await api(server.base, "POST", "/api/chats", token, { therapeutic_approach: "gpt" })
  expect(chat.status).toBe(201)
  await send(String(chat.json.id), ordinary)
  await send(String(chat.json.id), crisis)
  // the exporter sends every 200 ms; a request's own span ends (and leaves) after its use case's, so wait for
  // both traces whole, up to their root, however slow a loaded machine makes the export
  const whole = (name: string) => rootOf(receiver.spans, name)?.parentSpanId === ""
  for (let i = 0; i < 300 && !(whole("Commands.register") && whole("Commands.replyToMessage")); i++)
    await new Promise((r) => setTimeout(r, 100))
}, 120_000)

afterAll(async () => {
  process.kill(-server.pid, "SIGTERM")
  await exitWithin(server, 15_000)
  await receiver.close()
})

const rootOf = (spans: ReadonlyArray<ReceivedSpan>, name: string) => {
  const inner = spans.find((s) => s.name === name)
  let at = inner
  while (at && at.parentSpanId !== "") at = spans.find((s) => s.spanId === at?.parentSpanId) ?? undefined
  return at
}

describe("a scripted session, seen by an operator", () => {
  it("given an OTLP endpoint, then the sign-up and the message are exported as one trace each, request above use case above append", () => {
    const register = rootOf(receiver.spans, "Commands.register")
    const message = rootOf(receiver.spans, "Commands.replyToMessage")
    expect(register?.attributes["http.route"]).toBe("/api/auth/register")
    expect(message?.attributes["http.route"]).toBe("/api/chats/:id/messages")
    const registerTree = spanTree(receiver.spans, register!)
    const messageTree = spanTree(receiver.spans, message!)
    console.log(`sign-up trace:\n${registerTree.join("\n")}\n\nmessage trace:\n${messageTree.join("\n")}`)
    expect(registerTree[0]).toMatch(/^POST \/api\/auth\/register/)
    expect(registerTree.some((l) => /^ {2,}Commands\.register/.test(l))).toBe(true)
    expect(registerTree.some((l) => /^ {4,}EventStore\.append/.test(l))).toBe(true)
    expect(messageTree[0]).toMatch(/^POST \/api\/chats\/:id\/messages/)
    expect(messageTree.some((l) => /^ {2,}Commands\.replyToMessage/.test(l))).toBe(true)
    expect(messageTree.some((l) => /^ {4,}EventStore\.append/.test(l))).toBe(true)
    expect(messageTree.some((l) => /AiService\./.test(l))).toBe(true)
    // ids and timings only: not a word of who or what
    for (const secret of secrets) expect(receiver.raw()).not.toContain(secret)
    expect(receiver.raw()).not.toContain("client.address")
  })

  it("given COGI_METRICS_PORT, then GET /metrics has the session's requests, appends and crisis card, counts only", async () => {
    const response = await fetch(`http://127.0.0.1:${metricsPort}/metrics`)
    expect(response.status).toBe(200)
    const text = await response.text()
    const excerpt = text.split("\n").filter((l) => l.startsWith("cogi_") && !/_bucket\{/.test(l))
    console.log(`/metrics excerpt:\n${excerpt.join("\n")}`)
    expect(text).toMatch(
      /cogi_http_requests_total\{[^}]*route="\/api\/chats\/:id\/messages"[^}]*status="200"[^}]*\} 2/,
    )
    expect(text).toMatch(/cogi_http_request_duration_seconds_bucket\{[^}]*route="\/api\/auth\/register"/)
    expect(text).toMatch(/cogi_event_appends_total \d+/)
    expect(text).toMatch(/cogi_crisis_cards_shown_total\{category="[a-z_]+"\} 1/)
    expect(text).toMatch(/cogi_job_queue_depth\{queue="[a-z_]+"\} \d+/)
    expect(text).toMatch(/cogi_projector_lag_events \d+/)
    expect(text).toMatch(/cogi_db_connections\{state="[a-z ]+"\} \d+/)
    expect(text).toMatch(/cogi_reply_relays_in_flight \d+/)
    expect(text).toMatch(/cogi_event_append_conflicts_total \d+/)
    for (const secret of secrets) expect(text).not.toContain(secret)
    // not on the public port
    expect((await fetch(`${server.base}/metrics`)).headers.get("content-type")).not.toContain(
      "text/plain; version",
    )
  })

  it("given NODE_ENV=production, then every log line is JSON, the request lines carry their request id, and no line holds the session's plaintext", () => {
    const lines = server
      .output()
      .split("\n")
      .filter((l) => l.trim() !== "")
    for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow()
    const logged = lines.map((l) => JSON.parse(l) as { annotations?: Record<string, unknown> })
    for (const id of requestIds)
      expect(
        logged.some((l) => l.annotations?.["request_id"] === id),
        `request ${id}`,
      ).toBe(true)
    for (const secret of secrets) expect(server.output()).not.toContain(secret)
  })
})
