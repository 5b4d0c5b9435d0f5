/**
 * Client speed figures (issue 16), each beside a baseline measured in the same run, and every time checked as a
 * ratio to it (issue 30: the machine is shared; absolute times are printed beside, not checked):
 *  - initial JS of the login/dashboard load (gzip) vs every script of the app
 *  - `npm start` ready, warm (nothing changed) vs an embedded Postgres started alone; cold (fresh data dir,
 *    client rebuilt) beside
 *  - GET /api/user/session-info p50/p99 at a paced 500 req/s vs GET /api/health on the same server
 *  - a 500-message chat decrypted and shown after navigation (Chromium) vs a 2-message chat
 * `node test/bench/client-speed.ts [--json] [--only=start,js,load,chat]`: with --json the last line is one JSON
 * object of the figures.
 * Starts and stops everything it needs (servers, an embedded Postgres) and removes its data.
 */
import { rmSync } from "node:fs"
import { resolve } from "node:path"
import { connect, type Sql } from "../../eventstore/db.ts"
import { startEmbeddedPostgres } from "../../eventstore/embedded-postgres.ts"
import { seedUser, testJwtSecret } from "../support/seed-user.ts"
import { measureChatRender } from "./client-speed/chat-render.ts"
import { measureJsWeight } from "./client-speed/initial-js.ts"
import { writeLongChat } from "./client-speed/long-chat.ts"
import { pacedLoad, summarize, type LoadResult } from "./client-speed/paced-load.ts"
import { startServer, type RunningServer } from "./client-speed/server-process.ts"

const root = resolve(import.meta.dirname, "../..")
const json = process.argv.includes("--json")
// --only=start,js,load runs a subset (while working on one figure); the default is every figure.
const only = process.argv
  .find((arg) => arg.startsWith("--only="))
  ?.slice(7)
  .split(",")
const wanted = (part: string) => only === undefined || only.includes(part)
const work = resolve(root, `.data/client-speed-${process.pid}`)
const basePort = 41_000 + (process.pid % 9_000)
const figures: Record<string, number> = {}
const cleanups: Array<() => Promise<void>> = []

/** Targets as ratios to a baseline of the same run (issue 30): they hold on a busy machine, absolute times do not. */
const CHAT_500_OVER_2 = 1.3
const SESSION_INFO_OVER_HEALTH = 1.5
const START_OVER_POSTGRES = 3

const line = (name: string, value: string, baseline: string) =>
  console.log(`${name.padEnd(44)} ${value.padStart(12)}   ${baseline}`)
const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits
const median = (xs: ReadonlyArray<number>) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN

const npmStart = async (dataDir: string, port: number): Promise<RunningServer> => {
  const server = await startServer({
    command: "npm",
    args: ["start", "--silent"],
    port,
    env: { COGI_DATA_DIR: dataDir, NODE_ENV: "production" },
  })
  await server.stop()
  return server
}

/** An embedded Postgres started alone on an existing cluster (the floor of a warm `npm start`): ms, median of 3. */
const postgresAloneMs = async () => {
  const dir = resolve(work, "pg-alone")
  await (await startEmbeddedPostgres(dir)).stop()
  const times: number[] = []
  for (let i = 0; i < 3; i++) {
    const started = performance.now()
    const pg = await startEmbeddedPostgres(dir)
    times.push(performance.now() - started)
    await pg.stop()
  }
  return median(times)
}

/** `value / baseline`, printed with its target and whether it holds. */
const ratioLine = (name: string, value: number, baseline: number, target: number, said: string) => {
  const ratio = value / baseline
  line(name, `${round(ratio, 2)}x`, `${said}; target <= ${target}x ${ratio <= target ? "ok" : "FAILED"}`)
  return round(ratio, 2)
}

const startFigures = async () => {
  const dataDir = resolve(work, "start")
  rmSync(resolve(root, "dist/client.fingerprint"), { force: true })
  const cold = (await npmStart(dataDir, basePort)).readyMs
  const warm: number[] = []
  for (let i = 1; i <= 3; i++) warm.push((await npmStart(dataDir, basePort + i)).readyMs)
  figures["start_warm_ms"] = Math.round(median(warm))
  figures["start_cold_ms"] = Math.round(cold)
  figures["postgres_start_alone_ms"] = Math.round(await postgresAloneMs())
  figures["start_warm_over_postgres"] = ratioLine(
    "npm start ready, warm / Postgres start alone",
    figures["start_warm_ms"],
    figures["postgres_start_alone_ms"],
    START_OVER_POSTGRES,
    `warm ${figures["start_warm_ms"]} ms (median of 3) vs Postgres alone ${figures["postgres_start_alone_ms"]} ms; ` +
      `cold (fresh data dir, client built): ${figures["start_cold_ms"]} ms`,
  )
}

const jsFigures = () => {
  const weight = measureJsWeight(resolve(root, "dist/client"))
  figures["initial_js_gzip_kb"] = weight.initialGzipKb
  figures["initial_js_brotli_kb"] = weight.initialBrotliKb
  figures["initial_js_login_gzip_kb"] = weight.loginGzipKb
  figures["initial_js_dashboard_gzip_kb"] = weight.dashboardGzipKb
  figures["all_js_gzip_kb"] = weight.allGzipKb
  line(
    `initial JS, heavier of login/dashboard (${weight.initialFiles} files), gzip`,
    `${weight.initialGzipKb} KB`,
    `login ${weight.loginGzipKb} KB, dashboard ${weight.dashboardGzipKb} KB; all app JS: ${weight.allGzipKb} KB gzip; brotli sent: ${weight.initialBrotliKb} KB; target <= 100 KB`,
  )
}

