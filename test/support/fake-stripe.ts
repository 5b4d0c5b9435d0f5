import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"

/** One request as the fake received it; `body` is the form body decoded into nested objects/arrays. */
export interface RecordedRequest {
  readonly method: string
  readonly path: string
  readonly query: Record<string, unknown>
  readonly body: Record<string, unknown>
  readonly authorization: string | undefined
  readonly idempotencyKey: string | undefined
  readonly stripeVersion: string | undefined
}

export type FakeSession = Record<string, unknown> & { readonly id: string; created: number }

export interface FakeStripe {
  /** http://127.0.0.1:PORT, for STRIPE_API_BASE. */
  readonly url: string
  readonly apiKey: string
  readonly requests: ReadonlyArray<RecordedRequest>
  readonly sessions: ReadonlyMap<string, FakeSession>
  /**
   * Plays the customer paying: status complete, payment_status paid (+ subscription/invoice ids); a subscription
   * then exists, with its customer (`cus_test_<subscription id>`), for GET /v1/subscriptions and the portal.
   */
  readonly completeSession: (id: string, extra?: { subscription?: string; invoice?: string }) => void
  /** Adds a session as if created elsewhere (e.g. not by us, or long ago). */
  readonly putSession: (session: FakeSession) => void
  readonly close: () => Promise<void>
}

/**
 * A tiny Stripe API for tests (G10: stripe-mock is unavailable): checkout sessions, the subscriptions they make,
 * and customer-portal sessions (issue 28). Speaks what the SDK sends: form-encoded
 * bodies with bracketed keys, `Authorization: Bearer`, and Stripe's error JSON.
 */
