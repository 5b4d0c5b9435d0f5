import { randomUUID } from "node:crypto"
import type { Sql } from "../../eventstore/db.ts"
import { type AppendHook, appendToStreams } from "../../eventstore/event-store.ts"

export interface RegistrationOptions {
  readonly userId?: string
  readonly name?: string
  readonly email?: string
  /** Run in the append's transaction (inline projections, a job enqueued). */
  readonly hooks?: ReadonlyArray<AppendHook>
}

/**
 * Appends one UserRegistered event for a new user, nothing else: the smallest write the async projections (daily
 * activity) and the verification mail start from.
 */
export const appendRegistration = (sql: Sql, options: RegistrationOptions = {}) => {
  const userId = options.userId ?? randomUUID()
  return appendToStreams(
    sql,
    [
      {
        streamId: `user-${userId}`,
        expected: "no_stream",
        events: [
          {
            type: "UserRegistered",
            data: {
              userId,
              name: options.name ?? "Giulia",
              email: options.email ?? `${userId}@example.it`,
              aiName: "Cogi",
              isAdmin: false,
              registeredAt: "2026-11-20T10:00:00.000Z",
              passwordHash: "h",
              encryptionSalt: "s",
            },
            personal: { subjectId: userId, fields: ["name", "email"] },
          },
        ],
      },
    ],
    options.hooks ?? [],
  )
}
