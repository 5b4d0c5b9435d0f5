/**
 * `npm run bench`: speed figures that tests must not time. Runs on a throwaway embedded Postgres.
 *  1. event append rate (sequential and concurrent, inline projections included)
 *  2. projection rebuild rate (replay into a fresh table and swap)
 *  3. the time the server adds between the provider's first token and the client's first token (SSE)
 */
import { rmSync } from "node:fs"
import { createServer } from "node:http"
import { randomUUID } from "node:crypto"
import { NodeHttpServer } from "@effect/platform-node"
import { Duration, Effect, Layer, Redacted } from "effect"
import { HttpRouter } from "effect/http"
import { AiService } from "../../adapters/ai/ai-service.ts"
import { DEFAULT_CONTEXT_TOKENS } from "../../adapters/ai/context-window.ts"
import { DEFAULT_STREAM_POLICY } from "../../adapters/ai/reply-stream.ts"
import { layerLocal } from "../../adapters/payments/local-provider.ts"
import { coreLayer } from "../../api/app-layer.ts"
import { Passwords } from "../../api/auth/passwords.ts"
import { RateLimiter } from "../../api/auth/rate-limit.ts"
import { Tokens } from "../../api/auth/tokens.ts"
import { DevClock } from "../../api/dev-clock.ts"
import { PaymentsSettings } from "../../api/payments/payments-settings.ts"
import { makeHttpApp } from "../../api/server.ts"
import { connect, Db } from "../../eventstore/db.ts"
import { startEmbeddedPostgres } from "../../eventstore/embedded-postgres.ts"
import { appendToStreams } from "../../eventstore/event-store.ts"
import { migrate } from "../../eventstore/migrate.ts"
import { inlineProjectionsHook } from "../../projections/inline-projections.ts"
import { rebuildProjection } from "../../projections/rebuild.ts"
import { projections } from "../../projections/registry.ts"
import { userDirectory } from "../../projections/user-directory/user-directory-projection.ts"
import { seedUser, testJwtSecret } from "../support/seed-user.ts"
import { startFirstTokenProvider } from "./first-token-provider.ts"

const median = (xs: ReadonlyArray<number>) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN
const p95 = (xs: ReadonlyArray<number>) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)] ?? NaN
const rows: Array<[string, string, string]> = []
const report = (name: string, value: string, target = "") => {
  rows.push([name, value, target])
  console.log(`${name.padEnd(58)} ${value.padStart(16)}  ${target}`)
}

const dir = `.data/bench-${process.pid}`
const pg = await startEmbeddedPostgres(dir)
const url = pg.url()
const sql = connect(url, { max: 20 })
await migrate(sql)
const hook = inlineProjectionsHook(projections)

const registration = (userId: string) => ({
  streamId: `user-${userId}`,
  expected: "no_stream" as const,
  events: [
    {
      type: "UserRegistered",
      data: {
        userId,
        name: "Bench",
        email: `${userId}@bench.it`,
        aiName: "Cogi",
        encryptionSalt: "AAAAAAAAAAAAAAAAAAAAAA==",
        isAdmin: false,
        registeredAt: new Date().toISOString(),
      },
      personal: { subjectId: userId, fields: ["name", "email"] },
    },
    { type: "UserLoggedIn", data: { userId, at: new Date().toISOString() } },
  ],
})

