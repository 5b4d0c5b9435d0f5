import { DatabaseInUse } from "../eventstore/database-owner.ts"
import { type DatabaseHandle, openDatabase } from "./database.ts"
import { armShutdownWatchdog } from "./shutdown-watchdog.ts"
import { startRole } from "./start-role.ts"

/*
 * `npm start`'s entry. The embedded Postgres starts first, in its own process, while this one loads the server's
 * modules (about a second on a warm machine); the server then takes the database as it comes up. This file stays
 * small on purpose: what it imports is read before Postgres can start.
 */

const role = startRole(process.argv)

let stopDatabase = async () => {}
armShutdownWatchdog(() => stopDatabase())

/**
 * What the embedded Postgres's keeper does (it died and is started again), in the log beside everything else;
 * Effect is loaded by then (the keeper only speaks once the server runs).
 */
const logKeeper = (message: string) =>
  void import("effect").then(({ Effect }) => Effect.runFork(Effect.logWarning(message)))

/**
 * A second server on the same embedded database is refused with a message (nothing else has started yet). The
 * embedded server is started again if it dies while Cogi runs (meanwhile requests answer 503, health too).
 */
const database: Promise<DatabaseHandle> = openDatabase("refuse", logKeeper).then(
  (handle) => {
    stopDatabase = handle.stop
    return handle
  },
  (e: unknown) => {
    if (!(e instanceof DatabaseInUse)) throw e
    console.error(e.message)
    return process.exit(1)
  },
)

/**
 * Ctrl-C or SIGTERM while the server's modules still load: Postgres (started, or still starting) is stopped and
 * the process exits 0, as a stop of the running server would. Nothing else has started yet.
 */
let stoppingEarly = false
const stopEarly = () => {
  if (stoppingEarly) return
  stoppingEarly = true
  void database
    .then(async (handle) => {
      await handle.stop()
      if (handle.embedded) console.log("Postgres stopped")
    })
    .finally(() => {
      console.log("Cogi stopped before it was ready")
      process.exit(0)
    })
}
// a failure to start surfaces where the server takes the database (a defect, exit 1), not as an unhandled rejection
database.catch(() => {})

process.on("SIGINT", stopEarly)
process.on("SIGTERM", stopEarly)

const { launchServer } = await import("./start-server.ts")
if (!stoppingEarly) {
  // launchServer installs the server's own signal handlers synchronously (NodeRuntime.runMain): no gap between
  process.off("SIGINT", stopEarly)
  process.off("SIGTERM", stopEarly)
  launchServer(role, database)
}