export const startFakeStripe = async (apiKey = "sk_test_fake"): Promise<FakeStripe> => {
  const requests: Array<RecordedRequest> = []
  const sessions = new Map<string, FakeSession>()
  /** Subscription id → its customer id. */
  const subscriptions = new Map<string, string>()
  let counter = 0

  const handle = (req: IncomingMessage, raw: string, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://fake")
    const record: RecordedRequest = {
      method: req.method ?? "GET",
      path: url.pathname,
      query: parseForm(url.search.slice(1)),
      body: parseForm(raw),
      authorization: req.headers.authorization,
      idempotencyKey: header(req, "idempotency-key"),
      stripeVersion: header(req, "stripe-version"),
    }
    requests.push(record)
    if (record.authorization !== `Bearer ${apiKey}`) {
      return send(res, 401, {
        error: { type: "invalid_request_error", message: "Invalid API Key provided: sk_****" },
      })
    }
    if (record.method === "POST" && url.pathname === "/v1/checkout/sessions") {
      const session = createSession(`cs_test_${String(++counter).padStart(4, "0")}`, record.body)
      sessions.set(session.id, session)
      return send(res, 200, session)
    }
    const one = url.pathname.match(/^\/v1\/checkout\/sessions\/([^/]+)$/)
    if (record.method === "GET" && one) {
      const session = sessions.get(decodeURIComponent(one[1]!))
      return session ? send(res, 200, session) : notFound(res, `No such checkout.session: '${one[1]}'`)
    }
    if (record.method === "GET" && url.pathname === "/v1/checkout/sessions") {
      return send(res, 200, listSessions([...sessions.values()], record.query))
    }
    // the subscriptions a completed subscription checkout made, each with the customer Checkout made
    const subscription = url.pathname.match(/^\/v1\/subscriptions\/([^/]+)$/)
    if (record.method === "GET" && subscription) {
      const id = decodeURIComponent(subscription[1]!)
      return subscriptions.has(id)
        ? send(res, 200, {
            id,
            object: "subscription",
            customer: subscriptions.get(id),
            status: "active",
            cancel_at_period_end: false,
            cancel_at: null,
          })
        : notFound(res, `No such subscription: '${id}'`)
    }
    if (record.method === "POST" && url.pathname === "/v1/billing_portal/sessions") {
      const customer = record.body["customer"]
      if (typeof customer !== "string" || ![...subscriptions.values()].includes(customer))
        return notFound(res, `No such customer: '${String(customer)}'`)
      const id = `bps_test_${String(++counter).padStart(4, "0")}`
      return send(res, 200, {
        id,
        object: "billing_portal.session",
        customer,
        return_url: record.body["return_url"] ?? null,
        locale: record.body["locale"] ?? null,
        livemode: false,
        url: `https://billing.stripe.com/p/session/test_${id}`,
      })
    }
    return notFound(res, `Unrecognized request URL (${record.method}: ${url.pathname}).`)
  }

  const server = createServer((req, res) => {
    const chunks: Array<Buffer> = []
    req.on("data", (c: Buffer) => chunks.push(c))
    req.on("end", () => handle(req, Buffer.concat(chunks).toString("utf8"), res))
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    requests,
    sessions,
    completeSession: (id, extra = {}) => {
      const session = sessions.get(id)
      if (!session) throw new Error(`fake-stripe: no session ${id}`)
      const subscription = extra.subscription ?? session["subscription"]
      if (typeof subscription === "string") subscriptions.set(subscription, `cus_test_${subscription}`)
      Object.assign(session, {
        status: "complete",
        payment_status: "paid",
        subscription: extra.subscription ?? session["subscription"] ?? null,
        invoice: extra.invoice ?? session["invoice"] ?? null,
      })
    },
    putSession: (session) => void sessions.set(session.id, session),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

const header = (req: IncomingMessage, name: string) => {
  const value = req.headers[name]
  return Array.isArray(value) ? value[0] : value
}

const send = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { "content-type": "application/json", "request-id": `req_fake_${Date.now()}` })
  res.end(JSON.stringify(body))
}

const notFound = (res: ServerResponse, message: string) =>
  send(res, 404, { error: { type: "invalid_request_error", code: "resource_missing", message } })

const createSession = (id: string, body: Record<string, unknown>): FakeSession => {
  const items = (Array.isArray(body["line_items"]) ? body["line_items"] : []) as Array<
    Record<string, unknown>
  >
  const amount = items.reduce((sum, item) => {
    const price = (item["price_data"] ?? {}) as Record<string, unknown>
    return sum + Number(price["unit_amount"] ?? 0) * Number(item["quantity"] ?? 1)
  }, 0)
  const currency = ((items[0]?.["price_data"] ?? {}) as Record<string, unknown>)["currency"] ?? null
  return {
    id,
    object: "checkout.session",
    mode: body["mode"] ?? "payment",
    status: "open",
    payment_status: "unpaid",
    amount_subtotal: amount,
    amount_total: amount,
    currency,
    client_reference_id: body["client_reference_id"] ?? null,
    customer_email: body["customer_email"] ?? null,
    metadata: body["metadata"] ?? {},
    success_url: body["success_url"] ?? null,
    cancel_url: body["cancel_url"] ?? null,
    locale: body["locale"] ?? null,
    subscription: null,
    invoice: null,
    livemode: false,
    created: Math.floor(Date.now() / 1000),
    expires_at: Math.floor(Date.now() / 1000) + 24 * 3600,
    url: `https://checkout.stripe.com/c/pay/${id}`,
  }
}

/** Newest first, `created[gte|gt|lte|lt]`, `limit`, `starting_after`, like Stripe's list endpoints. */
const listSessions = (all: ReadonlyArray<FakeSession>, query: Record<string, unknown>) => {
  const created = (query["created"] ?? {}) as Record<string, string>
  const bound = (key: string) => (created[key] === undefined ? undefined : Number(created[key]))
  const [gte, gt, lte, lt] = [bound("gte"), bound("gt"), bound("lte"), bound("lt")]
  let rows = all
    .filter((s) => (gte === undefined || s.created >= gte) && (gt === undefined || s.created > gt))
    .filter((s) => (lte === undefined || s.created <= lte) && (lt === undefined || s.created < lt))
    .sort((a, b) => b.created - a.created || (b.id < a.id ? -1 : 1))
  const after = query["starting_after"]
  if (typeof after === "string") rows = rows.slice(rows.findIndex((s) => s.id === after) + 1)
  const limit = Math.min(Number(query["limit"] ?? 10), 100)
  return {
    object: "list",
    url: "/v1/checkout/sessions",
    has_more: rows.length > limit,
    data: rows.slice(0, limit),
  }
}

/** Decodes `a[b][0][c]=1&a[b][0][d]=2` into `{a: {b: [{c: "1", d: "2"}]}}` (numeric keys make arrays). */
export const parseForm = (encoded: string): Record<string, unknown> => {
  const root: Record<string, unknown> = {}
  for (const [key, value] of new URLSearchParams(encoded)) {
    const path = key.split(/\[|\]\[|\]/).filter((p) => p !== "")
    let node: Record<string, unknown> | Array<unknown> = root
    path.forEach((part, i) => {
      const last = i === path.length - 1
      const slot = node as Record<string, unknown>
      if (last) slot[part] = value
      else {
        slot[part] ??= /^\d+$/.test(path[i + 1]!) ? [] : {}
        node = slot[part] as Record<string, unknown>
      }
    })
  }
  return root
}