try {
  // 1. append rate
  const sequential = 1000
  let started = performance.now()
  for (let i = 0; i < sequential; i++) await appendToStreams(sql, [registration(randomUUID())], [hook])
  report(
    "append: sequential, 2 events + inline projections",
    `${Math.round((sequential * 2) / ((performance.now() - started) / 1000))} ev/s`,
  )
  started = performance.now()
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let i = 0; i < 250; i++) await appendToStreams(sql, [registration(randomUUID())], [hook])
    }),
  )
  report("append: 8 concurrent writers", `${Math.round(4000 / ((performance.now() - started) / 1000))} ev/s`)

  // 2. rebuild rate (the log now holds ~6000 events; add more in large transactions)
  for (let batch = 0; batch < 40; batch++)
    await appendToStreams(
      sql,
      Array.from({ length: 250 }, () => registration(randomUUID())),
      [hook],
    )
  const [{ n } = { n: 0n }] = await sql<{ n: bigint }[]>`select count(*) as n from events`
  started = performance.now()
  await rebuildProjection(sql, userDirectory)
  report(
    `rebuild: users over ${n} events`,
    `${Math.round(Number(n) / ((performance.now() - started) / 1000))} ev/s`,
  )

  // 3. SSE first-token overhead
  const provider = await startFirstTokenProvider()
  const ai = AiService.layerConfig({
    openai: { apiKey: Redacted.make("sk-bench"), model: "bench", baseUrl: provider.baseUrl },
    policy: DEFAULT_STREAM_POLICY,
    localWordDelayMs: 0,
    contextTokens: DEFAULT_CONTEXT_TOKENS,
  })
  const port = 40_000 + (process.pid % 20_000)
  const services = Layer.mergeAll(
    Tokens.layerWith({ secret: testJwtSecret, ttl: Duration.hours(1) }),
    Passwords.layerTest,
    RateLimiter.layer,
    ai,
    layerLocal({ publicUrl: `http://127.0.0.1:${port}`, webhookSecret: Redacted.make("whsec_bench") }),
    Layer.succeed(PaymentsSettings)(PaymentsSettings.of({ publicUrl: `http://127.0.0.1:${port}` })),
  ).pipe(
    Layer.provideMerge(coreLayer({ worker: false })),
    Layer.provideMerge(DevClock.layer),
    Layer.provideMerge(Db.layer(url)),
  )
  const server = HttpRouter.serve(makeHttpApp({ staticRoot: "dist/client" }), {
    disableListenLog: true,
    disableLogger: true,
  }).pipe(Layer.provide(services), Layer.provide(NodeHttpServer.layer(createServer, { port })))
  await Effect.runPromise(
    Effect.scoped(
      Effect.gen(function* () {
        yield* Layer.build(server)
        const { token } = yield* Effect.promise(() => seedUser(sql))
        const overheads: Array<number> = []
        for (let i = 0; i < 40; i++) {
          if (i % 3 === 0)
            yield* Effect.promise(
              () => sql`update wallets set state = jsonb_set(state, '{freeRemaining}', '3')`,
            )
          const chat = yield* Effect.promise(() =>
            fetch(`http://127.0.0.1:${port}/api/chats`, {
              method: "POST",
              headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
              body: JSON.stringify({ therapeutic_approach: "gpt" }),
            }).then((r) => r.json() as Promise<{ id: string }>),
          )
          const response = yield* Effect.promise(() =>
            fetch(`http://127.0.0.1:${port}/api/chats/${chat.id}/messages`, {
              method: "POST",
              headers: {
                authorization: `Bearer ${token}`,
                "content-type": "application/json",
                accept: "text/event-stream",
              },
              body: JSON.stringify({ content: "Ciao, oggi mi sento giù", ciphertext: "Y2lwaGVy" }),
            }),
          )
          const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
          let text = ""
          for (;;) {
            const { value, done } = yield* Effect.promise(() => reader.read())
            if (done) break
            text += value
            if (text.includes("event: token")) {
              overheads.push(performance.now() - provider.lastFirstTokenAt())
              break
            }
          }
          yield* Effect.promise(() => reader.cancel())
        }
        report(
          "SSE: provider first token -> client first token, median",
          `${median(overheads).toFixed(2)} ms`,
          "target < 20 ms",
        )
        report("SSE: provider first token -> client first token, p95", `${p95(overheads).toFixed(2)} ms`)
      }),
    ),
  )
  await provider.close()
} finally {
  await sql.end()
  await pg.stop()
  rmSync(dir, { recursive: true, force: true })
}
