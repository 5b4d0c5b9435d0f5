import { execFile } from "node:child_process"
import { randomUUID } from "node:crypto"
import { describe, expect, it } from "vitest"
import type { WalletEvent } from "../domain/wallet/wallet-events.ts"
import { toNewEvent } from "../eventstore/event-codec.ts"
import { appendToStreams } from "../eventstore/event-store.ts"
import { inlineProjectionsHook } from "../projections/inline-projections.ts"
import { projections } from "../projections/registry.ts"
import { createTestDatabase } from "../test/support/database.ts"

const db = await createTestDatabase()

const runAudit = (...args: ReadonlyArray<string>) =>
  new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ["cli/audit.ts", ...args],
      { env: { ...process.env, DATABASE_URL: db.url }, timeout: 20_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    )
  })

/** A user (directory row) and a wallet written straight to the log, through the inline projections. */
const seed = async (wallet: (userId: string, at: string) => ReadonlyArray<WalletEvent>) => {
  const userId = randomUUID()
  const email = `audit.${userId.slice(0, 8)}@example.it`
  const at = new Date(Date.now() - 3_600_000).toISOString()
  const registered = {
    _tag: "UserRegistered",
    schemaVersion: 1,
    userId,
    name: "Paola",
    email,
    passwordHash: "x",
    aiName: "Cogi",
    encryptionSalt: "AAAAAAAAAAAAAAAAAAAAAA==",
    isAdmin: false,
    emergencyContact: null,
    registeredAt: at,
  }
  await appendToStreams(
    db.sql,
    [
      { streamId: `user-${userId}`, expected: "no_stream", events: [toNewEvent(registered)] },
      {
        streamId: `wallet-${userId}`,
        expected: "no_stream",
        events: wallet(userId, at).map((e) => toNewEvent(e)),
      },
    ],
    [inlineProjectionsHook(projections)],
  )
  return { userId, email }
}

const history = (userId: string, at: string): ReadonlyArray<WalletEvent> => [
  { _tag: "FreeSessionsGranted", schemaVersion: 1, userId, count: 3, at },
  {
    _tag: "CodeRedeemed",
    schemaVersion: 1,
    userId,
    code: "WELCOME10",
    grant: { _tag: "Credits", credits: 10 },
    at,
  },
  { _tag: "CreditsPurchased", schemaVersion: 1, userId, checkoutId: "cs_local_1", credits: 1, at },
  { _tag: "CreditReserved", schemaVersion: 1, userId, chatId: "chat-1", source: "free", at },
  { _tag: "CreditConsumed", schemaVersion: 1, userId, chatId: "chat-1", source: "free", at },
]

describe("npm run audit", () => {
  it("given a consistent wallet, when its ledger is printed by email, then every event is listed with running balances and OK", async () => {
    const { userId, email } = await seed(history)
    const result = await runAudit("ledger", email.toUpperCase())
    expect(result.code, result.stderr).toBe(0)
    expect(result.stdout).toContain(`Wallet of ${userId} (${email}): 5 events`)
    expect(result.stdout).toContain("codice WELCOME10: +10 acquistate/codici")
    expect(result.stdout).toContain(
      "Final balance from the log: free 2, subscription none, purchased/codes 11, unlimited none",
    )
    expect(result.stdout).toContain("OK: the log's balance matches session-info")
    expect((await runAudit("ledger", userId)).code).toBe(0)
  })

  it("given a read model that drifted from the log, when audited, then the mismatch is printed and the exit code is 1", async () => {
    await seed(history)
    const drifted = await seed(history)
    await db.sql`update wallets set state = jsonb_set(state, '{purchasedRemaining}', '99') where user_id = ${drifted.userId}`
    const one = await runAudit("ledger", drifted.email)
    expect(one.code).toBe(1)
    expect(one.stdout).toContain("purchased_sessions_remaining: ledger 11 ≠ session-info 99")
    const all = await runAudit("verify-all")
    expect(all.code).toBe(1)
    expect(all.stdout).toContain(`MISMATCH wallet-${drifted.userId}`)
    expect(all.stdout).toMatch(/\d+ wallets checked, 1 mismatched/)
    await db.sql`update wallets set state = jsonb_set(state, '{purchasedRemaining}', '11') where user_id = ${drifted.userId}`
    const fixed = await runAudit("verify-all")
    expect(fixed.code, fixed.stdout).toBe(0)
    expect(fixed.stdout).toMatch(/\d+ wallets checked, 0 mismatched: OK/)
  })

  it("given bad usage or an unknown email, when run, then exit 2", async () => {
    expect((await runAudit()).code).toBe(2)
    expect((await runAudit("ledger", "nobody@example.it")).code).toBe(2)
  })
})
