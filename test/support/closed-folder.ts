import { execFileSync, spawn } from "node:child_process"
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from "node:fs"
import { tmpdir } from "node:os"
import { dirname, join, resolve } from "node:path"
import { removeEmbeddedData } from "../../eventstore/embedded-postgres.ts"

/*
 * The project as root finds it after `git clone` into a mode-700 home folder: every file of the working copy
 * (tracked and new ones, so the test runs the code being tested), and a node_modules whose native Postgres
 * binaries are really inside the closed folder (the other packages are links: only the binaries are run by
 * another user).
 */

const root = resolve(import.meta.dirname, "../..")

export interface ClosedFolder {
  readonly folder: string
  readonly app: string
  readonly remove: () => void
}

export const cloneIntoClosedFolder = (): ClosedFolder => {
  const folder = mkdtempSync(join(tmpdir(), "cogi-closed-")) // mode 700, as /root
  const app = join(folder, "app")
  const files = execFileSync("git", ["ls-files", "-co", "--exclude-standard", "-z"], { cwd: root })
    .toString("utf8")
    .split("\0")
    .filter((file) => file !== "" && !file.startsWith("node_modules"))
  for (const file of files) {
    mkdirSync(dirname(join(app, file)), { recursive: true })
    try {
      cpSync(join(root, file), join(app, file))
    } catch {
      // a file deleted in the working copy but still tracked
    }
  }
  const modules = join(root, "node_modules")
  mkdirSync(join(app, "node_modules"))
  for (const entry of readdirSync(modules))
    if (entry === "@embedded-postgres")
      cpSync(join(modules, entry), join(app, "node_modules", entry), {
        recursive: true,
        verbatimSymlinks: true,
      })
    else symlinkSync(join(modules, entry), join(app, "node_modules", entry))
  return {
    folder,
    app,
    remove: () => {
      // every embedded data directory (a link to its cluster outside the folder), at most one folder down
      const data = join(app, ".data")
      const dirs = existsSync(data) ? readdirSync(data, { withFileTypes: true }) : []
      for (const entry of dirs) {
        const path = join(data, entry.name)
        if (entry.isDirectory() && existsSync(join(path, "pg"))) removeEmbeddedData(join(path, "pg"))
        if (entry.isSymbolicLink() || entry.isDirectory()) removeEmbeddedData(path)
      }
      rmSync(folder, { recursive: true, force: true })
    },
  }
}

export interface FolderProcess {
  readonly pid: number
  readonly output: () => string
  readonly exited: Promise<number | string>
}

/** This process's environment without the test runner's own variables (a nested vitest would take them). */
const parentEnv = () =>
  Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !key.startsWith("VITEST") && key !== "TEST"),
  )

/** `node <script> ...args` with the closed folder as its working directory, in its own process group. */
export const runIn = (
  cwd: string,
  command: string,
  args: ReadonlyArray<string>,
  env: Record<string, string>,
): FolderProcess => {
  const child = spawn(command, args, {
    cwd,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...parentEnv(), NODE_ENV: "development", ...env },
  })
  let output = ""
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")))
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")))
  return {
    pid: child.pid ?? -1,
    output: () => output,
    exited: new Promise((ok) => child.once("exit", (code, signal) => ok(code ?? signal ?? "unknown"))),
  }
}
