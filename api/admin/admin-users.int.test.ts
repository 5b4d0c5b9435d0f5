import { randomUUID } from "node:crypto"
import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import { AddressDigest } from "../../eventstore/address-digest.ts"
import { readStreamEvents } from "../../eventstore/event-store.ts"
import { deleteJson, getJson, makeAppTestServer, postJson, seedUser } from "../../test/support/app-server.ts"
import { createTestDatabase } from "../../test/support/database.ts"
import { chatWithOneMessage, registerAccount } from "../../test/support/admin.ts"

const db = await createTestDatabase()
const { sql } = db
const admin = await seedUser(sql, "Amministratore", { isAdmin: true })

const accessDenied = { detail: "Accesso negato. Privilegi amministratore richiesti.", code: "FORBIDDEN" }
const notFound = { detail: "Utente non trovato.", code: "USER_NOT_FOUND" }

interface AdminUserBody {
  readonly id: string
  readonly email: string
  readonly created_at: string
  readonly total_chats: number
  readonly total_messages: number
}
const listUsers = (query = "") =>
  getJson(`/api/admin/users${query}`, admin.token).pipe(
    Effect.map((r) => r.json as ReadonlyArray<AdminUserBody>),
  )

describe("admin users", () => {
  layer(makeAppTestServer(db.url), { excludeTestServices: true })((it) => {
    it.effect("given no token, when calling any admin endpoint, then 401", () =>
      Effect.gen(function* () {
        const id = randomUUID()
        for (const response of [
          yield* getJson("/api/admin/stats"),
          yield* getJson("/api/admin/users?limit=100"),
          yield* deleteJson(`/api/admin/users/${id}`),
          yield* postJson(`/api/admin/users/${id}/request-password-reset`, {}),
        ]) {
          assert.strictEqual(response.status, 401, response.text)
          assert.strictEqual((response.json as { code: string }).code, "UNAUTHORIZED")
        }
      }),
    )

    it.effect(
      "given an ordinary user's token, when calling any admin endpoint, then 403 with the access-denied text",
      () =>
        Effect.gen(function* () {
          const user = yield* Effect.promise(() => seedUser(sql, "Paola"))
          for (const response of [
            yield* getJson("/api/admin/stats", user.token),
            yield* getJson("/api/admin/users?limit=100", user.token),
            yield* deleteJson(`/api/admin/users/${admin.userId}`, user.token),
            yield* postJson(`/api/admin/users/${admin.userId}/request-password-reset`, {}, user.token),
          ]) {
            assert.strictEqual(response.status, 403, response.text)
            assert.deepStrictEqual(response.json, accessDenied)
          }
          // nothing happened to the admin
          assert.include(
            (yield* listUsers()).map((u) => u.id),
            admin.userId,
          )
        }),
    )

    it.effect(
      "given users with chats, when listing, then newest first with exactly the user fields and their totals",
      () =>
        Effect.gen(function* () {
          const older = yield* registerAccount(db)
          const newer = yield* registerAccount(db, { verified: false, name: "Luca Bianchi" })
          yield* chatWithOneMessage(older.token)
          yield* chatWithOneMessage(older.token)

          const response = yield* getJson("/api/admin/users?limit=100", admin.token)
          assert.strictEqual(response.status, 200, response.text)
          const users = response.json as ReadonlyArray<Record<string, unknown> & AdminUserBody>
          const created = users.map((u) => u.created_at)
          assert.deepStrictEqual(created, [...created].sort().reverse())
          const ids = users.map((u) => u.id)
          assert.isBelow(ids.indexOf(newer.userId), ids.indexOf(older.userId))
          const row = users.find((u) => u.id === newer.userId)
          assert.deepStrictEqual(Object.keys(row ?? {}).sort(), [
            "ai_name",
            "created_at",
            "email",
            "id",
            "is_admin",
            "is_verified",
            "last_login",
            "name",
            "total_chats",
            "total_messages",
          ])
          assert.deepInclude(users, {
            ...row,
            name: "Luca Bianchi",
            email: newer.email,
            ai_name: "Luna",
            is_admin: false,
            is_verified: false,
            total_chats: 0,
            total_messages: 0,
          } as never)
          const withChats = users.find((u) => u.id === older.userId)
          assert.strictEqual(withChats?.total_chats, 2)
          assert.strictEqual(withChats?.total_messages, 2)
          assert.strictEqual(withChats?.is_verified, true)
          const adminRow = users.find((u) => u.id === admin.userId) as Record<string, unknown> | undefined
          assert.strictEqual(adminRow?.is_admin, true)
        }),
    )

    it.effect(
      "given several users, when listing with limit=1, then only the newest; and without limit, all of them",
      () =>
        Effect.gen(function* () {
          const all = yield* listUsers()
          const one = yield* getJson("/api/admin/users?limit=1", admin.token)
          assert.strictEqual(one.status, 200, one.text)
          assert.deepStrictEqual(one.json, all.slice(0, 1))
          assert.deepStrictEqual(yield* listUsers("?limit=100"), all)
        }),
    )

    it.effect("given a limit outside 1..100 or not an integer, when listing, then 400 in Italian", () =>
      Effect.gen(function* () {
        for (const limit of ["0", "101", "-1", "abc", "1.5", ""]) {
          const response = yield* getJson(`/api/admin/users?limit=${limit}`, admin.token)
          assert.strictEqual(response.status, 400, `${limit}: ${response.text}`)
          assert.deepStrictEqual(response.json, {
            detail: "Il parametro limit deve essere un numero intero tra 1 e 100.",
            code: "VALIDATION_ERROR",
          })
        }
      }),
    )

    it.effect("given the admin's own id, when deleting it, then 403 and the account stays", () =>
      Effect.gen(function* () {
        const response = yield* deleteJson(`/api/admin/users/${admin.userId}`, admin.token)
        assert.strictEqual(response.status, 403)
        assert.deepStrictEqual(response.json, {
          detail: "Non puoi eliminare il tuo account.",
          code: "OWN_ACCOUNT_PROTECTED",
        })
        assert.strictEqual((yield* getJson("/api/user/me", admin.token)).status, 200)
      }),
    )

    it.effect(
      "given another admin, when deleting them, then 403 (admin accounts are protected) and they stay",
      () =>
        Effect.gen(function* () {
          const other = yield* Effect.promise(() => seedUser(sql, "Seconda Admin", { isAdmin: true }))
          const response = yield* deleteJson(`/api/admin/users/${other.userId}`, admin.token)
          assert.strictEqual(response.status, 403)
          assert.deepStrictEqual(response.json, {
            detail: "Gli account amministratore non possono essere eliminati.",
            code: "ADMIN_USER_PROTECTED",
          })
          assert.strictEqual((yield* getJson("/api/user/me", other.token)).status, 200)
        }),
    )

    it.effect("given an unknown or malformed id, when deleting, then 404 Utente non trovato.", () =>
      Effect.gen(function* () {
        for (const id of [randomUUID(), "not-a-user", "123"]) {
          const response = yield* deleteJson(`/api/admin/users/${id}`, admin.token)
          assert.strictEqual(response.status, 404, `${id}: ${response.text}`)
          assert.deepStrictEqual(response.json, notFound)
        }
      }),
    )

    it.effect(
      "given a user with chats, a wallet and images, when an admin deletes them, then UserDeleted by the admin is recorded, their key, images and read-model rows are gone, their token and password stop working, and a second delete is 404",
      () =>
        Effect.gen(function* () {
          const user = yield* registerAccount(db, { name: "Sara Verdi" })
          const chatId = yield* chatWithOneMessage(user.token)
          yield* Effect.promise(
            () => sql`insert into images (id, user_id, content_type, ciphertext, size)
              values (${randomUUID()}, ${user.userId}, 'image/png', ${Buffer.from("cifrato")}, 7)`,
          )
          assert.strictEqual(
            (yield* postJson("/api/auth/login", { email: user.email, password: user.password })).status,
            200,
          )

          const response = yield* deleteJson(`/api/admin/users/${user.userId}`, admin.token)
          assert.strictEqual(response.status, 200, response.text)
          assert.deepStrictEqual(response.json, { success: true, message: "Utente eliminato" })

          const [deleted] = yield* Effect.promise(
            () => sql<{ data: { by: string; userId: string } }[]>`
              select data from events where stream_id = ${`user-${user.userId}`} and type = 'UserDeleted'`,
          )
          assert.strictEqual(deleted?.data.by, admin.userId)
          const digest = yield* Effect.gen(function* () {
            return (yield* AddressDigest).of(user.email)
          }).pipe(Effect.provide(AddressDigest.layer))
          const leftovers = yield* Effect.promise(
            () => sql`
              select 'key' as what from subject_keys where subject_id = ${user.userId}
              union all select 'image' from images where user_id = ${user.userId}
              union all select 'user' from users where id = ${user.userId}
              union all select 'chat' from chats where user_id = ${user.userId}
              union all select 'wallet' from wallets where user_id = ${user.userId}
              union all select 'outbox' from mail_outbox where lower(recipient) = ${user.email.toLowerCase()}
              union all select 'rate limit' from rate_limits
                where ${digest} = any(string_to_array(key, ':')) or ${user.userId} = any(string_to_array(key, ':'))
              union all select 'storage budget' from storage_budgets where user_id = ${user.userId}`,
          )
          assert.deepStrictEqual([...leftovers], [])
          assert.notInclude(
            (yield* listUsers()).map((u) => u.id),
            user.userId,
          )
          assert.strictEqual((yield* getJson(`/api/chats/${chatId}`, user.token)).status, 401)

          const me = yield* getJson("/api/user/me", user.token)
          assert.strictEqual(me.status, 401)
          const login = yield* postJson("/api/auth/login", { email: user.email, password: user.password })
          assert.strictEqual(login.status, 401)

          const again = yield* deleteJson(`/api/admin/users/${user.userId}`, admin.token)
          assert.strictEqual(again.status, 404)
          assert.deepStrictEqual(again.json, notFound)
          const deletions = yield* Effect.promise(
            () =>
              sql`select 1 from events where stream_id = ${`user-${user.userId}`} and type = 'UserDeleted'`,
          )
          assert.strictEqual(deletions.length, 1)
        }),
    )

    it.effect(
      "given a deleted user, when reading the raw events table, then no name or e-mail of theirs is readable, and replaying their stream gives null personal fields",
      () =>
        Effect.gen(function* () {
          const user = yield* registerAccount(db, { name: "Elena Neri" })
          assert.strictEqual((yield* deleteJson(`/api/admin/users/${user.userId}`, admin.token)).status, 200)

          const raw = yield* Effect.promise(
            () =>
              sql<
                { text: string }[]
              >`select data::text as text from events where data::text ilike ${`%${user.userId}%`}`,
          )
          assert.isAbove(raw.length, 0)
          for (const { text } of raw) {
            assert.notInclude(text, "Elena Neri")
            assert.notInclude(text.toLowerCase(), user.email.toLowerCase())
          }
          const [registered] = yield* Effect.promise(
            () => sql<{ data: { name: unknown; email: unknown } }[]>`
              select data from events where stream_id = ${`user-${user.userId}`} and type = 'UserRegistered'`,
          )
          assert.property(registered?.data.name, "$pii")
          assert.property(registered?.data.email, "$pii")

          const replayed = yield* Effect.promise(() => readStreamEvents(sql, `user-${user.userId}`))
          const first = replayed.find((e) => e.type === "UserRegistered")
          assert.strictEqual(first?.data.name, null)
          assert.strictEqual(first?.data.email, null)
          assert.strictEqual(first?.metadata.forgotten, true)
        }),
    )

    it.effect(
      "given several users selected in bulk, when the admin deletes them one after another, then each succeeds and they all leave the list and the stats",
      () =>
        Effect.gen(function* () {
          const users = yield* Effect.promise(() =>
            Promise.all([seedUser(sql, "Uno"), seedUser(sql, "Due"), seedUser(sql, "Tre")]),
          )
          const before = (yield* getJson("/api/admin/stats", admin.token)).json as { total_users: number }
          for (const user of users) {
            const response = yield* deleteJson(`/api/admin/users/${user.userId}`, admin.token)
            assert.strictEqual(response.status, 200, response.text)
            assert.deepStrictEqual(response.json, { success: true, message: "Utente eliminato" })
          }
          const ids = (yield* listUsers()).map((u) => u.id)
          for (const user of users) assert.notInclude(ids, user.userId)
          const after = (yield* getJson("/api/admin/stats", admin.token)).json as { total_users: number }
          assert.strictEqual(after.total_users, before.total_users - 3)
          for (const user of users) {
            assert.strictEqual(
              (yield* deleteJson(`/api/admin/users/${user.userId}`, admin.token)).status,
              404,
            )
            assert.strictEqual((yield* getJson("/api/user/me", user.token)).status, 401)
          }
        }),
    )
  })
})
