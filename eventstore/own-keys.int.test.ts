import { randomUUID } from "node:crypto"
import { describe, expect, it } from "vitest"
import { createTestDatabase } from "../test/support/database.ts"
import { toNewEvent } from "./event-codec.ts"
import { appendToStreams, readStreamEvents } from "./event-store.ts"
import type { NewEvent } from "./events.ts"
import { forgetSubject } from "./personal-data.ts"

/*
 * A value sealed with a key of its own (an envelope of the data key) is readable until the next value of its kind
 * for the same subject is appended: that append deletes its key. Nothing else of the subject is touched.
 */

const { sql } = await createTestDatabase()

const registered = (userId: string) =>
  toNewEvent({
    _tag: "UserRegistered",
    schemaVersion: 1,
    userId,
    name: "Giulia",
    email: "g@example.it",
  } as never)
const wrapped = (userId: string, keyId: string) =>
  toNewEvent({
    _tag: "DataKeyWrapped",
    schemaVersion: 1,
    userId,
    envelope: { keyId, passwordWrap: { wrappedKey: `password-wrap-of-${keyId}` } },
    reason: "password_changed",
    at: "2026-01-01T00:00:00.000Z",
  } as never)

const append = (userId: string, events: ReadonlyArray<NewEvent>) =>
  appendToStreams(sql, [{ streamId: `user-${userId}`, expected: "any", events }])

const envelopes = async (userId: string) =>
  (await readStreamEvents(sql, `user-${userId}`)).flatMap((e) =>
    e.type === "DataKeyWrapped" ? [(e.data.envelope as { keyId: string } | null)?.keyId ?? null] : [],
  )

const keyRows = async (userId: string) =>
  (
    await sql<{ kind: string | null }[]>`
      select kind from subject_data_keys where subject_id = ${userId} order by kind nulls first`
  ).map((r) => r.kind)

describe("values under a key of their own", () => {
  it("given an envelope, when the next one is appended, then the first reads null, the user is not forgotten, and the rest of their data stays readable", async () => {
    const userId = randomUUID()
    await append(userId, [registered(userId), wrapped(userId, "first")])
    expect(await envelopes(userId)).toEqual(["first"])
    expect(await keyRows(userId)).toEqual([null, "DataKeyWrapped"])

    await append(userId, [wrapped(userId, "second")])
    const read = await readStreamEvents(sql, `user-${userId}`)
    expect(await envelopes(userId)).toEqual([null, "second"])
    expect(read.some((e) => e.metadata.forgotten === true)).toBe(false)
    expect(read[0]?.data.name).toBe("Giulia")
    expect(await keyRows(userId)).toEqual([null, "DataKeyWrapped"])
    const [raw] = await sql<{ text: string }[]>`
      select string_agg(data::text, ' ') as text from events where stream_id = ${`user-${userId}`}`
    expect(raw?.text).not.toContain("password-wrap-of")
  })

  it("given two envelopes in one append, then only the last opens", async () => {
    const userId = randomUUID()
    await append(userId, [registered(userId), wrapped(userId, "a"), wrapped(userId, "b")])
    expect(await envelopes(userId)).toEqual([null, "b"])
  })

  it("given another user's envelope, when one user's is replaced, then the other's still opens", async () => {
    const [anna, bruno] = [randomUUID(), randomUUID()]
    await append(anna, [registered(anna), wrapped(anna, "anna-1")])
    await append(bruno, [registered(bruno), wrapped(bruno, "bruno-1")])
    await append(anna, [wrapped(anna, "anna-2")])
    expect(await envelopes(bruno)).toEqual(["bruno-1"])
  })

  it("given a forgotten user, then their current envelope reads null too and the stream is forgotten", async () => {
    const userId = randomUUID()
    await append(userId, [registered(userId), wrapped(userId, "only")])
    await sql.begin((tx) => forgetSubject(tx, userId))
    const read = await readStreamEvents(sql, `user-${userId}`)
    expect(await envelopes(userId)).toEqual([null])
    expect(read[0]?.metadata.forgotten).toBe(true)
    expect(await keyRows(userId)).toEqual([])
  })

  it("given a personal field that is null, then nothing is sealed and no key is made", async () => {
    const userId = randomUUID()
    const chatId = randomUUID()
    await appendToStreams(sql, [
      {
        streamId: `chat-${chatId}`,
        expected: "no_stream",
        events: [
          toNewEvent({ _tag: "MessageRecorded", schemaVersion: 1, chatId, image: null } as never, {
            subjectId: userId,
          }),
        ],
      },
    ])
    expect(await keyRows(userId)).toEqual([])
  })

  it("given a personal value and no subject, then the event cannot be made", () =>
    expect(() =>
      toNewEvent({ _tag: "NextSessionScheduled", schemaVersion: 1, chatId: "c", notes: "Lavoro" } as never),
    ).toThrow(/names no subject/))
})
