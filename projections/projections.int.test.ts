import { randomUUID } from "node:crypto"
import { describe, expect, it } from "vitest"
import { appendToStreams } from "../eventstore/event-store.ts"
import type { NewEvent } from "../eventstore/events.ts"
import { createTestDatabase } from "../test/support/database.ts"
import { catchUp, catchUpAllOnce, startProjector } from "./projector.ts"
import { inlineProjectionsHook } from "./inline-projections.ts"
import { rebuildProjection, rebuildProjections, verifyProjection } from "./rebuild.ts"
import { projections } from "./registry.ts"
import { activityByDay } from "./activity-by-day/activity-by-day-projection.ts"
import { readCheckpoint } from "./checkpoints.ts"
import type { Checkpoint } from "../eventstore/events.ts"
import { userDirectory } from "./user-directory/user-directory-projection.ts"

const { sql } = await createTestDatabase()
const hook = inlineProjectionsHook(projections)

const registered = (userId: string, email: string, at = "2026-11-20T10:00:00.000Z"): NewEvent => ({
  type: "UserRegistered",
  data: {
    userId,
    name: "Giulia",
    email,
    aiName: "Cogi",
    isAdmin: false,
    registeredAt: at,
    passwordHash: "h",
    encryptionSalt: "s",
  },
  personal: { subjectId: userId, fields: ["name", "email"] },
})
const register = (userId: string, email: string, more: ReadonlyArray<NewEvent> = []) =>
  appendToStreams(
    sql,
    [{ streamId: `user-${userId}`, expected: "no_stream", events: [registered(userId, email), ...more] }],
    [hook],
  )

const recorded = (
  chatId: string,
  role: "user" | "assistant",
  at: string,
  messageId: string = randomUUID(),
): NewEvent => ({
  type: "MessageRecorded",
  data: { chatId, messageId, role, ciphertext: "eA==", image: null, at },
})

describe("user directory (inline)", () => {
  it("given a registration, verification, login and rename, then the row reflects them at once", async () => {
    const id = randomUUID()
    await register(id, `${id}@example.it`, [
      { type: "EmailVerified", data: { at: "2026-11-20T10:05:00.000Z" } },
      { type: "UserLoggedIn", data: { at: "2026-11-20T11:00:00.000Z" } },
      { type: "AssistantRenamed", data: { aiName: "Luna" } },
    ])
    const [row] = await sql`select name, email, ai_name, is_verified, last_login from users where id = ${id}`
    expect(row).toEqual({
      name: "Giulia",
      email: `${id}@example.it`,
      ai_name: "Luna",
      is_verified: true,
      last_login: new Date("2026-11-20T11:00:00.000Z"),
    })
  })

  it("given an email already in the directory, when another user registers it, then the append is rolled back whole", async () => {
    const email = `${randomUUID()}@example.it`
    await register(randomUUID(), email)
    const second = randomUUID()
    await expect(register(second, email)).rejects.toMatchObject({ code: "23505" })
    const events = await sql`select 1 from events where stream_id = ${`user-${second}`}`
    expect(events).toHaveLength(0)
  })

  it("given a deleted user, then the row is gone; and live equals a rebuild from the log", async () => {
    const id = randomUUID()
    await register(id, `${id}@example.it`, [
      { type: "UserDeleted", data: { at: "2026-11-21T00:00:00.000Z" } },
    ])
    expect(await sql`select 1 from users where id = ${id}`).toHaveLength(0)
    expect(await verifyProjection(sql, userDirectory)).toEqual({ name: "users", missing: 0, unexpected: 0 })
  })

  it("when rebuilt, then the swapped-in table holds the same rows and keeps enforcing unique emails", async () => {
    const before = await sql`select * from users order by id`
    let last = 0
    await rebuildProjection(sql, userDirectory, (done) => (last = done))
    expect(last).toBeGreaterThan(0)
    expect(await sql`select * from users order by id`).toEqual(before)
    const email = (before[0] as { email: string }).email
    await expect(register(randomUUID(), email)).rejects.toMatchObject({ code: "23505" })
  })
})

