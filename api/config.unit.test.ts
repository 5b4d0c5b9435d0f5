import { describe, expect, it } from "@effect/vitest"
import { ConfigProvider, Duration, Effect, Option, Redacted } from "effect"
import { AppConfig } from "./config.ts"

const parse = (env: Record<string, string>) => AppConfig.parse(ConfigProvider.fromEnv({ env }))
const failureText = (env: Record<string, string>) =>
  parse(env).pipe(
    Effect.flip,
    Effect.map((error) => String(error)),
  )

describe("AppConfig", () => {
  it.effect("given an empty environment then every default applies", () =>
    Effect.gen(function* () {
      const config = yield* parse({})
      expect(config.port).toBe(3000)
      expect(Option.isNone(config.databaseUrl)).toBe(true)
      expect(config.publicUrl).toBe("http://localhost:3000")
      expect(Option.isNone(config.jwtSecret)).toBe(true)
      expect(Duration.toMillis(config.tokenTtl)).toBe(Duration.toMillis(Duration.days(7)))
      expect(config.dataDir).toBe(".data")
      expect(config.staticRoot).toBe("dist/client")
      expect(config.trustedProxies).toEqual([])
    }),
  )

  it.effect("given every variable then they are all read", () =>
    Effect.gen(function* () {
      const config = yield* parse({
        PORT: "8080",
        DATABASE_URL: "postgres://u:p@db/cogi",
        PUBLIC_URL: "https://cogi.example.com/",
        COGI_JWT_SECRET: "x".repeat(40),
        COGI_TOKEN_TTL: "12 hours",
        COGI_DATA_DIR: "/var/lib/cogi",
        COGI_STATIC_ROOT: "/srv/cogi",
        COGI_TRUSTED_PROXIES: "10.0.0.0/8, fd00::/8",
      })
      expect(config.port).toBe(8080)
      expect(Option.map(config.databaseUrl, Redacted.value)).toEqual(Option.some("postgres://u:p@db/cogi"))
      expect(config.publicUrl).toBe("https://cogi.example.com")
      expect(Option.map(config.jwtSecret, Redacted.value)).toEqual(Option.some("x".repeat(40)))
      expect(Duration.toMillis(config.tokenTtl)).toBe(12 * 3600 * 1000)
      expect(config.dataDir).toBe("/var/lib/cogi")
      expect(config.staticRoot).toBe("/srv/cogi")
      expect(config.trustedProxies.length).toBe(2)
    }),
  )

  it.effect("PUBLIC_URL defaults to the configured port", () =>
    Effect.gen(function* () {
      expect((yield* parse({ PORT: "4000" })).publicUrl).toBe("http://localhost:4000")
    }),
  )

  it.effect.each([
    [{ PORT: "abc" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ PUBLIC_URL: "cogi.example.com" }, "PUBLIC_URL"],
    [{ COGI_JWT_SECRET: "short" }, "COGI_JWT_SECRET"],
    [{ COGI_TOKEN_TTL: "soon" }, "COGI_TOKEN_TTL"],
    [{ COGI_TOKEN_TTL: "0 seconds" }, "COGI_TOKEN_TTL"],
    [{ COGI_TOKEN_TTL: "31 days" }, "COGI_TOKEN_TTL"],
    [{ COGI_TRUSTED_PROXIES: "10.0.0.1, nope" }, "COGI_TRUSTED_PROXIES"],
  ] as const)("given a bad %o then the error names %s", ([env, name]) =>
    Effect.gen(function* () {
      const text = yield* failureText(env)
      expect(text).toContain(name)
      expect(text).not.toContain("postgres://")
    }),
  )
})
