import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import { AddressDigest } from "../../eventstore/address-digest.ts"
import { accountsSetup, registration, send, signUp } from "../../test/support/accounts.ts"

const { db, server } = await accountsSetup()

process.env.COGI_LOGINS_PER_IP_PER_15_MIN = "30"

let ipCounter = 0
/** Each client of these tests is a network of its own, behind the trusted loopback proxy. */
const freshIp = () => `198.51.100.${++ipCounter}`

const login = (email: string, password: string, ip: string) =>
  send("POST", "/api/auth/login", { email, password }, { ip })

/** The address as the counters name it (the same secret file as the server's, in this process's data folder). */
const digestOf = (email: string) =>
  Effect.gen(function* () {
    return (yield* AddressDigest).of(email)
  }).pipe(Effect.provide(AddressDigest.layer))

const countersNaming = (segment: string) =>
  Effect.promise(
    () =>
      db.sql<{ n: number }[]>`
        select count(*)::int as n from rate_limits where ${segment} = any(string_to_array(key, ':'))`,
  ).pipe(Effect.map(([row]) => row?.n ?? 0))

describe("sign-in limits that strangers cannot turn against the owner", () => {
  layer(server, { excludeTestServices: true })((it) => {
    it.effect(
      "given 110 wrong passwords from 11 clients, when the owner signs in from a fresh client, then 200, while every attacking client waits",
      () =>
        Effect.gen(function* () {
          const body = registration()
          yield* signUp(body, { ip: freshIp() })
          const attackers = Array.from({ length: 11 }, freshIp)
          const statuses: Array<number> = []
          for (const ip of attackers)
            for (let i = 0; i < 10; i++) statuses.push((yield* login(body.email, "sbagliata", ip)).status)
          // 100 wrong passwords make the address "under attack": the 11th client then has one guess, not ten
          assert.deepStrictEqual(statuses.slice(0, 101), Array(101).fill(401))
          assert.deepStrictEqual(statuses.slice(101), Array(9).fill(429))

          const owner = yield* login(body.email, body.password, freshIp())
          assert.strictEqual(owner.status, 200, owner.text)

          // each attacking client waits, even with the right password
          for (const ip of attackers) {
            const again = yield* login(body.email, body.password, ip)
            assert.strictEqual(again.status, 429, again.text)
            assert.isAtLeast(Number(again.headers["retry-after"]), 800)
          }
          // a new attacking client while the attack lasts: one guess, then it waits for the hour
          const late = freshIp()
          assert.strictEqual((yield* login(body.email, "sbagliata", late)).status, 401)
          const lateAgain = yield* login(body.email, "sbagliata", late)
          assert.strictEqual(lateAgain.status, 429)
          assert.isAtLeast(Number(lateAgain.headers["retry-after"]), 3500)
        }),
      60_000,
    )

    it.effect(
      "given an attacker rotating addresses inside one IPv6 /64, then they are one client: the 11th wrong password waits",
      () =>
        Effect.gen(function* () {
          const body = registration()
          yield* signUp(body, { ip: freshIp() })
          for (let i = 1; i <= 10; i++) {
            const res = yield* login(body.email, "sbagliata", `2001:db8:24:1::${i.toString(16)}`)
            assert.strictEqual(res.status, 401, res.text)
          }
          const rotated = yield* login(body.email, "sbagliata", "2001:db8:24:1:ffff:1234:5678:9abc")
          assert.strictEqual(rotated.status, 429, rotated.text)
          // the neighbouring /64 is another subscriber
          assert.strictEqual((yield* login(body.email, body.password, "2001:db8:24:2::1")).status, 200)
          // an IPv4-mapped address is its IPv4 address
          const v4 = freshIp()
          for (let i = 0; i < 10; i++) yield* login(body.email, "sbagliata", v4)
          assert.strictEqual((yield* login(body.email, body.password, `::ffff:${v4}`)).status, 429)
        }),
      60_000,
    )

    it.effect(
      "given counters on an address, when an account whose address is a substring of it is deleted, then only the deleted account's counters go, with its storage budget",
      () =>
        Effect.gen(function* () {
          const victim = registration()
          yield* signUp(victim, { ip: freshIp() })
          const attacker = freshIp()
          for (let i = 0; i < 9; i++)
            assert.strictEqual((yield* login(victim.email, "sbagliata", attacker)).status, 401)

          // a throwaway account whose address is inside the victim's: "anna.…" → "nna.…"
          const throwaway = registration({ email: victim.email.slice(1) })
          const session = yield* signUp(throwaway, { ip: freshIp() })
          yield* login(throwaway.email, "sbagliata", attacker)
          const throwawayDigest = yield* digestOf(throwaway.email)
          assert.isAbove(yield* countersNaming(throwawayDigest), 0)
          // and a storage budget, as a verified account writing today would have
          yield* Effect.promise(
            () => db.sql`insert into storage_budgets (user_id, day, used_bytes)
              values (${session.user.id}, current_date, 1234)`,
          )
          const deleted = yield* send(
            "POST",
            "/api/user/account/delete",
            { password: throwaway.password },
            { token: session.access_token },
          )
          assert.strictEqual(deleted.status, 200, deleted.text)

          assert.strictEqual(yield* countersNaming(throwawayDigest), 0)
          assert.strictEqual(yield* countersNaming(session.user.id), 0)
          const budgets = yield* Effect.promise(
            () => db.sql`select 1 from storage_budgets where user_id = ${session.user.id}`,
          )
          assert.strictEqual(budgets.length, 0, "the storage budget goes with the account")
          assert.isAbove(yield* countersNaming(yield* digestOf(victim.email)), 0)
          // the attacker's count on the victim survived: the 10th wrong password is its last
          assert.strictEqual((yield* login(victim.email, "sbagliata", attacker)).status, 401)
          assert.strictEqual((yield* login(victim.email, victim.password, attacker)).status, 429)
          // and no counter names an address in clear
          const clear = yield* Effect.promise(
            () =>
              db.sql`select key from rate_limits where position(${victim.email} in key) > 0
                or position(${throwaway.email} in key) > 0`,
          )
          assert.strictEqual(clear.length, 0)
        }),
      60_000,
    )
  })
})
