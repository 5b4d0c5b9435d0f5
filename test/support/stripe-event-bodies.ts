/** Stripe-shaped webhook bodies for the checkout tests (the local provider verifies them like Stripe). */
/** A Stripe-shaped checkout.session.completed for one of our sessions. */
export const completedEvent = (
  eventId: string,
  s: { id: string; userId: string; packageType: string; amount: number; subscription?: string },
  type = "checkout.session.completed",
) =>
  JSON.stringify({
    id: eventId,
    object: "event",
    api_version: "2026-10-28.endive",
    created: Math.floor(Date.now() / 1000),
    type,
    data: {
      object: {
        id: s.id,
        object: "checkout.session",
        mode: s.packageType === "monthly_subscription" ? "subscription" : "payment",
        status: "complete",
        payment_status: "paid",
        amount_total: s.amount,
        currency: "eur",
        client_reference_id: s.userId,
        metadata: { userId: s.userId, packageType: s.packageType },
        subscription: s.subscription ?? null,
        invoice: null,
      },
    },
  })

export const invoicePaid = (
  eventId: string,
  i: { id: string; subscription: string; userId?: string; start: number; end: number; reason?: string },
) =>
  JSON.stringify({
    id: eventId,
    object: "event",
    api_version: "2026-10-28.endive",
    created: Math.floor(Date.now() / 1000),
    type: "invoice.paid",
    data: {
      object: {
        id: i.id,
        object: "invoice",
        amount_paid: 1999,
        currency: "eur",
        billing_reason: i.reason ?? "subscription_cycle",
        period_start: i.start - 30 * 86_400,
        period_end: i.start,
        parent: {
          type: "subscription_details",
          subscription_details: {
            subscription: i.subscription,
            metadata: i.userId ? { userId: i.userId, packageType: "monthly_subscription" } : {},
          },
        },
        lines: {
          object: "list",
          data: [
            {
              id: `il_${i.id}`,
              object: "line_item",
              metadata: {},
              parent: { type: "subscription_item_details" },
              period: { start: i.start, end: i.end },
            },
          ],
        },
      },
    },
  })

export const shuffle = <A>(items: ReadonlyArray<A>): Array<A> => {
  const out = [...items]
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1))
    ;[out[i], out[j]] = [out[j]!, out[i]!]
  }
  return out
}