const loadFigures = async () => {
  const pg = await startEmbeddedPostgres(resolve(work, "pg"))
  cleanups.push(() => pg.stop())
  const server = await startServer({
    command: process.execPath,
    args: ["cli/start.ts"],
    port: basePort + 10,
    env: {
      DATABASE_URL: pg.url(),
      COGI_DATA_DIR: resolve(work, "load"),
      COGI_JWT_SECRET: new TextDecoder().decode(testJwtSecret),
      NODE_ENV: "production",
    },
  })
  cleanups.unshift(server.stop)
  const sql = connect(pg.url(), { max: 2 })
  cleanups.unshift(() => sql.end())
  const { token, userId } = await seedUser(sql, "Bench")
  if (wanted("load")) await sessionInfoFigures(server.baseUrl, token)
  if (wanted("chat")) await chatFigures(sql, server.baseUrl, token, userId)
}

const sessionInfoFigures = async (baseUrl: string, token: string) => {
  const targets = {
    health: { url: new URL(`${baseUrl}/api/health`), headers: {} },
    sessionInfo: {
      url: new URL(`${baseUrl}/api/user/session-info`),
      headers: { authorization: `Bearer ${token}` },
    },
  }
  const rate = 500
  // V8 optimises the request path during the first seconds under load (its compile bursts, seen with
  // --trace-opt, line up with single seconds of p99 at 20-45 ms on two cores); the target is the steady state,
  // so both paths are warmed for 10 s first, and that warm-up's own p99 is printed beside the figure.
  const warmUp: number[] = []
  for (let second = 0; second < 10; second++) {
    const name = second % 2 === 0 ? "sessionInfo" : "health"
    const { latencies } = await pacedLoad({ ...targets[name], rate, seconds: 1 })
    if (name === "sessionInfo") warmUp.push(...latencies)
  }
  const runs = { health: [] as LoadResult[], sessionInfo: [] as LoadResult[] }
  const all = { health: [] as number[], sessionInfo: [] as number[] }
  let errors = 0
  for (let round = 0; round < 3; round++)
    for (const name of ["health", "sessionInfo"] as const) {
      const { latencies, errors: failed } = await pacedLoad({ ...targets[name], rate, seconds: 4 })
      runs[name].push(summarize(latencies, failed))
      all[name].push(...latencies)
      errors += failed
    }
  const pooled = { health: summarize(all.health, 0), sessionInfo: summarize(all.sessionInfo, 0) }
  const p99s = (name: keyof typeof runs) => runs[name].map((r) => round(r.p99)).join(" / ")
  figures["session_info_p99_ms_500rps"] = round(pooled.sessionInfo.p99, 2)
  figures["session_info_p50_ms_500rps"] = round(pooled.sessionInfo.p50, 2)
  figures["health_p99_ms_500rps"] = round(pooled.health.p99, 2)
  figures["health_p50_ms_500rps"] = round(pooled.health.p50, 2)
  figures["load_errors"] = errors
  figures["session_info_over_health_p99"] = ratioLine(
    "session-info p99 / health p99 at 500 req/s (3 x 4 s)",
    pooled.sessionInfo.p99,
    pooled.health.p99,
    SESSION_INFO_OVER_HEALTH,
    `${figures["session_info_p99_ms_500rps"]} vs ${figures["health_p99_ms_500rps"]} ms`,
  )
  line(
    "session-info p50 at 500 req/s",
    `${figures["session_info_p50_ms_500rps"]} ms`,
    `health p50 ${figures["health_p50_ms_500rps"]} ms; errors: ${errors}`,
  )
  line("  p99 per run: session-info", p99s("sessionInfo"), `health: ${p99s("health")}`)
  line(
    "  session-info p99 while warming (first 10 s)",
    `${round(summarize(warmUp, 0).p99, 2)} ms`,
    "after a start, before V8 has optimised the path; not the target",
  )
}

const chatFigures = async (sql: Sql, baseUrl: string, token: string, userId: string) => {
  const passphrase = "segreta-del-bench"
  const chats = [
    { id: await writeLongChat(sql, userId, passphrase, 500), messages: 500 },
    { id: await writeLongChat(sql, userId, passphrase, 2), messages: 2 },
  ]
  for (const chat of chats) {
    const res = await fetch(`${baseUrl}/api/chats/${chat.id}`, {
      headers: { authorization: `Bearer ${token}` },
    })
    if (res.status !== 200) throw new Error(`GET chat: ${res.status} ${(await res.text()).slice(0, 300)}`)
  }
  const [long = [], short = []] = await measureChatRender({
    baseUrl,
    token,
    passphrase,
    userId,
    salt: "AAAAAAAAAAAAAAAAAAAAAA==",
    chats,
    rounds: 5,
  })
  figures["chat_500_render_ms"] = Math.round(median(long))
  figures["chat_2_render_ms"] = Math.round(median(short))
  figures["chat_500_over_2_render"] = ratioLine(
    "500-message chat / 2-message chat, ready after navigation",
    median(long),
    median(short),
    CHAT_500_OVER_2,
    `${figures["chat_500_render_ms"]} vs ${figures["chat_2_render_ms"]} ms (medians of 5)`,
  )
  line(
    "  per visit: 500 messages",
    long.map(Math.round).join(" / "),
    `2: ${short.map(Math.round).join(" / ")}`,
  )
}

const cleanUp = async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup().catch(() => {})
  rmSync(work, { recursive: true, force: true })
}
process.once("SIGINT", () => void cleanUp().then(() => process.exit(130)))

try {
  if (wanted("start")) await startFigures()
  if (wanted("js")) jsFigures()
  if (wanted("load") || wanted("chat")) await loadFigures()
} finally {
  await cleanUp()
}
if (json) console.log(JSON.stringify(figures))