describe("activity by day (async)", () => {
  it("given events, when the projector runs, then counters are per Rome day and verify finds no difference", async () => {
    await register(randomUUID(), `${randomUUID()}@example.it`, [
      { type: "UserLoggedIn", data: { at: "2026-11-20T11:00:00.000Z" } },
    ])
    const projector = startProjector(sql, projections, { pollMs: 50 })
    await projector.ready
    await projector.stop()
    const [today] = await sql<{ registrations: number; logins: number }[]>`
      select registrations, logins from activity_by_day where day = (now() at time zone 'Europe/Rome')::date`
    const registrations = await sql`select 1 from events where type = 'UserRegistered'`
    expect(today?.registrations).toBe(registrations.length)
    expect(today?.logins).toBeGreaterThanOrEqual(1)
    expect(await verifyProjection(sql, activityByDay)).toEqual({
      name: "activity_by_day",
      missing: 0,
      unexpected: 0,
    })
  })

  it("when rebuilt while behind, then it catches up and the projector carries on without double counting", async () => {
    await register(randomUUID(), `${randomUUID()}@example.it`)
    await rebuildProjection(sql, activityByDay)
    await register(randomUUID(), `${randomUUID()}@example.it`)
    await catchUp(sql, activityByDay)
    const [sum] = await sql<
      { n: bigint }[]
    >`select coalesce(sum(registrations), 0)::bigint as n from activity_by_day`
    const registrations = await sql`select 1 from events where type = 'UserRegistered'`
    expect(Number(sum?.n)).toBe(registrations.length)
  })
})

describe("the running projector's pass", () => {
  const asyncOnes = projections.filter((p) => p.mode === "async")
  const registrations = async () => {
    const [sum] = await sql<
      { n: bigint }[]
    >`select coalesce(sum(registrations), 0)::bigint as n from activity_by_day`
    const all = await sql`select 1 from events where type = 'UserRegistered'`
    return { projected: Number(sum?.n), logged: all.length }
  }
  const head = async () => {
    const [row] = await sql<{ transaction_id: string; global_position: bigint }[]>`
      select transaction_id::text, global_position from events order by transaction_id desc, global_position desc limit 1`
    return { transactionId: row!.transaction_id, globalPosition: row!.global_position }
  }

  it("given events, then one pass moves every async projection to the head; a checkpoint a rebuild moved meanwhile is taken as it is, never applied twice", async () => {
    expect(asyncOnes.length).toBeGreaterThan(1)
    const known = new Map<string, Checkpoint>()
    await register(randomUUID(), `${randomUUID()}@example.it`)
    while ((await catchUpAllOnce(sql, asyncOnes, known)) > 0);
    for (const projection of asyncOnes) {
      expect(await readCheckpoint(sql, projection.name)).toEqual(await head())
      expect(known.get(projection.name)).toEqual(await head())
    }
    await register(randomUUID(), `${randomUUID()}@example.it`)
    // a rebuild swaps in a fresh table that already counts this registration, and moves the checkpoint
    await rebuildProjection(sql, activityByDay)
    await register(randomUUID(), `${randomUUID()}@example.it`)
    const heard: Array<string> = []
    while (
      (await catchUpAllOnce(sql, asyncOnes, known, (p, events) => heard.push(`${p.name}:${events.length}`))) >
      0
    );
    const { projected, logged } = await registrations()
    expect(projected).toBe(logged)
    for (const projection of asyncOnes)
      expect(await readCheckpoint(sql, projection.name)).toEqual(await head())
    expect(heard.length).toBeGreaterThan(0)
    // caught up: a pass reads the (empty) rest of the log and writes nothing
    expect(await catchUpAllOnce(sql, asyncOnes, known)).toBe(0)
  })
})

