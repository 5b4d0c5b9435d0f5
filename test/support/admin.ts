import { randomUUID } from "node:crypto"
import { Duration, Effect } from "effect"
import { appendToStreams } from "../../eventstore/event-store.ts"
import { toNewEvent } from "../../eventstore/event-codec.ts"
import type { Sql } from "../../eventstore/db.ts"
import { inlineProjectionsHook } from "../../projections/inline-projections.ts"
import { projections } from "../../projections/registry.ts"
import { postJson, signUpAndIn, testJwtSecret } from "./app-server.ts"
import type { TestDatabase } from "./database.ts"
import { type AuthBody, mailJobsOf, registration } from "./accounts.ts"
import { makeTokens } from "../../api/authentication/tokens.ts"

/*
 * Test support for the admin endpoints (not a test file): accounts made over HTTP (with a real password) or
 * written straight to the log (with a chosen registration time), and long-lived tokens that survive a moved clock.
 */

export interface Account {
  readonly userId: string
  readonly email: string
  readonly password: string
  readonly token: string
}

/** Registers over HTTP; verifies the address with the token of the verification mail unless `verified` is false. */
export const registerAccount = (
  db: TestDatabase,
  options: { readonly verified?: boolean; readonly name?: string } = {},
) =>
  Effect.gen(function* () {
    const body = registration(options.name === undefined ? {} : { name: options.name })
    const registered = yield* signUpAndIn(body)
    if (registered.status !== 200)
      return yield* Effect.die(new Error(`register: ${registered.status} ${registered.text}`))
    const { user, access_token } = registered.json as AuthBody
    if (options.verified !== false) {
      const [job] = yield* mailJobsOf(db, user.id)
      const verified = yield* postJson("/api/auth/verify-email", { token: job?.token })
      if (verified.status !== 200)
        return yield* Effect.die(new Error(`verify: ${verified.status} ${verified.text}`))
    }
    return {
      userId: user.id,
      email: body.email,
      password: body.password,
      token: access_token,
    } satisfies Account
  })

/** A token valid for 30 days of the real clock, so that tests may move the app clock by a week. */
export const longLivedToken = (userId: string, isAdmin: boolean) =>
  makeTokens({ secret: testJwtSecret, ttl: Duration.days(30) }).sign({ id: userId, isAdmin })

/** A verified user (or admin) written to the log with the given registration time, with the 3 free sessions. */
export const seedAccountAt = async (
  sql: Sql,
  registeredAt: string,
  options: { readonly isAdmin?: boolean; readonly verified?: boolean } = {},
) => {
  const userId = randomUUID()
  const events = [
    toNewEvent({
      _tag: "UserRegistered",
      schemaVersion: 1,
      userId,
      name: "Marco",
      email: `${userId}@example.it`,
      passwordHash: "x",
      aiName: "Cogi",
      encryptionSalt: "AAAAAAAAAAAAAAAAAAAAAA==",
      isAdmin: options.isAdmin === true,
      emergencyContact: null,
      registeredAt,
    } as never),
    ...(options.verified === false
      ? []
      : [toNewEvent({ _tag: "EmailVerified", schemaVersion: 1, userId, at: registeredAt } as never)]),
  ]
  await appendToStreams(
    sql,
    [
      { streamId: `user-${userId}`, expected: "no_stream", events },
      {
        streamId: `wallet-${userId}`,
        expected: "no_stream",
        events: [
          toNewEvent({
            _tag: "FreeSessionsGranted",
            schemaVersion: 1,
            userId,
            count: 3,
            at: registeredAt,
          } as never),
        ],
      },
    ],
    [inlineProjectionsHook(projections)],
  )
  return userId
}

/** Starts a chat over HTTP and records one (encrypted) user message in it. */
export const chatWithOneMessage = (token: string) =>
  Effect.gen(function* () {
    const created = yield* postJson("/api/chats", { therapeutic_approach: "claude" }, token)
    if (created.status !== 201)
      return yield* Effect.die(new Error(`create chat: ${created.status} ${created.text}`))
    const chatId = (created.json as { id: string }).id
    const sent = yield* postJson(
      `/api/chats/${chatId}/messages`,
      { content: "Ciao", ciphertext: "Y2lhbw==" },
      token,
    )
    if (sent.status !== 200) return yield* Effect.die(new Error(`send: ${sent.status} ${sent.text}`))
    return chatId
  })
