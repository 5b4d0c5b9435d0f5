import { createServer } from "node:http"
import { NodeHttpServer } from "@effect/platform-node"
import { Duration, Effect, Layer, Redacted } from "effect"
import { HttpRouter } from "effect/http"
import { AiService } from "../../adapters/ai/ai-service.ts"
import { DEFAULT_CONTEXT_TOKENS } from "../../adapters/ai/context-window.ts"
import { DEFAULT_STREAM_POLICY } from "../../adapters/ai/reply-stream.ts"
import { layerLocal } from "../../adapters/payments/local-provider.ts"
import { coreLayer } from "../../commands/write-side.ts"
import { Passwords } from "../../commands/accounts/passwords.ts"
import { RateLimiter } from "../../commands/rate-limits/rate-limiter.ts"
import { Tokens } from "../../api/authentication/tokens.ts"
import { DevClock } from "../../eventstore/dev-clock.ts"
import { PaymentsSettings } from "../../api/payments/payments-settings.ts"
import { makeHttpApp } from "../../api/server.ts"
import { Db, type Sql } from "../../eventstore/db.ts"
import { seedUser, testJwtSecret } from "../support/seed-user.ts"
import type { Report } from "./event-log-bench.ts"
import { startFirstTokenProvider } from "./first-token-provider.ts"

const median = (xs: ReadonlyArray<number>) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN
const p95 = (xs: ReadonlyArray<number>) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)] ?? NaN

/** The time the server adds between the provider's first token and the client's first token (SSE). */
export const benchSse = async (url: string, sql: Sql, report: Report) => {
  const figures: Record<string, number> = {}
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
          "SSE: provider first token -> client first token",
          `median ${median(overheads).toFixed(2)} ms, p95 ${p95(overheads).toFixed(2)} ms`,
          "target median < 20 ms",
        )
        figures.sse_first_token_overhead_median_ms = Number(median(overheads).toFixed(2))
      }),
    ),
  )
  await provider.close()

  return figures
}
