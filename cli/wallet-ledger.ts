import { PERMANENT_UNLIMITED_EXPIRES_AT } from "../domain/shared/constants.ts"
import type { SessionInfo } from "../domain/wallet/session-info.ts"
import type { CreditSource, WalletEvent } from "../domain/wallet/wallet-events.ts"
import { formatRomeShortDateTime } from "../domain/shared/italian-dates.ts"

/*
 * The auditor's own reading of a wallet stream: folded here independently of the domain's `evolveWallet` (which
 * the read model uses), so that a bug in either shows up as a mismatch. Pure: events in, rows and balances out.
 */

export interface Balances {
  readonly free: number
  /** The current subscription period's sessions (whether or not it has expired: see `expectedSessionInfo`). */
  readonly subscription: number
  readonly subscriptionId: string | null
  readonly subscriptionPeriodStart: string | null
  readonly subscriptionExpiresAt: string | null
  readonly purchased: number
  /** null: never unlimited; "permanent"; else the instant it ends. */
  readonly unlimitedUntil: string | null
  /** The free sessions were granted empty: the address had them with an earlier account. */
  readonly freeAlreadyUsed?: boolean
  /** The current subscription was cancelled: it runs to its end, then does not renew. */
  readonly subscriptionCancelled?: boolean
}

export interface LedgerRow {
  readonly at: string
  readonly event: WalletEvent["_tag"]
  /** What the event did, in words (Italian, like the product). */
  readonly change: string
  readonly balances: Balances
}

interface Held {
  readonly source: CreditSource
  readonly periodStart: string | null
  readonly status: "reserved" | "consumed" | "released"
}

export const emptyBalances: Balances = {
  free: 0,
  subscription: 0,
  subscriptionId: null,
  subscriptionPeriodStart: null,
  subscriptionExpiresAt: null,
  purchased: 0,
  unlimitedUntil: null,
}

const signed = (n: number) => (n >= 0 ? `+${n}` : String(n))
const bucketName: Record<CreditSource, string> = {
  unlimited: "illimitate",
  free: "gratuite",
  subscription: "abbonamento",
  purchased: "acquistate/codici",
  waived: "senza addebito",
}

const take = (b: Balances, source: CreditSource, delta: number): Balances => {
  switch (source) {
    case "unlimited":
    case "waived":
      return b
    case "free":
      return { ...b, free: b.free + delta }
    case "subscription":
      return b.subscriptionId === null ? b : { ...b, subscription: b.subscription + delta }
    case "purchased":
      return { ...b, purchased: b.purchased + delta }
  }
}

/** Folds a wallet stream into one row per event, with the running balance of every bucket. */
export const foldLedger = (
  events: ReadonlyArray<WalletEvent>,
): { readonly rows: ReadonlyArray<LedgerRow>; readonly final: Balances } => {
  let b = emptyBalances
  const held = new Map<string, Held>()
  const rows: Array<LedgerRow> = []
  const row = (event: WalletEvent, change: string) =>
    rows.push({ at: event.at, event: event._tag, change, balances: b })
  for (const event of events) {
    switch (event._tag) {
      case "FreeSessionsGranted":
        b = { ...b, free: b.free + event.count, freeAlreadyUsed: event.count === 0 }
        row(event, `${signed(event.count)} gratuite`)
        break
      case "CreditsPurchased":
        b = { ...b, purchased: b.purchased + event.credits }
        row(event, `${signed(event.credits)} acquistate (pagamento ${event.checkoutId})`)
        break
      case "SubscriptionActivated":
      case "SubscriptionRenewed": {
        const forfeited = b.subscriptionId !== null ? b.subscription : 0
        b = {
          ...b,
          subscription: event.sessions,
          subscriptionId: event.subscriptionId,
          subscriptionPeriodStart: event.periodStart,
          subscriptionExpiresAt: event.expiresAt,
          subscriptionCancelled: false,
        }
        const paid =
          event._tag === "SubscriptionActivated"
            ? `pagamento ${event.checkoutId}`
            : `fattura ${event.invoiceId}`
        row(
          event,
          `nuovo periodo: ${event.sessions} abbonamento fino al ${event.expiresAt} (${paid})${forfeited > 0 ? `; ${forfeited} del periodo precedente decadute` : ""}`,
        )
        break
      }
      case "SubscriptionCancelled":
        if (event.subscriptionId === b.subscriptionId) b = { ...b, subscriptionCancelled: true }
        row(event, `abbonamento ${event.subscriptionId} disdetto: nessun rinnovo`)
        break
      case "CodeRedeemed":
        if (event.grant._tag === "Credits") {
          b = { ...b, purchased: b.purchased + event.grant.credits }
          row(event, `codice ${event.code}: ${signed(event.grant.credits)} acquistate/codici`)
        } else {
          b = { ...b, unlimitedUntil: event.grant.until ?? "permanent" }
          row(
            event,
            `codice ${event.code}: illimitate ${event.grant.until === null ? "per sempre" : `fino al ${event.grant.until}`}`,
          )
        }
        break
      case "CreditReserved": {
        held.set(event.chatId, {
          source: event.source,
          periodStart: event.source === "subscription" ? b.subscriptionPeriodStart : null,
          status: "reserved",
        })
        b = take(b, event.source, -1)
        row(
          event,
          event.source === "unlimited"
            ? `sessione ${event.chatId}: illimitata, nulla scalato`
            : event.source === "waived"
              ? `sessione ${event.chatId}: senza addebito, nulla scalato`
              : `-1 ${bucketName[event.source]} (riservata, chat ${event.chatId})`,
        )
        break
      }
      case "CreditConsumed": {
        const h = held.get(event.chatId)
        if (h) held.set(event.chatId, { ...h, status: "consumed" })
        row(event, `sessione ${event.chatId} conteggiata`)
        break
      }
      case "CreditReleased": {
        const h = held.get(event.chatId)
        const returns =
          h !== undefined &&
          h.status === "reserved" &&
          (h.source !== "subscription" || h.periodStart === b.subscriptionPeriodStart)
        if (h) held.set(event.chatId, { ...h, status: "released" })
        if (returns) b = take(b, h.source, +1)
        row(
          event,
          returns && h.source !== "unlimited" && h.source !== "waived"
            ? `+1 ${bucketName[h.source]} (restituita, chat ${event.chatId})`
            : `chat ${event.chatId} rilasciata, nulla da restituire`,
        )
        break
      }
    }
  }
  return { rows, final: b }
}

