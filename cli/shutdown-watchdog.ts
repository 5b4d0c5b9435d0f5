/*
 * Bounds shutdown. The first SIGINT/SIGTERM starts the orderly stop (Effect interrupts the main fiber: HTTP
 * server, projector, workers, pool, Postgres last). If that has not finished after `limitMs`, the watchdog runs
 * `forceStop` (Postgres immediate shutdown) and exits 1, so an operator's Ctrl-C always ends the process.
 */
export const armShutdownWatchdog = (forceStop: () => Promise<void>, limitMs = 9_000) => {
  let armed = false
  const arm = (signal: NodeJS.Signals) => {
    if (armed) {
      console.error(`${signal} again: Cogi is still stopping (at most ${Math.round(limitMs / 1000)} s)…`)
      return
    }
    armed = true
    setTimeout(() => {
      console.error(`Cogi did not stop within ${Math.round(limitMs / 1000)} s: stopping Postgres and exiting`)
      void forceStop().finally(() => process.exit(1))
    }, limitMs).unref()
  }
  process.on("SIGINT", arm)
  process.on("SIGTERM", arm)
}
