import * as NodeRuntime from "@effect/platform-node/NodeRuntime"
import { Cause, Effect, Exit, Layer, Runtime } from "effect"
import { coreLayer } from "../commands/write-side.ts"
import { DevClock, DevClockTime } from "../eventstore/dev-clock.ts"
import { sessionExpireHandler } from "../jobs/chats/session-expire-job.ts"
import { appointmentRemindHandler } from "../jobs/appointments/appointment-remind-job.ts"
import {
  appointmentRemindersCheckHandler,
  scheduleAppointmentRemindersCheck,
} from "../jobs/appointments/appointment-reminders-check-job.ts"
import { ensureAdminFromEnv } from "../commands/accounts/admin-account.ts"
import { Passwords } from "../commands/accounts/passwords.ts"
import { serveHttpFromEnv } from "../api/server.ts"
import { backgroundErrorLog } from "../eventstore/background-log.ts"
import { connect, Db } from "../eventstore/db.ts"
import { migrate } from "../eventstore/migrate.ts"
import { mailSendHandler, mailWorkOptions } from "../jobs/mail/mail-send-job.ts"
import {
  paymentsReconcileHandler,
  schedulePaymentsReconcile,
} from "../jobs/payments/payments-reconcile-job.ts"
import { replyRelaysSweepHandler, scheduleReplyRelaysSweep } from "../jobs/chats/reply-relay-sweep-job.ts"
import { rateLimitsPurgeHandler, scheduleRateLimitsPurge } from "../jobs/accounts/rate-limits-purge-job.ts"
import { runWorkers, Workers } from "../jobs/workers.ts"
import { Mailer } from "../adapters/mail/mailer.ts"
import { RateLimiter } from "../commands/rate-limits/rate-limiter.ts"
import { paymentsLayer } from "../adapters/payments/payments-layer.ts"
import { startProjector } from "../projections/projector.ts"
import { projections } from "../projections/registry.ts"
import { outageSummary } from "../eventstore/database-unavailable.ts"
import type { DatabaseHandle } from "./database.ts"
import { WorkerReadiness } from "../eventstore/worker-readiness.ts"
import { tracingFromEnv } from "./observability/otlp-tracing.ts"
import { loggingFromEnv } from "./observability/logging.ts"
import { metricsServerFromEnv } from "./observability/metrics-server.ts"
import type { Role } from "./start-role.ts"
import { RISK_MODEL, warmRiskModel } from "../domain/safety/risk-assessment.ts"

/**
 * The database (embedded unless DATABASE_URL; cli/start.ts started it while these modules loaded), migrated;
 * stopped last, after everything using it.
 */
const databaseLive = (database: Promise<DatabaseHandle>) =>
  Layer.unwrap(
    Effect.gen(function* () {
      const handle = yield* Effect.acquireRelease(
        Effect.promise(() => database),
        (h) =>
          Effect.promise(h.stop).pipe(
            Effect.andThen(h.embedded ? Effect.logInfo("Postgres stopped") : Effect.void),
          ),
      )
      const applied = yield* Effect.promise(async () => {
        const sql = connect(handle.url, { max: 1 })
        try {
          return await migrate(sql)
        } finally {
          await sql.end()
        }
      })
      if (applied.length > 0) yield* Effect.logInfo(`Migrations applied: ${applied.join(", ")}`)
      if (handle.embedded) yield* Effect.logInfo("Using embedded Postgres (no DATABASE_URL)")
      return Db.layer(handle.url)
    }),
  )

const ProjectorLive = Layer.effectDiscard(
  Effect.gen(function* () {
    const { sql } = yield* Db
    const logError = yield* backgroundErrorLog
    yield* Effect.acquireRelease(
      Effect.sync(() =>
        startProjector(sql, projections, {
          onError: (e) => {
            const outage = outageSummary(e)
            if (outage === undefined) logError("[projector] failed; it retries", e)
            else logError(`[projector] database unavailable, ${outage}`)
          },
        }),
      ),
      (projector) => Effect.promise(projector.stop),
    )
  }),
)

