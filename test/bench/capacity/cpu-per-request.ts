/**
 * The server's CPU per request under the capacity scenario's load (issue 30): the app (`cli/start.ts`) in a process
 * of its own on a throwaway Postgres, N people seeded. After an unmeasured warm-up, each phase runs for
 * `--seconds` and is measured by the server's CPU time (utime + stime from /proc, steadier than latency on a
 * shared machine) divided by the requests answered in it:
 *   relay / plain  people sending a message every `--every` ms (SSE, with / without a reply key) and storing it
 *   polls          people polling session-info and their session's status every 2 s
 *   json           ten clients sending messages answered as one JSON and storing them, back to back
 * With `--baseline=<dir>` (another checkout of the app, e.g. `git archive` of an older commit with node_modules
 * linked) that app runs too, on a database of its own, and every phase alternates between the two, round after
 * round (`--rounds`), so both see the same machine; the least of the rounds is printed side by side with the ratio.
 * `--prof` runs the servers under `node --cpu-prof` (profiles in .data/cpu-prof/).
 *   node test/bench/capacity/cpu-per-request.ts --people=300 --seconds=15 --phases=relay,plain,polls [--baseline=/tmp/base]
 */
import { mkdirSync, rmSync } from "node:fs"
import { resolve } from "node:path"
import { connect } from "../../../eventstore/db.ts"
import { ensureDatabase, startEmbeddedPostgres } from "../../../eventstore/embedded-postgres.ts"
import { seedUser, testJwtSecret } from "../../support/seed-user.ts"
import { type RunningServer, startServer } from "../client-speed/server-process.ts"
import type { LoadPlan } from "./load-generator.ts"
import { generate, ticks } from "./load-process.ts"

const option = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback
const peopleCount = Number(option("people", "300"))
const seconds = Number(option("seconds", "15"))
const every = Number(option("every", "10000"))
const rounds = Number(option("rounds", "2"))
const phases = option("phases", "relay,plain,polls").split(",")
const baseline = option("baseline", "")
const profile = process.argv.includes("--prof")
const here = import.meta.dirname
const NEVER = 1e12

const quantile = (xs: ReadonlyArray<number>, q: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * q))] ?? NaN
/** The least of the rounds: a shared machine only ever adds to the CPU a request takes. */
const least = (xs: ReadonlyArray<number>) => Math.min(...xs)

interface App {
  readonly name: string
  readonly server: RunningServer
  readonly people: ReadonlyArray<{ readonly token: string; readonly chatId: string }>
}

const dir = `.data/cpu-per-request-${process.pid}`
const pg = await startEmbeddedPostgres(dir)
const profDir = resolve(".data/cpu-prof")
if (profile) mkdirSync(profDir, { recursive: true })
const apps: Array<App> = []
const pools: Array<ReturnType<typeof connect>> = []

const startApp = async (name: string, root: string, index: number): Promise<App> => {
  const database = `app_${index}`
  await ensureDatabase(pg.url(), database)
  const url = pg.url(database)
  const serve = (port: number) =>
    startServer({
      command: process.execPath,
      args: [...(profile ? ["--cpu-prof", `--cpu-prof-dir=${profDir}`] : []), resolve(root, "cli/start.ts")],
      port,
      env: {
        DATABASE_URL: url,
        COGI_DATA_DIR: resolve(dir, `app-${index}`),
        COGI_JWT_SECRET: new TextDecoder().decode(testJwtSecret),
        NODE_ENV: "production",
        LOCAL_AI_WORD_DELAY_MS: process.env["WORD_DELAY"] ?? "40",
        // the json phase sends far more than a person would: the per-person limits are out of its way
        COGI_AI_CALLS_PER_MINUTE: "100000",
        COGI_AI_CALLS_PER_DAY: "1000000",
        OPENAI_API_KEY: "",
        ANTHROPIC_API_KEY: "",
        GEMINI_API_KEY: "",
      },
    })
  const firstPort = 43_000 + ((process.pid * 3 + index * 101) % 9_000)
  const server = await serve(firstPort).catch(() => serve(firstPort + 7))
  const sql = connect(url, { max: 10 })
  pools.push(sql)
  const people: Array<{ token: string; chatId: string }> = []
  const one = async () => {
    const { token } = await seedUser(sql, "Bench")
    const response = await fetch(`${server.baseUrl}/api/chats`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ therapeutic_approach: "gpt" }),
    })
    people.push({ token, chatId: ((await response.json()) as { id: string }).id })
  }
  for (let i = 0; i < peopleCount; i += 20)
    await Promise.all(Array.from({ length: Math.min(20, peopleCount - i) }, one))
  return { name, server, people }
}

const plan = (
  app: App,
  relay: boolean,
  messageEveryMs: number,
  pollEveryMs: number,
  s = seconds,
): LoadPlan => ({
  baseUrl: app.server.baseUrl,
  people: app.people,
  relay,
  seconds: s,
  messageEveryMs,
  pollEveryMs,
  storeReplies: true,
})