const before = (a: string, b: string) => Date.parse(a) < Date.parse(b)

/** What GET /user/session-info must answer at `now` for these balances. */
export const expectedSessionInfo = (b: Balances, now: string): SessionInfo => {
  const active = b.subscriptionExpiresAt !== null && before(now, b.subscriptionExpiresAt)
  const subscription = active ? b.subscription : 0
  const unlimited =
    b.unlimitedUntil !== null && (b.unlimitedUntil === "permanent" || before(now, b.unlimitedUntil))
  return {
    free_sessions_remaining: b.free,
    subscription_sessions_remaining: subscription,
    purchased_sessions_remaining: b.purchased,
    total_sessions_available: b.free + subscription + b.purchased,
    has_active_subscription: active,
    subscription_expires_at: active ? b.subscriptionExpiresAt : null,
    subscription_cancelled: active && b.subscriptionCancelled === true,
    has_unlimited_sessions: unlimited,
    free_sessions_already_used: b.freeAlreadyUsed === true,
    unlimited_expires_at: unlimited
      ? b.unlimitedUntil === "permanent"
        ? PERMANENT_UNLIMITED_EXPIRES_AT
        : b.unlimitedUntil
      : null,
  }
}

export interface Mismatch {
  readonly field: keyof SessionInfo
  readonly ledger: unknown
  readonly sessionInfo: unknown
}

/** Every field where the ledger and session-info disagree (empty: they agree). */
export const compareWithSessionInfo = (
  b: Balances,
  actual: SessionInfo,
  now: string,
): ReadonlyArray<Mismatch> => {
  const expected = expectedSessionInfo(b, now)
  return (Object.keys(expected) as Array<keyof SessionInfo>)
    .filter((field) => expected[field] !== actual[field])
    .map((field) => ({ field, ledger: expected[field], sessionInfo: actual[field] }))
}

const when = (instant: string | null) =>
  instant === null ? "—" : instant === "permanent" ? "per sempre" : formatRomeShortDateTime(instant)

/** A plain-text table: date (Rome), event, change, then the balance of each bucket after it. */
export const formatLedger = (rows: ReadonlyArray<LedgerRow>): string => {
  const header = [
    "data",
    "evento",
    "variazione",
    "gratuite",
    "abbonamento",
    "acquistate",
    "illimitate fino al",
  ]
  const lines = rows.map((r) => [
    when(r.at),
    r.event,
    r.change,
    String(r.balances.free),
    r.balances.subscriptionId === null
      ? "—"
      : `${r.balances.subscription} (scade ${when(r.balances.subscriptionExpiresAt)})`,
    String(r.balances.purchased),
    when(r.balances.unlimitedUntil),
  ])
  return [header, ...lines].map((cells) => cells.join(" | ")).join("\n")
}