const WorkersLive = Layer.effect(
  Workers,
  Effect.gen(function* () {
    return [
      { queue: "mail__send" as const, each: yield* mailSendHandler, options: mailWorkOptions },
      { queue: "session__expire" as const, handler: yield* sessionExpireHandler },
      { queue: "appointment__remind" as const, handler: yield* appointmentRemindHandler },
      { queue: "appointment_reminders__check" as const, handler: yield* appointmentRemindersCheckHandler },
      { queue: "payments__reconcile" as const, handler: yield* paymentsReconcileHandler },
      { queue: "reply_relays__sweep" as const, handler: yield* replyRelaysSweepHandler },
      { queue: "rate_limits__purge" as const, handler: yield* rateLimitsPurgeHandler },
    ]
  }),
).pipe(Layer.provide([Mailer.layer, paymentsLayer, RateLimiter.layer]))

/** Lets whatever I/O is waiting (a request, a health probe) be served before the next step of CPU work. */
const afterPendingIo = Effect.promise(() => new Promise<void>((resolve) => setImmediate(resolve)))

/**
 * How long after ready the crisis model is warmed. Its two steps hold the event loop (about 0.2 s each), and a
 * request waiting on the database needs several turns of it: started at once, they held up the health probes
 * that come right at ready (an orchestrator's, the bench's) by the whole warm-up. A person's first message comes
 * seconds later (the page, signing in, a session).
 */
const WARM_UP_AFTER_READY = "1 second"

/**
 * The crisis model (3 MB, decoded and compiled into lookup tables on first use) warmed in the background just
 * after the server is ready: the first person's message is assessed at full speed, and the start does not wait
 * for it. Two steps, with pending I/O served before each.
 */
const warmCrisisModel = Effect.gen(function* () {
  yield* Effect.sleep(WARM_UP_AFTER_READY)
  const started = performance.now()
  yield* afterPendingIo
  yield* Effect.sync(() => RISK_MODEL.classifier)
  yield* afterPendingIo
  yield* Effect.sync(warmRiskModel)
  yield* Effect.logInfo(
    `Crisis model ready (${Math.round(performance.now() - started)} ms, in the background)`,
  )
})

/** The server of `role` on `database`, run as the process's main program until a signal stops it. */
export const launchServer = (role: Role, database: Promise<DatabaseHandle>) => {
  const runsWeb = role !== "worker"
  const runsWorker = role !== "web"
  const Background = runsWorker
    ? Layer.mergeAll(
        ProjectorLive,
        runWorkers.pipe(Layer.provide(WorkersLive)),
        schedulePaymentsReconcile,
        scheduleReplyRelaysSweep,
        scheduleRateLimitsPurge,
        scheduleAppointmentRemindersCheck,
      )
    : Layer.empty
  const Web = runsWeb ? serveHttpFromEnv : Layer.empty

  /** With COGI_ADMIN_EMAIL and COGI_ADMIN_PASSWORD set, that administrator exists before anything else starts. */
  const AdminLive = Layer.effectDiscard(ensureAdminFromEnv).pipe(Layer.provide(Passwords.layer))

  const Main = Layer.mergeAll(Web, Background, metricsServerFromEnv).pipe(
    Layer.provideMerge(AdminLive),
    // a replica that runs the workers is ready (GET /api/health/ready) once they have subscribed
    Layer.provideMerge(runsWorker ? WorkerReadiness.layer : Layer.empty),
    Layer.provideMerge(coreLayer({ worker: runsWorker })),
    Layer.provideMerge(DevClockTime),
    Layer.provideMerge(DevClock.layer),
    Layer.provideMerge(databaseLive(database)),
    // spans go out over OTLP/HTTP when OTEL_EXPORTER_OTLP_ENDPOINT is set
    Layer.provideMerge(tracingFromEnv),
    // JSON lines in production
    Layer.provideMerge(loggingFromEnv),
  )

  // Layer.launch, with the crisis model warmed once everything is up (the web role assesses messages)
  Layer.build(Main).pipe(
    Effect.flatMap((context) =>
      runsWeb ? warmCrisisModel.pipe(Effect.provideContext(context), Effect.forkScoped) : Effect.void,
    ),
    Effect.andThen(Effect.never),
    Effect.scoped,
    Effect.onInterrupt(() => Effect.logInfo("Cogi stopped cleanly")),
    NodeRuntime.runMain({
      teardown: (exit, done) =>
        Exit.isFailure(exit) && Cause.hasInterruptsOnly(exit.cause)
          ? done(0)
          : Runtime.defaultTeardown(exit, done),
    }),
  )
}
