import { signStripePayload } from "../../adapters/payments/local-webhook.ts"
import { api, scenarioDatabase, soakEnv, startCogi, stopCogi, verifiedUser } from "./soak-cluster.ts"

/*
 * `events` paid checkouts whose `checkout.session.completed` webhook is delivered 3 times each, concurrently and
 * shuffled (a 5xx is delivered again, as the provider would): every checkout credits its wallet exactly once.
 */
export const webhookSoak = async (events = 10_000, users = 50, concurrency = 24) => {
  const db = await scenarioDatabase("webhooks")
  const env = soakEnv(db.dir, { DATABASE_URL: db.url })
  const server = await startCogi(env)
  try {
    const accounts: Array<{ userId: string; token: string }> = []
    for (let i = 0; i < users; i++)
      accounts.push(await verifiedUser(server.base, db.sql, `webhook-${i}@example.it`))
    // the checkouts, opened through the API by their users
    const sessions: Array<{ id: string; userId: string }> = []
    await pool(events, concurrency, async (i) => {
      const account = accounts[i % users]!
      const created = await api(server.base, "POST", "/api/payments/checkout/create", account.token, {
        package_type: "single_session",
      })
      if (created.status !== 200) throw new Error(`checkout: ${JSON.stringify(created.json)}`)
      sessions.push({ id: String(created.json.session_id), userId: account.userId })
    })
    const deliveries = shuffle(sessions.flatMap((s) => [s, s, s]).map((s, n) => ({ ...s, n })))
    let redelivered = 0
    await pool(deliveries.length, concurrency, async (i) => {
      const { id, userId } = deliveries[i]!
      const payload = completedEvent(id, userId)
      for (let attempt = 0; attempt < 10; attempt++) {
        const response = await fetch(`${server.base}/api/payments/webhook`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "stripe-signature": signStripePayload(payload, "whsec_soak"),
          },
          body: payload,
        })
        await response.arrayBuffer()
        if (response.ok) return
        if (response.status < 500) throw new Error(`webhook ${id}: ${response.status}`)
        redelivered++
      }
    })
    const [credited] = await db.sql<{ confirmations: number; checkouts: number }[]>`
      select count(*)::int as confirmations, count(distinct stream_id)::int as checkouts
      from events where type = 'PaymentConfirmed'`
    const [purchases] = await db.sql<{ purchases: number }[]>`
      select count(*)::int as purchases from events where type = 'CreditsPurchased'`
    const duplicates = (purchases?.purchases ?? 0) - events
    return {
      figures: {
        "webhook events (each delivered 3 times, shuffled, concurrently)": events,
        "deliveries answered 5xx and delivered again": redelivered,
        "checkouts credited": credited?.checkouts ?? 0,
        "PaymentConfirmed events": credited?.confirmations ?? 0,
        "CreditsPurchased events": purchases?.purchases ?? 0,
        "duplicate credits": Math.max(0, duplicates),
      },
      ok: duplicates === 0 && credited?.checkouts === events && credited.confirmations === events,
    }
  } finally {
    await stopCogi(server)
    await db.sql.end()
    await db.stop()
  }
}

const completedEvent = (sessionId: string, userId: string) =>
  JSON.stringify({
    id: `evt_soak_${sessionId}`,
    object: "event",
    type: "checkout.session.completed",
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: {
      object: {
        id: sessionId,
        object: "checkout.session",
        mode: "payment",
        status: "complete",
        payment_status: "paid",
        amount_subtotal: 999,
        amount_total: 999,
        currency: "eur",
        client_reference_id: userId,
        metadata: { userId, packageType: "single_session" },
        subscription: null,
        invoice: null,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        url: null,
      },
    },
  })

const shuffle = <A>(items: A[]): A[] => {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1))
    ;[items[i], items[j]] = [items[j]!, items[i]!]
  }
  return items
}

/** Runs `task(0..count-1)` with at most `concurrency` at once. */
export const pool = async (count: number, concurrency: number, task: (i: number) => Promise<void>) => {
  let next = 0
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) await task(next++)
    }),
  )
}
