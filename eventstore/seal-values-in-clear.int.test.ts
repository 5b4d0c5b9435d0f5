import { randomUUID } from "node:crypto"
import { copyFile, mkdtemp, readdir } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { createTestDatabase } from "../test/support/database.ts"
import type { Sql } from "./db.ts"
import { toNewEvent } from "./event-codec.ts"
import { appendToStreams, readStreamEvents } from "./event-store.ts"
import type { NewEvent } from "./events.ts"
import { migrate } from "./migrate.ts"
import { forgetSubject } from "./personal-data.ts"
import { sealValuesInClear } from "./seal-values-in-clear.ts"

/*
 * Accounts from before migration 0021: their envelopes, next-session notes and images were stored in clear. The
 * migration seals them in place: the owner still reads the current envelope and their notes, superseded envelopes
 * and everything of an account already deleted open for nobody, and deleting the account later shreds the rest.
 */

const { sql } = await createTestDatabase()
const main = sql
const at = "2026-01-01T00:00:00.000Z"

/** An event as the log held it before: no personal fields declared, so nothing sealed. */
const inClear = (type: string, data: Record<string, unknown>): NewEvent => ({ type, data })

const oldAccount = async (options: { readonly deleted?: boolean; readonly db?: Sql } = {}) => {
  const sql = options.db ?? main
  const userId = randomUUID()
  const chatId = randomUUID()
  const envelope = (n: number) => ({
    keyId: `key-${userId}`,
    passwordWrap: { wrappedKey: `wrap-${n}-${userId}` },
  })
  const user = [
    // a database from before 0021 has no column for a key's kind: its registration is written in clear here
    options.db
      ? inClear("UserRegistered", { userId, name: "Lia" })
      : toNewEvent({
          _tag: "UserRegistered",
          schemaVersion: 1,
          userId,
          name: "Lia",
          email: "l@x.it",
        } as never),
    inClear("DataKeyWrapped", { userId, envelope: envelope(1), reason: "migrated", at }),
    inClear("DataKeyWrapped", { userId, envelope: envelope(2), reason: "password_changed", at }),
    ...(options.deleted ? [inClear("UserDeleted", { userId, at, by: userId })] : []),
  ]
  const chat = [
    inClear("ChatCreated", { chatId, userId, approach: "claude", at }),
    inClear("MessageRecorded", {
      chatId,
      messageId: "m1",
      role: "user",
      ciphertext: "eA==",
      image: { url: `enc:image-of-${userId}`, width: 1, height: 1, alt: "Immagine allegata" },
      at,
    }),
    inClear("MessageRecorded", {
      chatId,
      messageId: "m2",
      role: "user",
      ciphertext: "eA==",
      image: null,
      at,
    }),
    inClear("NextSessionScheduled", { chatId, notes: `Parlare del trasloco ${userId}`, at }),
  ]
  await appendToStreams(sql, [
    { streamId: `user-${userId}`, expected: "no_stream", events: user },
    { streamId: `chat-${chatId}`, expected: "no_stream", events: chat },
  ])
  if (options.deleted) await sql.begin((tx) => forgetSubject(tx, userId))
  return { userId, chatId }
}

const rawLog = async (...streams: ReadonlyArray<string>) =>
  (
    await sql<{ text: string | null }[]>`
      select string_agg(data::text, ' ') as text from events where stream_id = any(${streams as Array<string>})`
  )[0]?.text ?? ""

const dataOf = async (streamId: string, type: string) =>
  (await readStreamEvents(sql, streamId)).filter((e) => e.type === type).map((e) => e.data)

describe("migration 0021 seals what was written in clear", () => {
  it("given old accounts, live and deleted, when sealed, then the owner reads the current envelope and the notes, and nothing is left in clear", async () => {
    const live = await oldAccount()
    const gone = await oldAccount({ deleted: true })
    await sql.begin((tx) => sealValuesInClear(tx))

    for (const { userId, chatId } of [live, gone]) {
      const raw = await rawLog(`user-${userId}`, `chat-${chatId}`)
      expect(raw).not.toContain("wrap-")
      expect(raw).not.toContain("trasloco")
      expect(raw).not.toContain("image-of")
    }
    const envelopes = await dataOf(`user-${live.userId}`, "DataKeyWrapped")
    expect(envelopes.map((d) => d.envelope)).toEqual([
      null,
      { keyId: `key-${live.userId}`, passwordWrap: { wrappedKey: `wrap-2-${live.userId}` } },
    ])
    expect((await dataOf(`chat-${live.chatId}`, "NextSessionScheduled"))[0]?.notes).toBe(
      `Parlare del trasloco ${live.userId}`,
    )
    const images = (await dataOf(`chat-${live.chatId}`, "MessageRecorded")).map((d) => d.image)
    expect(images).toEqual([
      { url: `enc:image-of-${live.userId}`, width: 1, height: 1, alt: "Immagine allegata" },
      null,
    ])
    const user = await readStreamEvents(sql, `user-${live.userId}`)
    expect(user.some((e) => e.metadata.forgotten === true)).toBe(false)

    expect((await dataOf(`user-${gone.userId}`, "DataKeyWrapped")).map((d) => d.envelope)).toEqual([
      null,
      null,
    ])
    expect((await dataOf(`chat-${gone.chatId}`, "NextSessionScheduled"))[0]?.notes).toBeNull()
    const keys = await sql`select 1 from subject_data_keys where subject_id = ${gone.userId}`
    expect(keys.length).toBe(0)
  })

  it("given sealed old values, when the account is deleted, then they open for nobody", async () => {
    const { userId, chatId } = await oldAccount()
    await sql.begin((tx) => sealValuesInClear(tx))
    await sql.begin((tx) => forgetSubject(tx, userId))
    expect((await dataOf(`user-${userId}`, "DataKeyWrapped")).map((d) => d.envelope)).toEqual([null, null])
    expect((await dataOf(`chat-${chatId}`, "NextSessionScheduled"))[0]?.notes).toBeNull()
    expect((await dataOf(`chat-${chatId}`, "MessageRecorded"))[0]?.image).toBeNull()
  })

  it("given everything sealed, when run again, then it changes nothing", async () => {
    await oldAccount()
    await sql.begin((tx) => sealValuesInClear(tx))
    const before = await sql<{ n: number }[]>`select count(*)::int as n from subject_data_keys`
    expect(await sql.begin((tx) => sealValuesInClear(tx))).toEqual({ sealed: 0, kept: 0 })
    expect(await sql<{ n: number }[]>`select count(*)::int as n from subject_data_keys`).toEqual(before)
  })

  it("given a database from before 0021 holding old accounts, when migrated, then 0021 seals them in its transaction", async () => {
    const old = await createTestDatabase({ empty: true })
    const folder = await mkdtemp(join(tmpdir(), "cogi-before-0021-"))
    const migrations = join(import.meta.dirname, "..", "migrations")
    for (const name of await readdir(migrations))
      if (name < "0021") await copyFile(join(migrations, name), join(folder, name))
    await migrate(old.sql, folder)
    const { userId } = await oldAccount({ db: old.sql })
    expect(await migrate(old.sql)).toContain("0021_seal_key_envelopes.sql")
    const raw = await old.sql<{ text: string }[]>`
      select string_agg(data::text, ' ') as text from events where data->>'userId' = ${userId}`
    expect(raw[0]?.text).not.toContain("wrap-")
  })
})
