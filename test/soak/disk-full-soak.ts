import { randomBytes } from "node:crypto"
import { readFileSync, rmSync } from "node:fs"
import { resolve } from "node:path"
import postgres from "postgres"
import {
  type CogiProcess,
  freePort,
  groupAlive,
  postmasterPid,
  processAlive,
  spawnCogi,
} from "../support/cogi-process.ts"
import {
  admin,
  type Answer,
  badAnswers,
  interrupt,
  send,
  signIn,
  signUp,
  until,
  withoutMail,
} from "../reliability/outage-scenario.ts"
import { operatorChecks, scratchDir } from "./soak-cluster.ts"
import { mountSmallDisk } from "./small-disk.ts"

/*
 * A full disk (issue 24, item 3): `npm start`'s embedded Postgres lives on a 128 MB tmpfs; a `--role web` process
 * owns it (and keeps it alive) and a `--role worker` process works its jobs. Under a write load (64 KB vault
 * saves, new chats, sign-ups that enqueue mail) a ballast file fills the disk twice:
 *  A. the data files cannot grow (a fresh WAL segment still has room): Postgres stays up and refuses writes
 *     (53100, "could not extend file");
 *  B. the WAL needs a new segment on the full disk: Postgres PANICs, cannot even finish its crash recovery, and
 *     the web process's keeper tries to start it again every few seconds.
 * Each time the ballast is removed, as an operator frees space. No process may die; every refused request must
 * be 503 with Retry-After and the Italian detail (never 500); health answers 503, or 200 naming the database;
 * writes succeed again and the worker's jobs resume (every accepted sign-up gets its mail); the read models
 * still equal the log; Ctrl-C stops both processes with 0, Postgres last, nothing left running.
 * On a machine that does not allow the mount (not root, no tmpfs) the scenario is skipped with the reason.
 */

interface Timed extends Answer {
  readonly at: number
}

const isWrite = (a: Answer) => a.path !== "/api/health" && a.path !== "/api/user/session-info"
const seconds = (ms: number) => (ms / 1000).toFixed(1)

/** A connection as the embedded server's superuser (it stays outside the app's pool). */
const superuser = async <T>(url: string, run: (sql: postgres.Sql) => Promise<T>) => {
  const sql = postgres(url, { max: 1, onnotice: () => {}, connect_timeout: 5 })
  try {
    return await run(sql)
  } finally {
    await sql.end({ timeout: 1 }).catch(() => {})
  }
}

/**
 * 6 clients: three save a 64,000-character vault (incompressible, so every save takes its size on disk), one
 * opens chats, one signs up new addresses (each enqueues a mail job for the worker), one reads (health,
 * session-info) and signs in. Every answer is kept with the moment it arrived.
 */
const startDiskLoad = (base: string, token: string) => {
  let running = true
  const answers: Timed[] = []
  const networkErrors: string[] = []
  const acceptedSignUps: string[] = []
  let next = 0
  const vault = () =>
    send(base, "PUT", "/api/user/vault", token, { ciphertext: randomBytes(48_000).toString("base64") })
  const reads = [
    () => send(base, "GET", "/api/health"),
    () => send(base, "GET", "/api/user/session-info", token),
    () => send(base, "POST", "/api/auth/login", undefined, admin),
  ]
  const clients: ReadonlyArray<(n: number) => Promise<Answer>> = [
    vault,
    vault,
    vault,
    () => send(base, "POST", "/api/chats", token, { therapeutic_approach: "gpt" }),
    async () => {
      const email = `disk-${process.pid}-${next++}@example.it`
      const answer = await signUp(base, email)
      if (answer.status === 202) acceptedSignUps.push(email)
      return answer
    },
    (n) => reads[n % reads.length]!(),
  ]
  const loops = clients.map(async (client) => {
    for (let n = 0; running; n++) {
      try {
        answers.push({ ...(await client(n)), at: performance.now() })
      } catch (error) {
        networkErrors.push(String(error))
      }
    }
  })
  return {
    answers,
    networkErrors,
    acceptedSignUps,
    stop: async () => {
      running = false
      await Promise.all(loops)
    },
  }
}

