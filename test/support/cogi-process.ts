import { type ChildProcess, spawn } from "node:child_process"
import { createServer } from "node:net"
import { resolve } from "node:path"

/*
 * `node cli/start.ts` (or another cli/ command) as an operator runs it: its own process group (as a terminal's
 * foreground job), its own environment, output collected. Used by the shutdown, operator, crash and replica tests.
 */

export interface CogiProcess {
  readonly child: ChildProcess
  readonly pid: number
  readonly port: number
  readonly base: string
  readonly output: () => string
  /** Resolves with the exit code (or signal name) once the process has exited. */
  readonly exited: Promise<number | string>
  readonly listening: Promise<void>
}

const root = resolve(import.meta.dirname, "../..")

export const freePort = () =>
  new Promise<number>((ok, fail) => {
    const server = createServer()
    server.once("error", fail)
    server.listen(0, "127.0.0.1", () => {
      const address = server.address()
      server.close(() => (typeof address === "object" && address ? ok(address.port) : fail(new Error())))
    })
  })

/** Runs `node <script> ...args` from the repository root in a new process group. */
export const spawnCogi = (
  script: string,
  args: ReadonlyArray<string>,
  env: Record<string, string>,
  port = 0,
): CogiProcess => {
  const child = spawn(process.execPath, [script, ...args], {
    cwd: root,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, NODE_ENV: "development", LOCAL_AI_WORD_DELAY_MS: "0", ...env, PORT: String(port) },
  })
  let output = ""
  const collect = (chunk: Buffer) => (output += chunk.toString("utf8"))
  child.stdout?.on("data", collect)
  child.stderr?.on("data", collect)
  const exited = new Promise<number | string>((ok) =>
    child.once("exit", (code, signal) => ok(code ?? signal ?? "unknown")),
  )
  const listening = new Promise<void>((ok, fail) => {
    const check = () => {
      if (output.includes("Listening on")) ok()
      else if (child.exitCode !== null) fail(new Error(`exited before listening:\n${output}`))
      else setTimeout(check, 20)
    }
    check()
  })
  listening.catch(() => {})
  return {
    child,
    pid: child.pid ?? -1,
    port,
    base: `http://127.0.0.1:${port}`,
    output: () => output,
    exited,
    listening,
  }
}

export const startServer = async (env: Record<string, string>, args: ReadonlyArray<string> = []) => {
  const server = spawnCogi("cli/start.ts", args, env, await freePort())
  await server.listening
  return server
}

/** Runs a CLI command to its end; returns its exit code and output. */
export const runCli = async (script: string, args: ReadonlyArray<string>, env: Record<string, string>) => {
  const cli = spawnCogi(script, args, env)
  return { code: await cli.exited, output: cli.output() }
}

/** Whether any process is still in the process group `pgid`. */
export const groupAlive = (pgid: number) => {
  try {
    process.kill(-pgid, 0)
    return true
  } catch {
    return false
  }
}

export const processAlive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** The postgres postmaster pid of an embedded data directory (first line of postmaster.pid). */
export const postmasterPid = async (pgDir: string) => {
  const { readFileSync, existsSync } = await import("node:fs")
  const file = `${pgDir}/postmaster.pid`
  return existsSync(file) ? Number(readFileSync(file, "utf8").split("\n")[0]) : undefined
}

/** Waits for `exited`, or kills the group and fails after `ms` (a hung process must not hang the suite). */
export const exitWithin = async (server: CogiProcess, ms: number) => {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<"hung">((ok) => (timer = setTimeout(() => ok("hung"), ms)))
  const result = await Promise.race([server.exited, timeout])
  clearTimeout(timer)
  if (result === "hung") {
    try {
      process.kill(-server.pid, "SIGKILL")
    } catch {
      // already gone
    }
  }
  return result
}
