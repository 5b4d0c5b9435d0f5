import { describe, expect, it } from "vitest"
import {
  localCheckoutRedirectOrigins,
  localTestModeNotice,
  renderLocalCheckoutPage,
} from "./local-checkout-page.ts"
import type { LocalCheckoutSession } from "./local-checkout-store.ts"

const session = (over: Partial<LocalCheckoutSession> = {}): LocalCheckoutSession => ({
  sessionId: "cs_local_<x>",
  status: "open",
  paymentStatus: "unpaid",
  amountTotal: 999,
  currency: "eur",
  userId: "u1",
  packageType: "single_session",
  mode: "payment",
  successUrl: "http://localhost:5173/payment-success?session_id={CHECKOUT_SESSION_ID}",
  cancelUrl: "http://localhost:5173/payment-cancelled",
  createdAt: new Date(),
  ...over,
})

describe("local checkout page", () => {
  it("shows product, price, the no-money notice and two POST forms while open", () => {
    const page = renderLocalCheckoutPage(session())
    expect(page).toContain('<html lang="it">')
    expect(page).toContain(localTestModeNotice)
    expect(page).toContain("Sessione singola")
    expect(page).toContain("9,99 €")
    expect(page.match(/<form method="post"/g)).toHaveLength(2)
    expect(page).toContain('action="/api/payments/local-checkout/cs_local_%3Cx%3E"')
    expect(page).not.toContain("<x>")
  })

  it("offers no buttons once paid or cancelled, only the way back", () => {
    const paid = renderLocalCheckoutPage(session({ status: "complete", paymentStatus: "paid" }))
    expect(paid).not.toContain("<form")
    expect(paid).toContain("già stato completato")
    expect(paid).toContain('href="http://localhost:5173/payment-success?session_id=cs_local_%3Cx%3E"')
    const cancelled = renderLocalCheckoutPage(session({ status: "expired" }))
    expect(cancelled).toContain("non è stato addebitato nulla")
    expect(cancelled).toContain('href="http://localhost:5173/payment-cancelled"')
  })

  it("names the origins the form may redirect to, for the CSP form-action", () => {
    expect(localCheckoutRedirectOrigins(session())).toEqual(["http://localhost:5173"])
  })
})
