import type { CogiProcess } from "../support/cogi-process.ts"
import {
  badAnswers,
  interrupt,
  outageEnv,
  restartablePostgres,
  send,
  signIn,
  startLoad,
  startRoles,
  until,
  withoutMail,
} from "../reliability/outage-scenario.ts"

/*
 * The audit's reproduction of issue 24 (item 3), longer than `npm test` runs it: 2 web and 2 worker processes on
 * one Postgres under 8 clients; each round cuts every connection five times, stops Postgres for 10 s, then makes
 * it read-only for 10 s. No process may die, no answer may be a 5xx other than 503 with Retry-After and the
 * Italian detail, every sign-up accepted on the way must get its mail once the jobs resume, and Ctrl-C must stop
 * every process with 0 (Postgres, ours, last).
 */
export const outageSoak = async (rounds: number, outageSeconds = 10) => {
  const db = await restartablePostgres("soak-outage")
  const processes: CogiProcess[] = []
  const pause = (s: number) => new Promise((r) => setTimeout(r, s * 1000))
  try {
    const roles = await startRoles(outageEnv(db.url, db.dir), 2, 2)
    processes.push(...roles.all)
    const bases = roles.web.map((w) => w.base)
    const load = startLoad(bases, await signIn(bases[0]!), 8)
    const healthDown: number[] = []
    for (let round = 0; round < rounds; round++) {
      for (let i = 0; i < 5; i++) {
        await pause(0.2)
        await db.cutConnections()
      }
      await db.stop()
      const down = performance.now()
      while (performance.now() - down < outageSeconds * 1000) {
        for (const base of bases) healthDown.push((await send(base, "GET", "/api/health")).status)
        await pause(0.5)
      }
      await db.start()
      await until("health says 200 after the restart", 30_000, async () =>
        (await send(bases[0]!, "GET", "/api/health")).status === 200 ? true : undefined,
      )
      await db.readOnly(true)
      await pause(outageSeconds)
      await db.readOnly(false)
      await pause(5)
    }
    await load.stop()
    const mailStarted = performance.now()
    const missing = await until("every accepted sign-up has its mail", 180_000, async () => {
      const left = await withoutMail(db, load.acceptedSignUps)
      return left.length === 0 ? left : undefined
    }).catch(async () => withoutMail(db, load.acceptedSignUps))
    const mailSeconds = (performance.now() - mailStarted) / 1000
    // where the mail jobs of sign-ups still without mail are (pg-boss state, attempts)
    const stuck = await db.query(
      (sql) => sql<{ state: string; retries: number }[]>`
        select j.state, j.retry_count::int as retries from pgboss.job j join users u on u.id::text = j.data->>'userId'
        where j.name = 'mail__send' and u.email = any(${missing}::text[])`,
    )
    const died = processes.filter((p) => p.child.exitCode !== null).length
    const stops = await Promise.all(processes.map(interrupt))
    const bad = badAnswers(load.answers)
    const count = (status: number) => load.answers.filter((a) => a.status === status).length
    return {
      figures: {
        "web / worker processes": "2 / 2",
        rounds: `${rounds} × (connections cut 5 times, Postgres down ${outageSeconds} s, read-only ${outageSeconds} s)`,
        "requests answered": load.answers.length,
        "answered 503 (with Retry-After and the Italian detail)": count(503),
        "answered 500 or another 5xx, or a 503 without them (must be 0)": bad.length,
        ...(bad.length > 0
          ? { "the first of them": JSON.stringify(bad.slice(0, 3).map((a) => [a.path, a.status, a.json])) }
          : {}),
        "requests without an answer (network errors, must be 0)": load.networkErrors.length,
        "health while Postgres was down: 503 / other": `${healthDown.filter((s) => s === 503).length} / ${healthDown.filter((s) => s !== 503).length}`,
        "slowest answer (ms)": Math.max(0, ...load.answers.map((a) => a.ms)),
        "sign-ups accepted / still without mail": `${load.acceptedSignUps.length} / ${missing.length}`,
        "seconds until the last mail went out after the load": mailSeconds.toFixed(1),
        "their mail jobs (state/retries)": stuck.map((j) => `${j.state}/${j.retries}`).join(" ") || "-",
        "processes that died (must be 0)": died,
        "Ctrl-C exit codes": stops.map((s) => s.code).join(" "),
        "slowest Ctrl-C (ms)": Math.max(...stops.map((s) => s.ms)),
      },
      ok:
        bad.length === 0 &&
        load.networkErrors.length === 0 &&
        missing.length === 0 &&
        died === 0 &&
        healthDown.every((s) => s === 503) &&
        stops.every((s) => s.code === 0),
    }
  } catch (error) {
    for (const p of processes) console.error(`--- ${p.child.spawnargs.join(" ")}\n${p.output().slice(-2000)}`)
    throw error
  } finally {
    for (const p of processes) if (p.child.exitCode === null) await interrupt(p).catch(() => {})
    await db.stop()
    db.remove()
  }
}
