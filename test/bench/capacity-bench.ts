/**
 * `npm run bench -- --only=capacity`: how many people in live sessions one server holds on this machine (issue 30).
 * The app runs in a process of its own (`cli/start.ts`, the offline responder at 40 ms per word) and the people in
 * another (capacity/load-generator.ts): each sends a message every 20 s and polls session-info and the session's
 * status every 30 s. For each N of the ladder, the relay path (a `reply_key`: sealed, stored chunks) and plain SSE
 * run one after the other on the same server; a bare Node SSE server (capacity/bare-sse-server.ts, same pacing,
 * nothing else) gives the floor at the largest N. Per step: first-chunk p50/p99 (POST sent -> first `token`
 * frame), errors, the server's and Postgres's CPU (% of one core) and RSS, and Postgres commits per message
 * (pg_stat_database.xact_commit over the step's steady middle, beside the messages sent in it). The largest N
 * with p99 <= 100 ms and 0 errors is said per path, and the relay's figures as ratios to plain SSE's. Before the
 * ladder, an unmeasured warm-up starts every person's live session and runs each path briefly.
 * `--capacity-people=300,600,1000` (the ladder) and `--capacity-seconds=15` (each step) keep it short: the
 * machine is shared, so it runs briefly by default. `--capacity-profile=DIR` keeps the server's CPU profile.
 */
import { fork } from "node:child_process"
import { readdirSync, readFileSync, rmSync } from "node:fs"
import { resolve } from "node:path"
import type { Sql } from "../../eventstore/db.ts"
import { seedUser, testJwtSecret } from "../support/seed-user.ts"
import type { LoadPlan } from "./capacity/load-generator.ts"
import { generate, ticks } from "./capacity/load-process.ts"
import { startServer } from "./client-speed/server-process.ts"
import type { Report } from "./event-log-bench.ts"

const MESSAGE_EVERY_MS = 20_000
const POLL_EVERY_MS = 30_000
const WORD_DELAY_MS = 40
const P99_TARGET_MS = 100
/** The warm-up's pace: every person's first message within a few tens of seconds, gentler than a step. */
const WARM_UP_MESSAGES_PER_SECOND = 40
const here = import.meta.dirname

const option = (name: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? undefined
const ladder = (option("capacity-people") ?? "300,600,1000").split(",").map(Number)
const stepSeconds = Number(option("capacity-seconds") ?? 15)
/** `--capacity-profile=DIR`: the server writes a V8 CPU profile there when it stops (where its time goes). */
const profileDir = option("capacity-profile")

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const quantile = (xs: ReadonlyArray<number>, q: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * q))] ?? NaN
const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits

const parentOf = (pid: number) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8")
    return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1])
  } catch {
    return -1
  }
}
/** The postmaster and its children (backends, WAL writer, ...). */
const postgresTicks = (postmaster: number) =>
  readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => pid === postmaster || parentOf(pid) === postmaster)
    .reduce((sum, pid) => sum + ticks(pid), 0)
const rssMb = (pid: number) => {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]
    return round(Number(kb) / 1024, 0)
  } catch {
    return NaN
  }
}

interface Step {
  readonly path: "relay" | "plain" | "bare"
  readonly people: number
  readonly p50: number
  readonly p99: number
  readonly replies: number
  readonly errors: number
  readonly errorSamples: ReadonlyArray<string>
  readonly pollP99: number
  readonly serverCpu: number
  readonly postgresCpu: number
  readonly rss: number
  readonly commitsPerSecond: number
  readonly commitsPerMessage: number
}