describe("every projection", () => {
  it("given users, chats with sessions and messages, and wallet movements, then each live read model equals a rebuild from the log", async () => {
    const userId = randomUUID()
    await register(userId, `${userId}@example.it`)
    const at = (minute: number) => `2026-11-20T10:${String(minute).padStart(2, "0")}:00.000Z`
    const chatId = randomUUID()
    await appendToStreams(
      sql,
      [
        {
          streamId: `wallet-${userId}`,
          expected: "no_stream",
          events: [
            { type: "FreeSessionsGranted", data: { userId, count: 3, at: at(0) } },
            {
              type: "CodeRedeemed",
              data: { userId, code: "WELCOME10", grant: { _tag: "Credits", credits: 10 }, at: at(1) },
            },
            { type: "CreditReserved", data: { userId, chatId, source: "free", at: at(2) } },
          ],
        },
        {
          streamId: `chat-${chatId}`,
          expected: "no_stream",
          events: [
            { type: "ChatCreated", data: { chatId, userId, approach: "gemini", at: at(1) } },
            { type: "ChatTitled", data: { chatId, titleCiphertext: "dGl0b2xv", at: at(2) } },
            {
              type: "SessionStarted",
              data: { chatId, startedAt: at(2), endsAt: at(32), creditSource: "free" },
            },
            recorded(chatId, "user", at(3)),
            recorded(chatId, "assistant", at(4), "r1"),
            // "Rigenera" took the reply out of the conversation, so out of its count
            {
              type: "ExchangeSuperseded",
              data: { chatId, messageIds: ["r1"], reason: "regenerate", at: at(5) },
            },
            { type: "SessionCompleted", data: { chatId, at: at(32), by: "expiry" } },
          ],
        },
      ],
      [hook],
    )
    await appendToStreams(
      sql,
      [
        {
          streamId: `wallet-${userId}`,
          expected: 3,
          events: [{ type: "CreditConsumed", data: { userId, chatId, source: "free", at: at(32) } }],
        },
      ],
      [hook],
    )
    await catchUp(sql, activityByDay)
    for (const projection of projections) {
      expect(await verifyProjection(sql, projection)).toEqual({
        name: projection.name,
        missing: 0,
        unexpected: 0,
      })
    }
    const [chat] = await sql`select message_count, title_ciphertext from chats where id = ${chatId}`
    expect(chat).toEqual({ message_count: 1, title_ciphertext: "dGl0b2xv" })

    // all of them rebuilt in one pass over the log: the same rows again, and still what verify expects
    const before = await Promise.all(
      projections.map((p) => sql.unsafe(`select * from "${p.name}" order by 1`)),
    )
    const progress: Array<number> = []
    await rebuildProjections(sql, projections, (done) => progress.push(done))
    const after = await Promise.all(
      projections.map((p) => sql.unsafe(`select * from "${p.name}" order by 1`)),
    )
    expect(after).toEqual(before)
    expect(progress.at(-1)).toBeGreaterThan(0)
    for (const projection of projections)
      expect(await verifyProjection(sql, projection)).toMatchObject({ missing: 0, unexpected: 0 })
  })
})

describe("a deleted user (inline)", () => {
  it("given a user with a chat and a wallet and another user's chat, when UserDeleted is appended, then only the deleted user's rows leave users, chats and wallets; and every live read model equals a rebuild", async () => {
    const at = (minute: number) => `2026-11-20T12:${String(minute).padStart(2, "0")}:00.000Z`
    const withChat = async (userId: string) => {
      await register(userId, `${userId}@example.it`)
      const chatId = randomUUID()
      await appendToStreams(
        sql,
        [
          {
            streamId: `wallet-${userId}`,
            expected: "no_stream",
            events: [{ type: "FreeSessionsGranted", data: { userId, count: 3, at: at(0) } }],
          },
          {
            streamId: `chat-${chatId}`,
            expected: "no_stream",
            events: [
              { type: "ChatCreated", data: { chatId, userId, approach: "claude", at: at(1) } },
              {
                type: "MessageRecorded",
                data: {
                  chatId,
                  messageId: randomUUID(),
                  role: "user",
                  ciphertext: "eA==",
                  image: null,
                  at: at(2),
                },
              },
            ],
          },
        ],
        [hook],
      )
      return chatId
    }
    const deleted = randomUUID()
    const kept = randomUUID()
    const deletedChat = await withChat(deleted)
    const keptChat = await withChat(kept)
    await appendToStreams(
      sql,
      [
        {
          streamId: `user-${deleted}`,
          expected: 1,
          events: [{ type: "UserDeleted", data: { userId: deleted, at: at(5), by: kept } }],
        },
      ],
      [hook],
    )
    // the wallet moves in the log afterwards (a late payment, an expiring session): no row comes back
    await appendToStreams(
      sql,
      [
        {
          streamId: `wallet-${deleted}`,
          expected: 1,
          events: [
            {
              type: "CreditsPurchased",
              data: { userId: deleted, checkoutId: "cs_x", credits: 1, at: at(6) },
            },
          ],
        },
      ],
      [hook],
    )

    expect(await sql`select 1 from users where id = ${deleted}`).toHaveLength(0)
    expect(await sql`select 1 from chats where id = ${deletedChat}`).toHaveLength(0)
    expect(await sql`select 1 from wallets where user_id = ${deleted}`).toHaveLength(0)
    expect(await sql`select 1 from users where id = ${kept}`).toHaveLength(1)
    expect(await sql`select 1 from chats where id = ${keptChat}`).toHaveLength(1)
    expect(await sql`select 1 from wallets where user_id = ${kept}`).toHaveLength(1)
    await catchUp(sql, activityByDay)
    for (const projection of projections) {
      expect(await verifyProjection(sql, projection)).toEqual({
        name: projection.name,
        missing: 0,
        unexpected: 0,
      })
    }
  })
})
