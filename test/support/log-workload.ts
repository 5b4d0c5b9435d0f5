import { randomUUID } from "node:crypto"
import type { Sql, Tx } from "../../eventstore/db.ts"
import { toNewEvent, type DomainEvent } from "../../eventstore/event-codec.ts"
import { type AppendHook, appendToStreams } from "../../eventstore/event-store.ts"
import type { StreamAppend } from "../../eventstore/events.ts"
import { forgetSubject } from "../../eventstore/personal-data.ts"
import { inlineProjectionsHook } from "../../projections/inline-projections.ts"
import { projections } from "../../projections/registry.ts"

/**
 * A user's life in the log, as the app writes it: registration (personal data sealed), verification, a rename,
 * a chat whose session reserves a free credit, messages, completion (the credit consumed), a redeemed code, and
 * for some users an administrator's deletion (their keys deleted in the same transaction). Used by tests that
 * need a realistic log (the order across transaction-id boundaries) and by the benchmark's large log.
 */
export interface WorkloadOptions {
  readonly messages?: number
  readonly deleted?: boolean
  /** Write the events without the inline projections (to build a large log quickly before a rebuild). */
  readonly withoutProjections?: boolean
}

const ev = (event: DomainEvent & Record<string, unknown>) => toNewEvent(event)

export const userLife = (userId = randomUUID(), options: WorkloadOptions = {}) => {
  const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 9, minute)).toISOString()
  const chatId = randomUUID()
  const user = `user-${userId}`
  const wallet = `wallet-${userId}`
  const chat = `chat-${chatId}`
  const reservation = { schemaVersion: 1, userId, chatId, source: "free", at: at(3) }
  const message = (i: number) =>
    ev({
      _tag: "MessageRecorded",
      schemaVersion: 1,
      chatId,
      messageId: randomUUID(),
      role: i % 2 === 0 ? "user" : "assistant",
      ciphertext: Buffer.from(`cifrato-${i}-${"x".repeat(60)}`).toString("base64"),
      image: null,
      at: at(3 + i),
    })
  const messages = options.messages ?? 4
  const steps: Array<{ appends: ReadonlyArray<StreamAppend>; hooks?: ReadonlyArray<AppendHook> }> = [
    {
      appends: [
        {
          streamId: user,
          expected: "no_stream",
          events: [
            ev({
              _tag: "UserRegistered",
              schemaVersion: 1,
              userId,
              name: "Giulia Rossi",
              email: `${userId}@example.it`,
              passwordHash: "$argon2id$x",
              aiName: "Cogi",
              encryptionSalt: "AAAAAAAAAAAAAAAAAAAAAA==",
              isAdmin: false,
              emergencyContact: null,
              registeredAt: at(0),
            }),
            ev({ _tag: "EmailVerified", schemaVersion: 1, userId, at: at(1) }),
          ],
        },
        {
          streamId: wallet,
          expected: "no_stream",
          events: [ev({ _tag: "FreeSessionsGranted", schemaVersion: 1, userId, count: 3, at: at(0) })],
        },
      ],
    },
    {
      appends: [
        {
          streamId: user,
          expected: 2,
          events: [ev({ _tag: "AssistantRenamed", schemaVersion: 1, userId, aiName: "Luna", at: at(2) })],
        },
      ],
    },
    {
      appends: [
        {
          streamId: chat,
          expected: "no_stream",
          events: [
            ev({ _tag: "ChatCreated", schemaVersion: 1, chatId, userId, approach: "claude", at: at(2) }),
          ],
        },
      ],
    },
    {
      appends: [
        {
          streamId: chat,
          expected: 1,
          events: [
            ev({
              _tag: "SessionStarted",
              schemaVersion: 1,
              chatId,
              startedAt: at(3),
              endsAt: at(33),
              creditSource: "free",
            }),
            message(0),
          ],
        },
        { streamId: wallet, expected: 1, events: [ev({ _tag: "CreditReserved", ...reservation })] },
      ],
    },
    ...Array.from({ length: Math.max(0, messages - 1) }, (_, i) => ({
      appends: [{ streamId: chat, expected: 3 + i, events: [message(i + 1)] }],
    })),
    {
      appends: [
        {
          streamId: chat,
          expected: 2 + messages,
          events: [ev({ _tag: "SessionCompleted", schemaVersion: 1, chatId, at: at(34), by: "client" })],
        },
        { streamId: wallet, expected: 2, events: [ev({ _tag: "CreditConsumed", ...reservation })] },
      ],
    },
    {
      appends: [
        {
          streamId: wallet,
          expected: 3,
          events: [
            ev({
              _tag: "CodeRedeemed",
              schemaVersion: 1,
              userId,
              code: "WELCOME10",
              grant: { _tag: "Credits", credits: 1 },
              at: at(40),
            }),
          ],
        },
      ],
    },
  ]
  if (options.deleted)
    steps.push({
      appends: [
        {
          streamId: user,
          expected: 3,
          events: [ev({ _tag: "UserDeleted", schemaVersion: 1, userId, at: at(50), by: randomUUID() })],
        },
      ],
      hooks: [async (tx: Tx) => forgetSubject(tx, userId)],
    })
  return { userId, chatId, steps }
}

/** Appends each user's life step by step, `concurrency` users at a time (their appends interleave). */
export const writeUserLives = async (
  sql: Sql,
  users: number,
  options: WorkloadOptions & { readonly concurrency?: number; readonly deleteEvery?: number } = {},
) => {
  const inline = options.withoutProjections ? [] : [inlineProjectionsHook(projections)]
  let next = 0
  const worker = async () => {
    while (next < users) {
      const i = next++
      const life = userLife(undefined, {
        ...options,
        deleted: options.deleteEvery !== undefined && i % options.deleteEvery === 0,
      })
      for (const step of life.steps)
        await appendToStreams(sql, step.appends, [...inline, ...(step.hooks ?? [])])
    }
  }
  await Promise.all(Array.from({ length: options.concurrency ?? 4 }, worker))
}

/** Moves the cluster's transaction counter to `target` - 1 (each CALL iteration commits one transaction). */
export const burnTransactionIdsTo = async (sql: Sql, target: bigint) => {
  await sql`create or replace procedure cogi_test_burn_xids(n int) language plpgsql as $$
    begin for i in 1..n loop perform pg_current_xact_id(); commit; end loop; end $$`
  const [row] = await sql<{ xid: string }[]>`select pg_current_xact_id()::text as xid`
  const now = BigInt(row?.xid ?? "0")
  if (target - 1n > now) await sql`call cogi_test_burn_xids(${Number(target - 1n - now)})`
}

/** The smallest power of ten above the current transaction id, at least `margin` ids away. */
export const nextPowerOfTen = async (sql: Sql, margin = 200n) => {
  const [row] = await sql<{ xid: string }[]>`select pg_current_xact_id()::text as xid`
  let power = 10n
  while (power <= BigInt(row?.xid ?? "0") + margin) power *= 10n
  return power
}
