import { randomUUID } from "node:crypto"
import { Duration, Effect } from "effect"
import { makeTokens } from "../../api/authentication/tokens.ts"
import type { Sql } from "../../eventstore/db.ts"
import { toNewEvent } from "../../eventstore/event-codec.ts"
import { appendToStreams } from "../../eventstore/event-store.ts"
import { inlineProjectionsHook } from "../../projections/inline-projections.ts"
import { projections } from "../../projections/registry.ts"

export const testJwtSecret = new TextEncoder().encode("test-secret-test-secret-test-secret!!")

/** A registered, verified user with the 3 free sessions, written straight to the log; returns a bearer token. */
export interface SeedOptions {
  readonly isAdmin?: boolean
  readonly email?: string
  /** The secret the test server signs tokens with (default `testJwtSecret`). */
  readonly jwtSecret?: Uint8Array
  /** The address is not yet verified (sign-up done, link not opened). */
  readonly unverified?: true
  /** How many free sessions the wallet starts with (default 3). */
  readonly freeSessions?: number
}

export const seedUser = async (sql: Sql, name = "Giulia", options: SeedOptions = {}) => {
  const userId = randomUUID()
  const at = new Date().toISOString()
  const email = options.email ?? `${userId}@example.it`
  await appendToStreams(
    sql,
    [
      {
        streamId: `user-${userId}`,
        expected: "no_stream",
        events: [
          toNewEvent({
            _tag: "UserRegistered",
            schemaVersion: 1,
            userId,
            name,
            email,
            passwordHash: "x",
            aiName: "Cogi",
            encryptionSalt: "AAAAAAAAAAAAAAAAAAAAAA==",
            isAdmin: options.isAdmin === true,
            emergencyContact: null,
            registeredAt: at,
          } as never),
          ...(options.unverified
            ? []
            : [toNewEvent({ _tag: "EmailVerified", schemaVersion: 1, userId, at } as never)]),
        ],
      },
      {
        streamId: `wallet-${userId}`,
        expected: "no_stream",
        events: [
          toNewEvent({
            _tag: "FreeSessionsGranted",
            schemaVersion: 1,
            userId,
            count: options.freeSessions ?? 3,
            at,
          } as never),
        ],
      },
    ],
    [inlineProjectionsHook(projections)],
  )
  const token = await Effect.runPromise(
    makeTokens({ secret: options.jwtSecret ?? testJwtSecret, ttl: Duration.hours(1) }).sign({
      id: userId,
      isAdmin: options.isAdmin === true,
    }),
  )
  return { userId, token, email }
}