export const diskFullSoak = async (holdSeconds = 8) => {
  const mounted = mountSmallDisk("disk-full", 128)
  if ("unavailable" in mounted) return { skipped: mounted.unavailable }
  const { disk } = mounted
  const workerDir = scratchDir("disk-full-worker")
  const processes: CogiProcess[] = []
  let postmaster: number | undefined
  const env = {
    COGI_ADMIN_EMAIL: admin.email,
    COGI_ADMIN_PASSWORD: admin.password,
    COGI_SIGNUPS_PER_IP_PER_HOUR: "1000000",
    COGI_LOGINS_PER_IP_PER_15_MIN: "1000000",
    COGI_JWT_SECRET: "disk-full-secret-disk-full-secret-0123",
    // both processes hash addresses alike (the web one's data directory is the small disk)
    COGI_ADDRESS_SECRET: "disk-full-address-secret-disk-full-address-secret",
    // the vault saves that fill the disk are one user's
    COGI_STORAGE_BYTES_PER_DAY: String(10 ** 12),
  }
  try {
    // given a web process whose embedded Postgres lives on the small disk, and a worker on that database
    const web = spawnCogi(
      "cli/start.ts",
      ["--role", "web"],
      { ...env, COGI_DATA_DIR: disk.dir },
      await freePort(),
    )
    processes.push(web)
    await web.listening
    const pgDir = resolve(disk.dir, "pg")
    if (!disk.holds(pgDir)) throw new Error(`the cluster is not on the small disk: ${pgDir}`)
    postmaster = await postmasterPid(pgDir)
    const { port } = JSON.parse(readFileSync(`${pgDir}.owner.json`, "utf8")) as { port: number }
    const url = `postgres://postgres:postgres@127.0.0.1:${port}/cogi`
    const worker = spawnCogi(
      "cli/start.ts",
      ["--role", "worker"],
      { ...env, COGI_DATA_DIR: workerDir, DATABASE_URL: url },
      await freePort(),
    )
    processes.push(worker)
    const db = { query: <T>(run: (sql: postgres.Sql) => Promise<T>) => superuser(url, run) }
    const token = await signIn(web.base)
    expect202(await signUp(web.base, `before-${process.pid}@example.it`))
    await until("the worker sends its first mail", 60_000, async () =>
      (await withoutMail(db, [`before-${process.pid}@example.it`])).length === 0 ? true : undefined,
    )
    const freeAtStart = disk.free()
    const load = startDiskLoad(web.base, token)
    await new Promise((r) => setTimeout(r, 2_000))

    /** Health every half second for `holdSeconds` while the disk stays full. */
    const holdFull = async () => {
      const health: Answer[] = []
      const end = performance.now() + holdSeconds * 1000
      while (performance.now() < end) {
        health.push(await send(web.base, "GET", "/api/health"))
        await new Promise((r) => setTimeout(r, 500))
      }
      return health
    }
    const first503After = (since: number) =>
      until("a write answers 503", 90_000, async () =>
        load.answers.find((a) => a.at > since && a.status === 503 && isWrite(a)),
      )
    const recover = async () => {
      disk.release()
      const freed = performance.now()
      await until("a write succeeds after the space is freed", 90_000, async () => {
        const answer = await send(web.base, "POST", "/api/chats", token, { therapeutic_approach: "gpt" })
        return answer.status === 201 || answer.status === 200 ? answer : undefined
      })
      return performance.now() - freed
    }

    // when the data files cannot grow: a fresh WAL segment (16 MB of room), then all but 3 MB taken
    await db.query((sql) => sql`select pg_switch_wal()`)
    await db.query((sql) => sql`select txid_current()`)
    const outputBeforeA = web.output().length
    const filledA = performance.now()
    disk.fill(3 * 1024 * 1024)
    const first503A = await first503After(filledA)
    const healthA = await holdFull()
    const logA = web.output().slice(outputBeforeA)
    const recoveryA = await recover()

    // when the WAL needs a new segment on a full disk: all but 1 MB taken, then segment switches (a commit
    // after each) until one must be created
    const outputBeforeB = web.output().length
    disk.fill(1024 * 1024)
    const filledB = performance.now()
    const switches = await until("Postgres gives up on the full disk", 60_000, async () => {
      try {
        await db.query(async (sql) => {
          await sql`select pg_switch_wal()`
          await sql`select txid_current()`
        })
        return undefined
      } catch {
        return true
      }
    })
    const first503B = await first503After(filledB)
    const healthB = await holdFull()
    const recoveryB = await recover()
    const logB = web.output().slice(outputBeforeB)
    await new Promise((r) => setTimeout(r, 2_000))
    await load.stop()

    // then jobs resume: a new sign-up gets its mail, and so does every sign-up accepted during the load
    expect202(await signUp(web.base, `after-${process.pid}@example.it`))
    const mailStarted = performance.now()
    const emails = [`after-${process.pid}@example.it`, ...load.acceptedSignUps]
    const missing = await until("every accepted sign-up has its mail", 180_000, async () => {
      const left = await withoutMail(db, emails)
      return left.length === 0 ? left : undefined
    }).catch(() => withoutMail(db, emails))
    const mailSeconds = (performance.now() - mailStarted) / 1000
    const checks = await operatorChecks({ ...env, COGI_DATA_DIR: workerDir, DATABASE_URL: url })
    const died = processes.filter((p) => p.child.exitCode !== null).length
    const crashed = processes.filter((p) =>
      /Cannot read properties of null|uncaught|unhandled ?rejection/i.test(p.output()),
    ).length
    postmaster = await postmasterPid(pgDir)

    // and Ctrl-C stops both with 0, the web process's Postgres last
    const stops = await Promise.all(processes.map(interrupt))
    const out = web.output()
    const postgresLast =
      out.indexOf("Postgres stopped") > 0 &&
      out.indexOf("Postgres stopped") < out.indexOf("Cogi stopped cleanly")
    const leftRunning = processAlive(postmaster ?? -1) || processes.some((p) => groupAlive(p.pid))

    const bad = badAnswers(load.answers)
    const count = (status: number) => load.answers.filter((a) => a.status === status).length
    const healthOk = (h: Answer) => h.status === 503 || (h.status === 200 && h.json.database === "ok")
    const summary = (health: Answer[]) =>
      `${health.filter((h) => h.status === 503).length} × 503, ${health.filter((h) => h.status === 200).length} × 200 (database ${[...new Set(health.map((h) => String(h.json.database)))].join("/")})`
    const sawDiskFull = /53100/.test(logA)
    const postgresGaveUp = /Postgres exited unexpectedly/.test(logB)
    return {
      figures: {
        "small disk": `tmpfs 128 MB, ${(freeAtStart / 2 ** 20).toFixed(0)} MB free after start`,
        "A. data files full: seconds to the first 503": seconds(first503A.at - filledA),
        "A. refused for want of disk (53100) in the log": sawDiskFull ? "yes" : "NO",
        "A. health while full": summary(healthA),
        "A. seconds from freeing space to a successful write": seconds(recoveryA),
        "B. WAL full: seconds to the first 503": seconds(first503B.at - filledB),
        "B. WAL switches until Postgres gave up": switches === true ? "yes" : "no",
        "B. Postgres exited and the keeper restarted it": postgresGaveUp
          ? `${(logB.match(/Postgres did not start again/g) ?? []).length} failed restarts while full, then ${/Postgres restarted/.test(logB) ? "up" : "NOT up"}`
          : "NO (crash recovery by Postgres itself)",
        "B. why the keeper could not restart it (its log)":
          /Postgres did not start again \(attempt 1\): (.*)/
            .exec(logB)?.[1]
            ?.replace(/^.*?(PANIC|FATAL):\s*/, "$1: ") ?? "-",
        "B. health while full": summary(healthB),
        "B. seconds from freeing space to a successful write": seconds(recoveryB),
        "requests answered": load.answers.length,
        "answered 503 (with Retry-After and the Italian detail)": count(503),
        "answered 500 or another 5xx, or a 503 without them (must be 0)": bad.length,
        ...(bad.length > 0
          ? { "the first of them": JSON.stringify(bad.slice(0, 3).map((a) => [a.path, a.status, a.json])) }
          : {}),
        "requests without an answer (must be 0)": load.networkErrors.length,
        "sign-ups accepted / still without mail": `${load.acceptedSignUps.length + 1} / ${missing.length}`,
        "seconds until the last mail after the load": mailSeconds.toFixed(1),
        "audit verify-all / projections verify all (exit codes)": `${checks.audit} / ${checks.projections}`,
        "processes that died or crashed (must be 0)": died + crashed,
        "Ctrl-C exit codes (web, worker)": stops.map((s) => s.code).join(" "),
        "slowest Ctrl-C (ms)": Math.max(...stops.map((s) => s.ms)),
        "Postgres stopped last, nothing left running": postgresLast && !leftRunning ? "yes" : "NO",
      },
      ok:
        sawDiskFull &&
        postgresGaveUp &&
        [...healthA, ...healthB].every(healthOk) &&
        healthB.some((h) => h.status === 503) &&
        bad.length === 0 &&
        load.networkErrors.length === 0 &&
        missing.length === 0 &&
        checks.audit === 0 &&
        checks.projections === 0 &&
        died + crashed === 0 &&
        stops.every((s) => s.code === 0) &&
        postgresLast &&
        !leftRunning,
    }
  } catch (error) {
    for (const p of processes) console.error(`--- ${p.child.spawnargs.join(" ")}\n${p.output().slice(-3000)}`)
    throw error
  } finally {
    for (const p of processes) if (p.child.exitCode === null) await interrupt(p).catch(() => {})
    // a Postgres its web process could not stop must not hold the mount
    const left = postmaster ?? (await postmasterPid(resolve(disk.dir, "pg")))
    if (left !== undefined && processAlive(left)) process.kill(left, "SIGQUIT")
    disk.unmount()
    rmSync(workerDir, { recursive: true, force: true })
  }
}

const expect202 = (answer: Answer) => {
  if (answer.status !== 202) throw new Error(`sign-up: ${answer.status} ${JSON.stringify(answer.json)}`)
}
