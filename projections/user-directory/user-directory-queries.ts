import type { Sql, Tx } from "../../eventstore/db.ts"

export interface UserRow {
  readonly id: string
  readonly name: string
  readonly email: string
  readonly ai_name: string
  readonly is_admin: boolean
  readonly is_verified: boolean
  readonly created_at: Date
  readonly last_login: Date | null
  readonly encryption_salt: string
  readonly emergency_contact: {
    readonly name: string
    readonly phone: string
    readonly relation: string | null
  } | null
  /** The care note after the third session of a day or one at night (issue 27). */
  readonly care_note: boolean
}

const fields = (sql: Sql | Tx) =>
  sql`id::text as id, name, email, ai_name, is_admin, is_verified, created_at, last_login, encryption_salt, emergency_contact, care_note`

export const findUserById = async (sql: Sql | Tx, id: string): Promise<UserRow | undefined> => {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined
  const [row] = await sql<UserRow[]>`select ${fields(sql)} from users where id = ${id}`
  return row
}

/** Emails are stored trimmed and lower-cased, so the lookup is case-insensitive. */
export const findUserByEmail = async (sql: Sql | Tx, email: string): Promise<UserRow | undefined> => {
  const [row] = await sql<
    UserRow[]
  >`select ${fields(sql)} from users where email = ${email.trim().toLowerCase()}`
  return row
}
