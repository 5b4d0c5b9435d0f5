import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs"

/*
 * Who runs the embedded Postgres of a data directory. The process that starts it writes `<dir>.owner.json`
 * (its own pid and the port); another process finding a live owner knows the server is in use — an operator
 * command then shares it, a second `npm start` refuses — and never mistakes it for the orphan of a killed run.
 */

export interface DatabaseOwner {
  readonly pid: number
  readonly port: number
  readonly command: string
}

const ownerFile = (dataDir: string) => `${dataDir}.owner.json`

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM"
  }
}

/** The pid in `postmaster.pid` when that postgres is still running. */
export const runningPostmaster = (dataDir: string): number | undefined => {
  const pidFile = `${dataDir}/postmaster.pid`
  if (!existsSync(pidFile)) return undefined
  const pid = Number(readFileSync(pidFile, "utf8").split("\n")[0])
  return pid > 0 && alive(pid) ? pid : undefined
}

/** The live process that started the running server of `dataDir`, if there is one. */
export const liveOwner = (dataDir: string): DatabaseOwner | undefined => {
  const file = ownerFile(dataDir)
  if (!existsSync(file) || runningPostmaster(dataDir) === undefined) return undefined
  try {
    const owner = JSON.parse(readFileSync(file, "utf8")) as DatabaseOwner
    return owner.pid !== process.pid && alive(owner.pid) ? owner : undefined
  } catch {
    return undefined
  }
}

export const claimOwnership = (dataDir: string, port: number) =>
  writeFileSync(
    ownerFile(dataDir),
    JSON.stringify({ pid: process.pid, port, command: process.argv.slice(1).join(" ") }),
  )

export const releaseOwnership = (dataDir: string) => rmSync(ownerFile(dataDir), { force: true })

export class DatabaseInUse extends Error {
  readonly owner: DatabaseOwner
  constructor(dataDir: string, owner: DatabaseOwner) {
    super(
      `The embedded database in ${dataDir} is in use by another Cogi process (pid ${owner.pid}: ${owner.command}). ` +
        `Stop that process first, or give this one its own COGI_DATA_DIR or a DATABASE_URL.`,
    )
    this.owner = owner
  }
}
