import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { assert, describe, it } from "@effect/vitest"
import { Clock, ConfigProvider, Duration, Effect, Layer } from "effect"
import { TestClock } from "effect/testing"
import { afterAll } from "vitest"
import { SignJWT } from "jose"
import { makeTokens, Tokens } from "./tokens.ts"

const secret = new TextEncoder().encode("unit-test-secret-0123456789-0123456789")
const tokens = makeTokens({ secret, ttl: Duration.hours(1) })

describe("Tokens", () => {
  it.effect("given a signed token then verify returns the user", () =>
    Effect.gen(function* () {
      const token = yield* tokens.sign({ id: "u-1", isAdmin: true })
      assert.deepStrictEqual(yield* tokens.verify(token), { id: "u-1", isAdmin: true, credentialVersion: 0 })
    }),
  )

  it.effect("given a token signed at credential version 2 then verify returns that version", () =>
    Effect.gen(function* () {
      const token = yield* tokens.sign({ id: "u-1", isAdmin: false, credentialVersion: 2 })
      assert.strictEqual((yield* tokens.verify(token)).credentialVersion, 2)
    }),
  )

  it.effect("given the ttl has passed then verify fails Unauthorized 'Sessione scaduta'", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(Date.UTC(2026, 10, 21, 8, 0, 0))
      const token = yield* tokens.sign({ id: "u-1", isAdmin: false })
      yield* TestClock.adjust(Duration.minutes(59))
      assert.strictEqual((yield* tokens.verify(token)).id, "u-1")
      yield* TestClock.adjust(Duration.minutes(2))
      const error = yield* Effect.flip(tokens.verify(token))
      assert.strictEqual(error._tag, "Unauthorized")
      assert.strictEqual(error.detail, "Sessione scaduta. Effettua di nuovo il login.")
    }),
  )

  it.effect(
    "given a token signed with another secret, a tampered token, garbage or nothing then Unauthorized",
    () =>
      Effect.gen(function* () {
        const other = makeTokens({ secret: new TextEncoder().encode("x".repeat(40)), ttl: Duration.hours(1) })
        const foreign = yield* other.sign({ id: "u-1", isAdmin: true })
        const token = yield* tokens.sign({ id: "u-1", isAdmin: false })
        const [header, , signature] = token.split(".")
        const forgedPayload = Buffer.from(JSON.stringify({ sub: "u-1", adm: true })).toString("base64url")
        for (const bad of [foreign, `${header}.${forgedPayload}.${signature}`, "garbage", ""]) {
          const error = yield* Effect.flip(tokens.verify(bad))
          assert.strictEqual(error._tag, "Unauthorized")
        }
      }),
  )

  it.effect("given a token signed with the real secret but without exp then Unauthorized", () =>
    Effect.gen(function* () {
      const claims = new SignJWT({ adm: true })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setSubject("u-1")
        .setIssuer("cogi")
        .setAudience("cogi-api")
      const withoutExp = yield* Effect.promise(() => claims.setIssuedAt().sign(secret))
      const error = yield* Effect.flip(tokens.verify(withoutExp))
      assert.strictEqual(error._tag, "Unauthorized")
    }),
  )

  it.effect(
    "given tokens signed with the real secret that would live too long, then Unauthorized: exp = 2^40, 31 days, iat in the future or older than 30 days",
    () =>
      Effect.gen(function* () {
        yield* TestClock.setTime(Date.UTC(2026, 10, 27, 8, 0, 0))
        const now = Math.floor((yield* Clock.currentTimeMillis) / 1000)
        const signed = (iat: number, exp: number) =>
          Effect.promise(() =>
            new SignJWT({ adm: false })
              .setProtectedHeader({ alg: "HS256", typ: "JWT" })
              .setSubject("u-1")
              .setIssuer("cogi")
              .setAudience("cogi-api")
              .setIssuedAt(iat)
              .setExpirationTime(exp)
              .sign(secret),
          )
        const day = 24 * 60 * 60
        assert.strictEqual((yield* tokens.verify(yield* signed(now, now + 30 * day))).id, "u-1")
        for (const [iat, exp] of [
          [now, 2 ** 40],
          [now, now + 31 * day],
          [now + 365 * day, now + 366 * day],
          [now - 31 * day, now + day],
        ] as const) {
          const error = yield* Effect.flip(tokens.verify(yield* signed(iat, exp)))
          assert.strictEqual(error._tag, "Unauthorized", `iat ${iat}, exp ${exp}`)
        }
      }),
  )

  it.effect(
    "without COGI_JWT_SECRET the secret is generated once into <dataDir>/jwt-secret with mode 0600",
    () =>
      Effect.gen(function* () {
        const dataDir = mkdtempSync(join(tmpdir(), "cogi-tokens-"))
        afterAll(() => rmSync(dataDir, { recursive: true, force: true }))
        const env = ConfigProvider.layer(ConfigProvider.fromEnv({ env: { COGI_DATA_DIR: dataDir } }))
        const layer = Tokens.layer.pipe(Layer.provide(env))
        const token = yield* Tokens.use((t) => t.sign({ id: "u-2", isAdmin: false })).pipe(
          Effect.provide(layer),
        )
        const file = join(dataDir, "jwt-secret")
        assert.strictEqual(statSync(file).mode & 0o777, 0o600)
        const first = readFileSync(file, "utf8")
        // A second start (or replica) reuses the file, so earlier tokens stay valid.
        const user = yield* Tokens.use((t) => t.verify(token)).pipe(Effect.provide(layer))
        assert.strictEqual(user.id, "u-2")
        assert.strictEqual(readFileSync(file, "utf8"), first)
      }),
  )
})
