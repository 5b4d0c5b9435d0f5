import { describe, expect, it } from "vitest"
import { PERMANENT_UNLIMITED_EXPIRES_AT } from "../domain/shared/constants.ts"
import { foldEvents } from "../domain/shared/decider.ts"
import { sessionInfo } from "../domain/wallet/session-info.ts"
import { walletDecider } from "../domain/wallet/wallet-decider.ts"
import type { WalletEvent } from "../domain/wallet/wallet-events.ts"
import { compareWithSessionInfo, expectedSessionInfo, foldLedger, formatLedger } from "./wallet-ledger.ts"

const userId = "u1"
const t = (day: number, hour = 10) => new Date(Date.UTC(2026, 10, day, hour)).toISOString()
const free = (at = t(1)): WalletEvent => ({
  _tag: "FreeSessionsGranted",
  schemaVersion: 1,
  userId,
  count: 3,
  at,
})
const reserve = (
  chatId: string,
  source: "free" | "subscription" | "purchased" | "unlimited",
  at: string,
): WalletEvent => ({
  _tag: "CreditReserved",
  schemaVersion: 1,
  userId,
  chatId,
  source,
  at,
})
const consume = (
  chatId: string,
  source: "free" | "subscription" | "purchased" | "unlimited",
  at: string,
): WalletEvent => ({
  _tag: "CreditConsumed",
  schemaVersion: 1,
  userId,
  chatId,
  source,
  at,
})
const release = (
  chatId: string,
  source: "free" | "subscription" | "purchased" | "unlimited",
  at: string,
): WalletEvent => ({
  _tag: "CreditReleased",
  schemaVersion: 1,
  userId,
  chatId,
  source,
  at,
})
const activated = (at: string, expiresAt: string): WalletEvent => ({
  _tag: "SubscriptionActivated",
  schemaVersion: 1,
  userId,
  checkoutId: "cs_1",
  subscriptionId: "sub_1",
  sessions: 8,
  periodStart: at,
  expiresAt,
  at,
})
const renewed = (periodStart: string, expiresAt: string): WalletEvent => ({
  _tag: "SubscriptionRenewed",
  schemaVersion: 1,
  userId,
  subscriptionId: "sub_1",
  invoiceId: "in_2",
  sessions: 8,
  periodStart,
  expiresAt,
  at: periodStart,
})

/** The domain's own answer, as the read model computes it. */
const domainInfo = (events: ReadonlyArray<WalletEvent>, now: string) =>
  sessionInfo(foldEvents(walletDecider, events), now)

