import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs"
import { createServer, type IncomingHttpHeaders } from "node:http"
import type { AddressInfo } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { ConfigProvider, Effect, Layer } from "effect"
import Stripe from "stripe"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { Db } from "../../eventstore/db.ts"
import { createTestDatabase } from "../../test/support/database.ts"
import { localTestModeNotice, renderLocalCheckoutPage } from "./local-checkout-page.ts"
import { completeLocalCheckout, loadLocalCheckout, type LocalCheckout } from "./local-provider.ts"
import { paymentsLayer } from "./payments-layer.ts"
import { PaymentsProvider } from "./payments-provider.ts"

/** Stands in for our own API: records what arrives at /api/payments/webhook. */
interface Received {
  readonly path: string
  readonly headers: IncomingHttpHeaders
  readonly body: Buffer
}
const received: Array<Received> = []
const receiver = createServer((req, res) => {
  const chunks: Array<Buffer> = []
  req.on("data", (c: Buffer) => chunks.push(c))
  req.on("end", () => {
    received.push({ path: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks) })
    res.writeHead(200, { "content-type": "application/json" }).end('{"received":true}')
  })
})

const { url } = await createTestDatabase()
const secret = "whsec_local_test_secret"
let publicUrl: string
let run: <A, E>(effect: Effect.Effect<A, E, PaymentsProvider | LocalCheckout>) => Promise<A>

beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve))
  publicUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`
  const env = { PUBLIC_URL: publicUrl, COGI_LOCAL_WEBHOOK_SECRET: secret }
  const layer = paymentsLayer.pipe(
    Layer.provide(Db.layer(url, { max: 2 })),
    Layer.provide(ConfigProvider.layer(ConfigProvider.fromEnvRecord(env))),
  )
  run = (effect) => Effect.runPromise(Effect.provide(effect, layer))
})
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())))
beforeEach(() => {
  received.length = 0
})

const input = {
  userId: "user-7",
  email: "sara@example.it",
  successUrl: "http://localhost:5173/payment-success?session_id={CHECKOUT_SESSION_ID}",
  cancelUrl: "http://localhost:5173/payment-cancelled",
}

describe("local checkout provider", () => {
  it("create → page with the notice → pay sends a correctly signed webhook → getCheckout is paid", async () => {
    const created = await run(
      PaymentsProvider.use((p) => p.createCheckout({ ...input, packageType: "single_session" })),
    )
    expect(created.url).toBe(`${publicUrl}/api/payments/local-checkout/${created.sessionId}`)
    expect(created.sessionId).toMatch(/^cs_local_/)

    const page = renderLocalCheckoutPage(await run(loadLocalCheckout(created.sessionId)))
    expect(page).toContain(localTestModeNotice)
    expect(page).toContain("Modalità di prova locale: nessun addebito reale, nessun denaro viene trasferito")
    expect(page).toContain("9,99 €")
    expect(page).toMatch(
      /<form method="post" action="\/api\/payments\/local-checkout\/cs_local_\w+"><input type="hidden" name="action" value="pay"><button[^>]*>Paga<\/button>/,
    )
    expect(page).toContain(">Annulla</button>")

    const result = await run(completeLocalCheckout(created.sessionId, "pay"))
    expect(result).toEqual({
      redirectUrl: `http://localhost:5173/payment-success?session_id=${created.sessionId}`,
      webhookDelivered: true,
    })

    expect(received).toHaveLength(1)
    const [hook] = received
    expect(hook!.path).toBe("/api/payments/webhook")
    const signature = hook!.headers["stripe-signature"] as string
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/)
    // The SDK itself accepts it: same scheme as Stripe.
    const event = Stripe.webhooks.constructEvent(hook!.body, signature, secret)
    expect(event.type).toBe("checkout.session.completed")
    // And our verifyWebhook normalises it like a Stripe one.
    const parsed = await run(
      PaymentsProvider.use((p) => p.verifyWebhook(new Uint8Array(hook!.body), signature)),
    )
    expect(parsed).toMatchObject({
      _tag: "checkout_completed",
      session: {
        sessionId: created.sessionId,
        paymentStatus: "paid",
        amountTotal: 999,
        currency: "eur",
        userId: "user-7",
      },
    })
    const wrong = await run(
      Effect.flip(PaymentsProvider.use((p) => p.verifyWebhook(new Uint8Array(hook!.body), "t=1,v1=00"))),
    )
    expect(wrong._tag).toBe("InvalidSignature")

    expect(await run(PaymentsProvider.use((p) => p.getCheckout(created.sessionId)))).toEqual({
      sessionId: created.sessionId,
      status: "complete",
      paymentStatus: "paid",
      amountTotal: 999,
      currency: "eur",
      userId: "user-7",
      packageType: "single_session",
    })

    // A second submit changes nothing and sends nothing.
    const again = await run(completeLocalCheckout(created.sessionId, "cancel"))
    expect(again.redirectUrl).toContain("/payment-success")
    expect(received).toHaveLength(1)
  })

  it("a monthly subscription gets subscription and invoice ids and 19,99 €/mese on the page", async () => {
    const created = await run(
      PaymentsProvider.use((p) => p.createCheckout({ ...input, packageType: "monthly_subscription" })),
    )
    expect(renderLocalCheckoutPage(await run(loadLocalCheckout(created.sessionId)))).toContain("19,99 €/mese")
    await run(completeLocalCheckout(created.sessionId, "pay"))
    const session = await run(PaymentsProvider.use((p) => p.getCheckout(created.sessionId)))
    expect(session).toMatchObject({ amountTotal: 1999, packageType: "monthly_subscription" })
    expect(session.subscriptionId).toMatch(/^sub_local_/)
    expect(session.invoiceId).toMatch(/^in_local_/)
  })

  it("cancel → expired, no webhook, back to cancel_url", async () => {
    const created = await run(
      PaymentsProvider.use((p) => p.createCheckout({ ...input, packageType: "single_session" })),
    )
    const result = await run(completeLocalCheckout(created.sessionId, "cancel"))
    expect(result).toEqual({ redirectUrl: input.cancelUrl, webhookDelivered: false })
    expect(received).toHaveLength(0)
    expect(await run(PaymentsProvider.use((p) => p.getCheckout(created.sessionId)))).toMatchObject({
      status: "expired",
      paymentStatus: "unpaid",
    })
    expect(renderLocalCheckoutPage(await run(loadLocalCheckout(created.sessionId)))).not.toContain(
      ">Paga</button>",
    )
  })

  it("the same checkoutId twice gives the same session", async () => {
    const a = await run(
      PaymentsProvider.use((p) =>
        p.createCheckout({ ...input, packageType: "single_session", checkoutId: "k1" }),
      ),
    )
    const b = await run(
      PaymentsProvider.use((p) =>
        p.createCheckout({ ...input, packageType: "single_session", checkoutId: "k1" }),
      ),
    )
    expect(b.sessionId).toBe(a.sessionId)
    const clash = await run(
      Effect.flip(
        PaymentsProvider.use((p) =>
          p.createCheckout({ ...input, packageType: "monthly_subscription", checkoutId: "k1" }),
        ),
      ),
    )
    expect(clash._tag).toBe("PaymentProviderError")
  })

  it("lists recent sessions and answers CheckoutNotFound for unknown ids", async () => {
    const recent = await run(
      PaymentsProvider.use((p) => p.listRecentCheckouts(new Date(Date.now() - 60_000))),
    )
    expect(recent.length).toBeGreaterThanOrEqual(4)
    expect(recent.every((s) => s.userId === "user-7")).toBe(true)
    expect(
      await run(PaymentsProvider.use((p) => p.listRecentCheckouts(new Date(Date.now() + 60_000)))),
    ).toEqual([])
    const missing = await run(Effect.flip(PaymentsProvider.use((p) => p.getCheckout("cs_local_nope"))))
    expect(missing._tag).toBe("CheckoutNotFound")
    expect((await run(Effect.flip(completeLocalCheckout("cs_local_nope", "pay"))))._tag).toBe(
      "CheckoutNotFound",
    )
    expect(await run(PaymentsProvider.use((p) => Effect.succeed(p.kind)))).toBe("local")
  })

  it("generates and keeps a webhook secret in the data dir when none is configured", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "cogi-local-secret-"))
    try {
      const layer = paymentsLayer.pipe(
        Layer.provide(Db.layer(url, { max: 1 })),
        Layer.provide(
          ConfigProvider.layer(
            ConfigProvider.fromEnvRecord({ PUBLIC_URL: publicUrl, COGI_DATA_DIR: dataDir }),
          ),
        ),
      )
      const created = await Effect.runPromise(
        Effect.provide(
          PaymentsProvider.use((p) => p.createCheckout({ ...input, packageType: "single_session" })),
          layer,
        ),
      )
      await Effect.runPromise(Effect.provide(completeLocalCheckout(created.sessionId, "pay"), layer))
      const file = join(dataDir, "local-webhook-secret")
      const stored = readFileSync(file, "utf8").trim()
      expect(stored).toMatch(/^whsec_local_/)
      expect(statSync(file).mode & 0o777).toBe(0o600)
      const hook = received.at(-1)!
      expect(() =>
        Stripe.webhooks.constructEvent(hook.body, hook.headers["stripe-signature"] as string, stored),
      ).not.toThrow()
      // a restart reuses it
      await Effect.runPromise(
        Effect.provide(
          PaymentsProvider.use((p) => p.listRecentCheckouts(new Date())),
          layer,
        ),
      )
      expect(readFileSync(file, "utf8").trim()).toBe(stored)
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
