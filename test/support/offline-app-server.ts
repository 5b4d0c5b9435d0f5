import { Duration, Layer } from "effect"
import { PgBoss } from "pg-boss"
import { AiService } from "../../adapters/ai/ai-service.ts"
import { ReplyRelay } from "../../adapters/ai/reply-relay/reply-relay.ts"
import { Passwords } from "../../commands/accounts/passwords.ts"
import { RateLimiter } from "../../commands/rate-limits/rate-limiter.ts"
import { Tokens } from "../../api/authentication/tokens.ts"
import { DevClock } from "../../eventstore/dev-clock.ts"
import { localPaymentsLayer } from "./payments.ts"
import { makeHttpApp } from "../../api/server.ts"
import { Db } from "../../eventstore/db.ts"
import { AppendHooks, EventStore } from "../../eventstore/event-store.ts"
import { JobQueue, makeJobQueue } from "../../eventstore/job-queue.ts"
import { makeTestServer } from "./http.ts"

// Nothing listens on port 1: every query fails at connect.
const unreachable = "postgres://cogi@127.0.0.1:1/cogi"
const UnreachableDb = Db.layer(unreachable, { max: 1 })

// Every service the routes need, none of which connects until used: the app must still start and answer.
const Services = Layer.mergeAll(
  Tokens.layerWith({ secret: new TextEncoder().encode("s".repeat(32)), ttl: Duration.hours(1) }),
  Passwords.layerTest,
  RateLimiter.layer,
  AiService.layerLocal({ wordDelayMs: 0 }),
  localPaymentsLayer("http://127.0.0.1:9"),
  EventStore.layer.pipe(Layer.provide(AppendHooks.none)),
  ReplyRelay.layer,
  Layer.succeed(JobQueue)(makeJobQueue(new PgBoss({ connectionString: unreachable }))),
  DevClock.layer,
).pipe(Layer.provideMerge(UnreachableDb))

/** The whole app over real HTTP with no database behind it (routes that need none must still answer). */
export const OfflineAppServer = makeTestServer(makeHttpApp({ staticRoot: "does-not-exist" })).pipe(
  Layer.provideMerge(Services),
)
