import { createECDH } from "node:crypto"
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

/**
 * The time the server adds between the provider's first token and the client's first token (SSE), plain and
 * through the sealed relay, in the same run.
 */
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
        // plain SSE and the sealed relay (a reply key) in turns, so both see the same machine
        const overheads = { plain: [] as Array<number>, relay: [] as Array<number> }
        for (let i = 0; i < 80; i++) {
          const path = i % 2 === 0 ? "plain" : "relay"
          // a person of their own for each message: their free session and AI allowance (12 a minute) hold
          const { token } = yield* Effect.promise(() => seedUser(sql))
          const chat = yield* Effect.promise(() =>
            fetch(`http://127.0.0.1:${port}/api/chats`, {
              method: "POST",
              headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
              body: JSON.stringify({ therapeutic_approach: "gpt" }),
            }).then((r) => r.json() as Promise<{ id: string }>),
          )
          const body: Record<string, string> = { content: "Ciao, oggi mi sento giù", ciphertext: "Y2lwaGVy" }
          if (path === "relay") {
            const key = createECDH("prime256v1")
            key.generateKeys()
            body["reply_key"] = key.getPublicKey().toString("base64")
          }
          const response = yield* Effect.promise(() =>
            fetch(`http://127.0.0.1:${port}/api/chats/${chat.id}/messages`, {
              method: "POST",
              headers: {
                authorization: `Bearer ${token}`,
                "content-type": "application/json",
                accept: "text/event-stream",
              },
              body: JSON.stringify(body),
            }),
          )
          const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
          let text = ""
          for (;;) {
            const { value, done } = yield* Effect.promise(() => reader.read())
            if (done) break
            text += value
            if (text.includes("event: token")) {
              overheads[path].push(performance.now() - provider.lastFirstTokenAt())
              break
            }
          }
          yield* Effect.promise(() => reader.cancel())
        }
        const plain = { median: median(overheads.plain), p95: p95(overheads.plain) }
        const relay = { median: median(overheads.relay), p95: p95(overheads.relay) }
        report(
          "SSE: provider first token -> client first token",
          `median ${plain.median.toFixed(2)} ms, p95 ${plain.p95.toFixed(2)} ms`,
          "target median < 20 ms",
        )
        // the relay stores the first words (one statement) before they leave: what that adds, as a ratio
        const ratio = relay.median / plain.median
        report(
          "SSE: first-chunk overhead, relay / plain (medians)",
          `${ratio.toFixed(2)}x`,
          `relay median ${relay.median.toFixed(2)} ms, p95 ${relay.p95.toFixed(2)} ms; ` +
            `+${(relay.median - plain.median).toFixed(2)} ms (target <= 2x or <= +20 ms) ` +
            `${ratio <= 2 || relay.median - plain.median <= 20 ? "ok" : "FAILED"}`,
        )
        figures.sse_relay_first_token_overhead_median_ms = Number(relay.median.toFixed(2))
        figures.sse_relay_over_plain_first_token = Number(ratio.toFixed(2))
        figures.sse_first_token_overhead_median_ms = Number(plain.median.toFixed(2))
      }),
    ),
  )
  await provider.close()

  return figures
}
