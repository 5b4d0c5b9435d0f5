import { type ChildProcess, execFileSync, spawn } from "node:child_process"
import { get } from "node:http"

export interface RunningServer {
  readonly baseUrl: string
  /** Milliseconds from spawning the command to the first healthy answer of /api/health. */
  readonly readyMs: number
  /** The spawned process (the server itself when `command` is node). */
  readonly pid: number
  readonly stop: () => Promise<void>
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** One probe on its own connection (no keep-alive socket left to hold up the server's graceful close). */
const healthy = (baseUrl: string) =>
  new Promise<boolean>((resolve) => {
    const req = get(`${baseUrl}/api/health`, { agent: false, timeout: 2_000 }, (response) => {
      response.resume()
      resolve(response.statusCode === 200)
    })
    req.on("timeout", () => req.destroy())
    req.on("error", () => resolve(false))
  })

/** The `cli/start.ts` processes in the process group led by `leader` (npm, its shell, the server). */
const serverPids = (leader: number) =>
  execFileSync("ps", ["-eo", "pid=,pgid=,args="], { encoding: "utf8" })
    .split("\n")
    .map((row) => row.trim().split(/\s+/))
    .filter(
      ([, pgid, ...args]) => Number(pgid) === leader && args.some((arg) => arg.endsWith("cli/start.ts")),
    )
    .map(([pid]) => Number(pid))

const signal = (pid: number, name: NodeJS.Signals) => {
  try {
    process.kill(pid, name)
  } catch {
    // already gone
  }
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve()
    else child.once("exit", () => resolve())
  })

/**
 * Spawns `command` (e.g. `npm start`, in its own process group) with `env` on `port` and waits for
 * /api/health; `stop` sends SIGTERM to the server and waits for the exit, then SIGKILLs the group if it lingers.
 */
export const startServer = async (options: {
  readonly command: string
  readonly args: ReadonlyArray<string>
  readonly port: number
  readonly env: Record<string, string>
  readonly timeoutMs?: number
}): Promise<RunningServer> => {
  const baseUrl = `http://127.0.0.1:${options.port}`
  const started = performance.now()
  const child = spawn(options.command, options.args, {
    env: { ...process.env, ...options.env, PORT: String(options.port) },
    stdio: ["ignore", process.env["COGI_BENCH_SERVER_LOG"] === undefined ? "ignore" : "inherit", "pipe"],
    detached: true,
  })
  let stderr = ""
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000)
  })
  const stop = async () => {
    if (child.pid === undefined) return
    // Only the server itself: npm does not pass SIGTERM on, and a SIGTERM to the whole group would also hit
    // the embedded Postgres, which the server stops last by itself.
    for (const pid of serverPids(child.pid)) signal(pid, "SIGTERM")
    const gone = await Promise.race([exited(child).then(() => true), sleep(30_000).then(() => false)])
    if (!gone) signal(-child.pid, "SIGKILL")
    await exited(child)
  }
  const deadline = started + (options.timeoutMs ?? 120_000)
  while (!(await healthy(baseUrl))) {
    if (child.exitCode !== null || performance.now() > deadline) {
      await stop()
      throw new Error(`server did not become healthy (exit ${child.exitCode}): ${stderr}`)
    }
    await sleep(10)
  }
  return { baseUrl, readyMs: performance.now() - started, pid: child.pid ?? 0, stop }
}