describe("foldLedger", () => {
  it("given free sessions, a purchase and a code, when folded, then each row carries the running balance per bucket", () => {
    const events: ReadonlyArray<WalletEvent> = [
      free(),
      { _tag: "CreditsPurchased", schemaVersion: 1, userId, checkoutId: "cs_a", credits: 1, at: t(2) },
      {
        _tag: "CodeRedeemed",
        schemaVersion: 1,
        userId,
        code: "WELCOME10",
        grant: { _tag: "Credits", credits: 10 },
        at: t(3),
      },
      reserve("c1", "free", t(4)),
      consume("c1", "free", t(4, 11)),
    ]
    const { rows, final } = foldLedger(events)
    expect(rows.map((r) => [r.event, r.balances.free, r.balances.purchased])).toEqual([
      ["FreeSessionsGranted", 3, 0],
      ["CreditsPurchased", 3, 1],
      ["CodeRedeemed", 3, 11],
      ["CreditReserved", 2, 11],
      ["CreditConsumed", 2, 11],
    ])
    expect(rows[2]?.change).toBe("codice WELCOME10: +10 acquistate/codici")
    expect(final).toMatchObject({ free: 2, purchased: 11, unlimitedUntil: null })
    expect(formatLedger(rows).split("\n")).toHaveLength(6)
  })

  it("given a released reservation, when folded, then the credit comes back, but a subscription credit only to its own period", () => {
    const events: ReadonlyArray<WalletEvent> = [
      free(),
      reserve("c1", "free", t(2)),
      release("c1", "free", t(2, 11)),
      activated(t(3), t(33)),
      reserve("c2", "subscription", t(4)),
      renewed(t(33), t(63)),
      release("c2", "subscription", t(34)),
    ]
    const { rows, final } = foldLedger(events)
    expect(rows[2]?.change).toBe("+1 gratuite (restituita, chat c1)")
    expect(rows[6]?.change).toBe("chat c2 rilasciata, nulla da restituire")
    expect(final).toMatchObject({ free: 3, subscription: 8, subscriptionExpiresAt: t(63) })
    expect(compareWithSessionInfo(final, domainInfo(events, t(40)), t(40))).toEqual([])
  })

  it("given unlimited codes, when folded, then the expiry is the code's and permanent shows as the far-future date", () => {
    const timed: ReadonlyArray<WalletEvent> = [
      free(),
      {
        _tag: "CodeRedeemed",
        schemaVersion: 1,
        userId,
        code: "GOLDEN7",
        grant: { _tag: "Unlimited", until: t(8) },
        at: t(1),
      },
      reserve("c1", "unlimited", t(2)),
      consume("c1", "unlimited", t(2, 11)),
    ]
    const { final } = foldLedger(timed)
    expect(expectedSessionInfo(final, t(5))).toMatchObject({
      has_unlimited_sessions: true,
      unlimited_expires_at: t(8),
      free_sessions_remaining: 3,
    })
    expect(expectedSessionInfo(final, t(9))).toMatchObject({
      has_unlimited_sessions: false,
      unlimited_expires_at: null,
    })
    const permanent = foldLedger([
      ...timed,
      {
        _tag: "CodeRedeemed",
        schemaVersion: 1,
        userId,
        code: "VIPFOREVER",
        grant: { _tag: "Unlimited", until: null },
        at: t(3),
      },
    ])
    expect(expectedSessionInfo(permanent.final, t(20)).unlimited_expires_at).toBe(
      PERMANENT_UNLIMITED_EXPIRES_AT,
    )
  })

  it("given an expired subscription period, when compared at a later instant, then its sessions no longer count", () => {
    const events: ReadonlyArray<WalletEvent> = [
      free(),
      activated(t(1), t(20)),
      reserve("c1", "subscription", t(2)),
    ]
    const { final } = foldLedger(events)
    expect(expectedSessionInfo(final, t(3))).toMatchObject({
      subscription_sessions_remaining: 7,
      has_active_subscription: true,
      total_sessions_available: 10,
    })
    expect(expectedSessionInfo(final, t(25))).toMatchObject({
      subscription_sessions_remaining: 0,
      has_active_subscription: false,
      subscription_expires_at: null,
    })
  })

  it("given many event mixes, when the ledger and the domain fold them, then session-info agrees at several instants", () => {
    const mixes: ReadonlyArray<ReadonlyArray<WalletEvent>> = [
      [
        free(),
        reserve("a", "free", t(2)),
        consume("a", "free", t(2)),
        reserve("b", "free", t(3)),
        release("b", "free", t(3)),
      ],
      [
        free(),
        activated(t(2), t(32)),
        reserve("a", "free", t(3)),
        reserve("b", "subscription", t(4)),
        consume("b", "subscription", t(4)),
      ],
      [
        free(),
        { _tag: "CreditsPurchased", schemaVersion: 1, userId, checkoutId: "x", credits: 1, at: t(2) },
        reserve("a", "purchased", t(3)),
        release("a", "purchased", t(4)),
      ],
      [
        free(),
        activated(t(2), t(32)),
        { _tag: "SubscriptionCancelled", schemaVersion: 1, userId, subscriptionId: "sub_1", at: t(5) },
        renewed(t(32), t(62)),
      ],
      // cancelled at the period's end and not renewed: "will not renew" until it ends (issue 28)
      [
        free(),
        activated(t(2), t(32)),
        { _tag: "SubscriptionCancelled", schemaVersion: 1, userId, subscriptionId: "sub_1", at: t(5) },
      ],
    ]
    expect(expectedSessionInfo(foldLedger(mixes[4] ?? []).final, t(6)).subscription_cancelled).toBe(true)
    for (const events of mixes) {
      const { final } = foldLedger(events)
      for (const now of [t(6), t(40), t(70)])
        expect(compareWithSessionInfo(final, domainInfo(events, now), now)).toEqual([])
    }
  })

  it("given a read model that disagrees, when compared, then each differing field is reported", () => {
    const { final } = foldLedger([free()])
    const wrong = { ...domainInfo([free()], t(2)), free_sessions_remaining: 2, total_sessions_available: 2 }
    expect(compareWithSessionInfo(final, wrong, t(2))).toEqual([
      { field: "free_sessions_remaining", ledger: 3, sessionInfo: 2 },
      { field: "total_sessions_available", ledger: 3, sessionInfo: 2 },
    ])
  })
})