/** Messages answered as one JSON and stored, ten at a time, back to back: the cost of a message without pacing. */
const jsonMessages = async (app: App) => {
  const end = performance.now() + seconds * 1000
  let n = 0
  await Promise.all(
    Array.from({ length: 10 }, async (_, k) => {
      for (let i = k; performance.now() < end; i += 10) {
        const person = app.people[i % app.people.length]!
        const headers = { authorization: `Bearer ${person.token}`, "content-type": "application/json" }
        const sent = await fetch(`${app.server.baseUrl}/api/chats/${person.chatId}/messages`, {
          method: "POST",
          headers,
          body: JSON.stringify({ content: "Oggi è stata una giornata pesante", ciphertext: "Y2lwaGVy" }),
        })
        const reply = (await sent.json()) as { reply_id: string }
        if (sent.status !== 200) throw new Error(`send ${sent.status}`)
        const stored = await fetch(`${app.server.baseUrl}/api/chats/${person.chatId}/replies`, {
          method: "POST",
          headers,
          body: JSON.stringify({ reply_id: reply.reply_id, ciphertext: "cmlzcG9zdGE=" }),
        })
        await stored.arrayBuffer()
        if (stored.status !== 200) throw new Error(`store ${stored.status}`)
        n += 1
      }
    }),
  )
  return { count: n, p99: NaN }
}

/** The server's CPU ms per second with nothing asked of it (projector, job workers, relay polls). */
const idleCpuPerSecond = new Map<string, number>()
const measureIdle = async (app: App) => {
  const before = ticks(app.server.pid)
  const started = performance.now()
  await new Promise((ok) => setTimeout(ok, seconds * 1000))
  idleCpuPerSecond.set(
    app.name,
    ((ticks(app.server.pid) - before) * 10 * 1000) / (performance.now() - started),
  )
}

/** One phase on one app: how many requests, and the server's CPU ms for each (its idle CPU taken out). */
const measure = async (app: App, phase: string) => {
  const before = ticks(app.server.pid)
  const started = performance.now()
  const done =
    phase === "json"
      ? await jsonMessages(app)
      : await generate(
          phase === "polls" ? plan(app, false, NEVER, 2_000) : plan(app, phase === "relay", every, NEVER),
        ).then((load) => ({
          count: phase === "polls" ? load.pollMs.length / 2 : load.firstChunkMs.length,
          p99: quantile(phase === "polls" ? load.pollMs : load.firstChunkMs, 0.99),
          errors: load.errors,
        }))
  const idle = ((idleCpuPerSecond.get(app.name) ?? 0) * (performance.now() - started)) / 1000
  const cpuMs = (ticks(app.server.pid) - before) * 10 - idle
  return { ...done, cpuMs: Math.round(cpuMs), each: cpuMs / done.count }
}

try {
  apps.push(await startApp("this", resolve(here, "../../.."), 0))
  if (baseline !== "") apps.push(await startApp("baseline", resolve(baseline), 1))
  // warm-up, not measured: every person sends and polls twice (V8 compiles the hot paths)
  for (const app of apps) {
    await generate(plan(app, true, 5_000, 5_000, 10))
    await generate(plan(app, false, 5_000, 5_000, 10))
  }
  for (const app of apps) {
    await measureIdle(app)
    console.log(
      `${app.name}: idle server CPU ${Math.round(idleCpuPerSecond.get(app.name) ?? 0)} ms/s (taken out below)`,
    )
  }
  const results = new Map<string, Array<number>>()
  for (let round = 1; round <= rounds; round++)
    for (const phase of phases)
      for (const app of round % 2 === 1 ? apps : [...apps].reverse()) {
        const m = await measure(app, phase)
        results.set(`${phase}/${app.name}`, [...(results.get(`${phase}/${app.name}`) ?? []), m.each])
        console.log(
          `round ${round} ${phase.padEnd(6)} ${app.name.padEnd(8)} ${String(m.count).padStart(5)} requests, ` +
            `server CPU ${m.cpuMs} ms: ${m.each.toFixed(2)} ms each (p99 ${Math.round(m.p99)} ms)`,
        )
      }
  for (const phase of phases) {
    const mine = least(results.get(`${phase}/this`) ?? [])
    const theirs = least(results.get(`${phase}/baseline`) ?? [])
    console.log(
      `${phase.padEnd(6)} server CPU ms per ${phase === "polls" ? "poll (2 GETs)" : "message (send + store)"}: ` +
        `this ${mine.toFixed(2)}` +
        (baseline === "" ? "" : `, baseline ${theirs.toFixed(2)}, ratio ${(mine / theirs).toFixed(2)}`),
    )
  }
} finally {
  for (const app of apps) await app.server.stop()
  for (const sql of pools) await sql.end()
  await pg.stop()
  rmSync(dir, { recursive: true, force: true })
}
