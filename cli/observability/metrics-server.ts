import { createServer } from "node:http"
import { Effect, Layer, Metric } from "effect"
import { PrometheusMetrics } from "effect/observability"
import { Db } from "../../eventstore/db.ts"
import {
  appendConflicts,
  jobFailures,
  jobQueueDepth,
  poolConnections,
  projectorLag,
  replyRelaysInFlight,
} from "../../eventstore/operational-metrics.ts"
import { projectorLag as readProjectorLag } from "../../projections/checkpoints.ts"

/*
 * GET /metrics in the Prometheus text format, on its own port (COGI_METRICS_PORT; off when unset), never on the
 * public one. The counters and histograms are recorded where things happen; the database-side figures (relays
 * in flight, queue depths and failures, projector lag, connections) are sampled at each scrape.
 */

const sample = Effect.gen(function* () {
  const { sql } = yield* Db
  const [relays] = yield* Effect.promise(
    () => sql<[{ n: number }]>`select count(*)::int as n from reply_relays where finished_at is null`,
  )
  yield* Metric.update(replyRelaysInFlight, relays.n)
  const queues = yield* Effect.promise(
    () => sql<{ name: string; depth: number; failed: number }[]>`
      select name,
             count(*) filter (where state in ('created', 'retry', 'active'))::int as depth,
             count(*) filter (where state = 'failed')::int as failed
        from pgboss.job group by name`,
  )
  for (const q of queues) {
    yield* Metric.update(Metric.withAttributes(jobQueueDepth, { queue: q.name }), q.depth)
    yield* Metric.update(Metric.withAttributes(jobFailures, { queue: q.name }), q.failed)
  }
  yield* Metric.update(projectorLag, Math.max(0, yield* Effect.promise(() => readProjectorLag(sql))))
  const connections = yield* Effect.promise(
    () => sql<{ state: string | null; n: number }[]>`
      select state, count(*)::int as n from pg_stat_activity where application_name = 'cogi' group by state`,
  )
  for (const c of connections)
    yield* Metric.update(Metric.withAttributes(poolConnections, { state: c.state ?? "unknown" }), c.n)
})

const metricsPort = () => {
  const port = Number(process.env.COGI_METRICS_PORT)
  return Number.isInteger(port) && port > 0 ? port : undefined
}

export const metricsServerFromEnv: Layer.Layer<never, never, Db> = Layer.effectDiscard(
  Effect.gen(function* () {
    const port = metricsPort()
    if (port === undefined) return
    // present from the first scrape, at 0, rather than missing until the first conflict
    yield* Metric.update(appendConflicts, 0)
    const context = yield* Effect.context<Db>()
    const scrape = sample.pipe(
      // a database that does not answer leaves the sampled gauges as they were; the rest is still served
      Effect.timeout("2 seconds"),
      Effect.ignore,
      Effect.andThen(PrometheusMetrics.format()),
      Effect.provideContext(context),
    )
    const server = createServer((request, response) => {
      if (request.method !== "GET" || request.url?.split("?")[0] !== "/metrics") {
        response.writeHead(404).end()
        return
      }
      void Effect.runPromise(scrape).then((text) =>
        response.writeHead(200, { "content-type": "text/plain; version=0.0.4; charset=utf-8" }).end(text),
      )
    })
    yield* Effect.acquireRelease(
      Effect.callback<void>((resume) => {
        server.listen(port, () => resume(Effect.void))
      }),
      () =>
        Effect.callback<void>((resume) => {
          server.closeAllConnections()
          server.close(() => resume(Effect.void))
        }),
    )
    yield* Effect.logInfo(`Metrics on http://[::]:${port}/metrics`)
  }),
)
