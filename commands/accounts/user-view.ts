import { Effect } from "effect"
import { UserNotFound } from "../../domain/user/user-errors.ts"
import { Db } from "../../eventstore/db.ts"
import { userTotals } from "../../projections/chat-list/chat-list-queries.ts"
import { findUserById, type UserRow } from "../../projections/user-directory/user-directory-queries.ts"
import type { UserDto, UserEntity } from "../../contract/user.ts"
import { storedRelationOf } from "./emergency-contact-relation.ts"

export interface UserTotals {
  readonly chats: number
  readonly messages: number
}

/** The SPEC §3 user entity from a `users` row and the user's totals: the one mapping every view shares. */
export const toUserEntity = (
  row: Omit<UserRow, "encryption_salt" | "emergency_contact" | "care_note">,
  totals: UserTotals,
): UserEntity => ({
  id: row.id,
  name: row.name,
  email: row.email,
  ai_name: row.ai_name,
  is_admin: row.is_admin,
  is_verified: row.is_verified,
  created_at: new Date(row.created_at).toISOString(),
  last_login: row.last_login === null ? null : new Date(row.last_login).toISOString(),
  total_chats: totals.chats,
  total_messages: totals.messages,
})

export const toUserDto = (row: UserRow, totals: UserTotals): UserDto => ({
  ...toUserEntity(row, totals),
  encryption_salt: row.encryption_salt,
  emergency_contact:
    row.emergency_contact === null
      ? null
      : {
          name: row.emergency_contact.name,
          phone: row.emergency_contact.phone,
          relation: storedRelationOf(row.emergency_contact.relation),
        },
  care_note: row.care_note,
})

/** The user as the API shows it, from the `users` read model (inline: it already holds this request's writes). */
export const loadUserDto = (userId: string): Effect.Effect<UserDto, UserNotFound, Db> =>
  Effect.gen(function* () {
    const { sql } = yield* Db
    const row = yield* Effect.promise(() => findUserById(sql, userId))
    if (row === undefined) return yield* new UserNotFound()
    const { total_chats, total_messages } = yield* Effect.promise(() => userTotals(sql, userId))
    const totals = { chats: total_chats, messages: total_messages }
    return toUserDto(row, totals)
  }).pipe(Effect.withSpan("Commands.loadUser"))