export const benchCapacity = async (url: string, sql: Sql, dataDir: string, report: Report) => {
  const figures: Record<string, number> = {}
  const postmaster = Number(readFileSync(resolve(dataDir, "postmaster.pid"), "utf8").split("\n")[0])
  // the server's own data folder (its address secret), removed when the bench ends
  const serverDataDir = resolve(dataDir, "..", `capacity-${process.pid}`)
  // a port another bench on this shared machine may hold: the next one is tried
  const serve = (port: number) =>
    startServer({
      command: process.execPath,
      args: [...(profileDir ? ["--cpu-prof", `--cpu-prof-dir=${resolve(profileDir)}`] : []), "cli/start.ts"],
      port,
      env: {
        DATABASE_URL: url,
        COGI_DATA_DIR: serverDataDir,
        COGI_JWT_SECRET: new TextDecoder().decode(testJwtSecret),
        NODE_ENV: "production",
        LOCAL_AI_WORD_DELAY_MS: String(WORD_DELAY_MS),
        OPENAI_API_KEY: "",
        ANTHROPIC_API_KEY: "",
        GEMINI_API_KEY: "",
      },
    })
  const firstPort = 42_000 + (process.pid % 9_000)
  const server = await serve(firstPort).catch(() => serve(firstPort + 7).catch(() => serve(firstPort + 13)))
  const bare = fork(resolve(here, "capacity/bare-sse-server.ts"), [], {
    env: { ...process.env, BARE_WORD_DELAY_MS: String(WORD_DELAY_MS) },
  })
  try {
    const barePort = await new Promise<number>((ok) =>
      bare.once("message", (m) => ok((m as { port: number }).port)),
    )
    const most = Math.max(...ladder)
    const people = await seedPeople(sql, server.baseUrl, most)
    const commits = async () =>
      Number(
        (
          await sql<{ n: string }[]>`
            select pg_stat_clear_snapshot(), xact_commit::text as n from pg_stat_database
            where datname = current_database()`
        )[0]?.n,
      )

    const step = async (path: Step["path"], n: number, seconds = stepSeconds): Promise<Step> => {
      const plan: LoadPlan = {
        baseUrl: path === "bare" ? `http://127.0.0.1:${barePort}` : server.baseUrl,
        people: people.slice(0, n),
        relay: path === "relay",
        seconds,
        messageEveryMs: MESSAGE_EVERY_MS,
        pollEveryMs: POLL_EVERY_MS,
        storeReplies: path !== "bare",
      }
      const serverPid = path === "bare" ? (bare.pid ?? 0) : server.pid
      const running = generate(plan)
      // the steady middle: from a fifth of the step to its end (stats lag about a second behind)
      await sleep((seconds * 1000) / 5)
      const from = {
        at: Date.now(),
        commits: await commits(),
        server: ticks(serverPid),
        pg: postgresTicks(postmaster),
      }
      await sleep((seconds * 1000 * 4) / 5)
      const to = {
        at: Date.now(),
        commits: await commits(),
        server: ticks(serverPid),
        pg: postgresTicks(postmaster),
      }
      const rss = rssMb(serverPid)
      const load = await running
      const elapsed = (to.at - from.at) / 1000
      const messages = load.sentAt.filter((t) => t >= from.at && t <= to.at).length
      return {
        path,
        people: n,
        p50: round(quantile(load.firstChunkMs, 0.5)),
        p99: round(quantile(load.firstChunkMs, 0.99)),
        replies: load.firstChunkMs.length,
        errors: load.errors,
        errorSamples: load.errorSamples,
        pollP99: round(quantile(load.pollMs, 0.99)),
        serverCpu: round((to.server - from.server) / elapsed, 0),
        postgresCpu: round((to.pg - from.pg) / elapsed, 0),
        rss,
        commitsPerSecond: round((to.commits - from.commits) / elapsed, 0),
        commitsPerMessage: messages === 0 ? NaN : round((to.commits - from.commits) / messages, 1),
      }
    }

    // Not measured: the ladder measures the server warm, not its cold start (issue 30: the first step read 10 s
    // p99 when only a few people had been warmed). Every person of the ladder starts their live session (the first
    // message: the session, its rate-limit and storage counters, its expiry job) and polls once, gentler than the
    // largest step; then each path runs briefly (V8 compiles its hot paths), and the server settles.
    const warmSeconds = Math.max(10, Math.ceil(most / WARM_UP_MESSAGES_PER_SECOND))
    await generate({
      baseUrl: server.baseUrl,
      people,
      relay: true,
      seconds: warmSeconds,
      messageEveryMs: warmSeconds * 1000,
      pollEveryMs: warmSeconds * 1000,
      storeReplies: true,
    })
    const warm = Math.min(200, most)
    await generate({ ...warmPlan(server.baseUrl, people.slice(0, warm)), relay: true })
    await generate({ ...warmPlan(server.baseUrl, people.slice(0, warm)), relay: false })
    await sleep(2_000)

    const steps: Array<Step> = []
    const say = (s: Step) => {
      steps.push(s)
      report(
        `capacity: ${s.path.padEnd(5)} ${String(s.people).padStart(5)} people, first chunk p50 / p99`,
        `${s.p50} / ${s.p99} ms`,
        `${s.replies} replies, ${s.errors} errors${s.errorSamples.length ? ` (${s.errorSamples.join("; ")})` : ""}; ` +
          `server ${s.serverCpu}% CPU ${s.rss} MB, Postgres ${s.postgresCpu}% CPU; ` +
          `${s.commitsPerSecond} commits/s, ${s.commitsPerMessage} per message; polls p99 ${s.pollP99} ms`,
      )
    }
    for (const n of [...ladder].sort((a, b) => a - b)) {
      say(await step("relay", n))
      say(await step("plain", n))
    }
    say(await step("bare", most))

    const holds = (s: Step) => s.p99 <= P99_TARGET_MS && s.errors === 0
    const largest = (path: Step["path"]) =>
      Math.max(0, ...steps.filter((s) => s.path === path && holds(s)).map((s) => s.people))
    for (const path of ["relay", "plain", "bare"] as const) {
      figures[`capacity_${path}_people`] = largest(path)
    }
    report(
      "capacity: largest N with p99 first chunk <= 100 ms, 0 errors",
      `relay ${largest("relay")}`,
      `plain SSE ${largest("plain")}, bare Node SSE ${largest("bare")} (of the ladder ${ladder.join(", ")}; ${stepSeconds} s steps)`,
    )
    for (const n of ladder) {
      const relay = steps.find((s) => s.path === "relay" && s.people === n)
      const plain = steps.find((s) => s.path === "plain" && s.people === n)
      if (!relay || !plain) continue
      const overhead = round(relay.p99 - plain.p99)
      const commitRatio = round(relay.commitsPerMessage / plain.commitsPerMessage, 2)
      figures[`capacity_${n}_relay_p99_ms`] = relay.p99
      figures[`capacity_${n}_plain_p99_ms`] = plain.p99
      figures[`capacity_${n}_relay_over_plain_commits`] = commitRatio
      report(
        `capacity: ${n} people, relay p99 / plain p99 (first chunk)`,
        `${round(relay.p99 / plain.p99, 2)}x`,
        `${relay.p99} vs ${plain.p99} ms: +${overhead} ms (target <= +20 ms) ${overhead <= 20 ? "ok" : "FAILED"}`,
      )
      report(
        `capacity: ${n} people, relay / plain commits per message`,
        `${commitRatio}x`,
        `${relay.commitsPerMessage} vs ${plain.commitsPerMessage} (target <= 1.2x) ${commitRatio <= 1.2 ? "ok" : "FAILED"}`,
      )
    }
    const bareStep = steps.find((s) => s.path === "bare")
    const relayMost = steps.find((s) => s.path === "relay" && s.people === most)
    if (bareStep && relayMost)
      report(
        `capacity: ${most} people, relay p99 / bare Node SSE p99`,
        `${round(relayMost.p99 / bareStep.p99, 2)}x`,
        `${relayMost.p99} vs ${bareStep.p99} ms (the floor: no database, no auth, no sealing)`,
      )
  } finally {
    bare.disconnect()
    await server.stop()
    rmSync(serverDataDir, { recursive: true, force: true })
  }
  return figures
}

const warmPlan = (baseUrl: string, people: LoadPlan["people"]): LoadPlan => ({
  baseUrl,
  people,
  relay: true,
  seconds: 4,
  messageEveryMs: 4_000,
  pollEveryMs: 4_000,
  storeReplies: true,
})

/** `n` verified users, each with a chat of their own created over the API (a few at a time). */
const seedPeople = async (sql: Sql, baseUrl: string, n: number) => {
  const people: Array<{ token: string; chatId: string }> = []
  const one = async () => {
    const { token } = await seedUser(sql, "Bench")
    const response = await fetch(`${baseUrl}/api/chats`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ therapeutic_approach: "gpt" }),
    })
    const chat = (await response.json()) as { id: string }
    people.push({ token, chatId: chat.id })
  }
  for (let i = 0; i < n; i += 20) await Promise.all(Array.from({ length: Math.min(20, n - i) }, one))
  return people
}
