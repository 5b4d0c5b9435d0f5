import { spawnSync } from "node:child_process"
import { createHash } from "node:crypto"
import {
  chownSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readlinkSync,
  realpathSync,
  renameSync,
  rmSync,
  symlinkSync,
} from "node:fs"
import { basename, dirname, join, resolve } from "node:path"

/*
 * Where the embedded Postgres runs from. Postgres refuses to run as root, so root runs it as an unprivileged
 * system user (`postgres`, created when missing) — who cannot enter a project cloned into root's mode-700 home.
 * Then the cluster and a copy of the native binaries live under /var/lib/cogi (COGI_EMBEDDED_HOME), and the
 * project's data directory becomes a symlink to its cluster: `rm -rf .data` still means "a fresh database".
 */

export interface PostgresUser {
  readonly name: string
  readonly uid: number
  readonly gid: number
}

export interface Placement {
  /** The cluster's real directory (what `postgres -D` and `initdb` get). */
  readonly dataDir: string
  /** The directory holding `postgres` and `initdb`. */
  readonly binDir: string
  /** Who runs the server: undefined when we are not root (it runs as us). */
  readonly user?: PostgresUser
  /** One line saying what was done and where, when anything was (a user created, the cluster moved). */
  readonly notice?: string
}

/** The embedded database cannot start here; the message is one sentence with the fix, for the operator. */
export class EmbeddedDatabaseUnavailable extends Error {}

const fix =
  "run Cogi as a normal user, move the project to a folder every user can enter, or set DATABASE_URL to a Postgres server"

const embeddedHome = () => process.env.COGI_EMBEDDED_HOME ?? "/var/lib/cogi"

const lookUp = (name: string): PostgresUser | undefined => {
  const found = spawnSync("getent", ["passwd", name], { encoding: "utf8" })
  const fields = found.status === 0 ? found.stdout.trim().split(":") : []
  if (fields.length < 4) return undefined
  return { name, uid: Number(fields[2]), gid: Number(fields[3]) }
}

/** The system user Postgres runs as when we are root (COGI_POSTGRES_USER, default `postgres`), created if missing. */
const systemUser = (): { user: PostgresUser; created: boolean } => {
  const name = process.env.COGI_POSTGRES_USER ?? "postgres"
  const existing = lookUp(name)
  if (existing) return { user: existing, created: false }
  const add = spawnSync(
    "useradd",
    [
      "--system",
      "--user-group",
      "--no-create-home",
      "--home-dir",
      "/nonexistent",
      "--shell",
      "/usr/sbin/nologin",
      name,
    ],
    { encoding: "utf8" },
  )
  const created = lookUp(name)
  if (!created)
    throw new EmbeddedDatabaseUnavailable(
      `Postgres cannot run as root and there is no "${name}" user to run it as; creating one failed ` +
        `(useradd: ${(add.error?.message ?? add.stderr).trim() || `exit ${add.status}`}): ${fix}.`,
    )
  return { user: created, created: true }
}

/** Whether `user` can do `test <flag> path` (a path inside a folder it cannot enter fails too). */
const userCan = (user: PostgresUser, flag: "-x" | "-w", path: string) =>
  spawnSync("test", [flag, path], { uid: user.uid, gid: user.gid }).status === 0

const binariesFor = (user: PostgresUser, packagedBinDir: string, version: string) => {
  if (userCan(user, "-x", join(packagedBinDir, "postgres"))) return { binDir: packagedBinDir }
  const target = join(embeddedHome(), `postgres-${version}`)
  const copied = !existsSync(join(target, "bin", "postgres"))
  if (copied) {
    const staging = `${target}.${process.pid}.tmp`
    rmSync(staging, { recursive: true, force: true })
    cpSync(dirname(packagedBinDir), staging, { recursive: true, verbatimSymlinks: true })
    try {
      renameSync(staging, target)
    } catch (error) {
      // another process copied them first
      rmSync(staging, { recursive: true, force: true })
      if (!existsSync(join(target, "bin", "postgres"))) throw error
    }
  }
  return {
    binDir: join(target, "bin"),
    note: copied ? `copied the Postgres binaries to ${target}` : `runs the Postgres binaries in ${target}`,
  }
}

const nearestExisting = (path: string): string =>
  existsSync(path) || dirname(path) === path ? path : nearestExisting(dirname(path))

const isEmptyOrMissing = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0

/** The cluster's place outside the project: one folder per project data directory (a hash of its path). */
const movedDataDir = (projectDataDir: string, user: PostgresUser) => {
  const target = join(
    embeddedHome(),
    createHash("sha256").update(projectDataDir).digest("hex").slice(0, 16),
    basename(projectDataDir),
  )
  const link = lstatSync(projectDataDir, { throwIfNoEntry: false })
  if (link?.isSymbolicLink()) {
    const pointsTo = resolve(dirname(projectDataDir), realpathTarget(projectDataDir))
    mkdirSync(pointsTo, { recursive: true, mode: 0o700 })
    chownSync(pointsTo, user.uid, user.gid)
    return pointsTo
  }
  // No cluster in the project yet (or an empty folder a failed start left): start afresh outside it. A cluster
  // already there (made while the folder was open) is moved with its data.
  rmSync(target, { recursive: true, force: true })
  mkdirSync(dirname(target), { recursive: true, mode: 0o755 })
  if (isEmptyOrMissing(projectDataDir)) {
    rmSync(projectDataDir, { recursive: true, force: true })
    mkdirSync(target, { mode: 0o700 })
  } else renameSync(projectDataDir, target)
  chownTree(target, user)
  mkdirSync(dirname(projectDataDir), { recursive: true, mode: 0o755 })
  symlinkSync(target, projectDataDir)
  return target
}

const realpathTarget = (link: string) => {
  try {
    return realpathSync(link)
  } catch {
    // a dangling link: its target was removed; it is made again where the link points
    return readlinkSync(link)
  }
}

const chownTree = (dir: string, user: PostgresUser) => {
  chownSync(dir, user.uid, user.gid)
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) chownTree(path, user)
    else chownSync(path, user.uid, user.gid)
  }
}

/**
 * Where the cluster of `projectDataDir` runs from and as whom. Not root: in place, as us. Root: as the system
 * user, in place when that user can reach it, else moved under COGI_EMBEDDED_HOME (binaries too, when needed).
 */
export const placePostgres = (projectDataDir: string, packagedBinDir: string, version: string): Placement => {
  const dir = resolve(projectDataDir)
  if (process.getuid?.() !== 0) return { dataDir: dir, binDir: packagedBinDir }
  const { user, created } = systemUser()
  const done: string[] = created ? [`created the system user "${user.name}" (uid ${user.uid})`] : []
  try {
    const binaries = binariesFor(user, packagedBinDir, version)
    const linked = lstatSync(dir, { throwIfNoEntry: false })?.isSymbolicLink() === true
    const reachable = !linked && userCan(user, "-x", nearestExisting(dir))
    const dataDir = reachable ? dir : movedDataDir(dir, user)
    if (reachable) {
      mkdirSync(dirname(dir), { recursive: true, mode: 0o755 })
      mkdirSync(dir, { recursive: true, mode: 0o700 })
      chownSync(dir, user.uid, user.gid)
    }
    if (binaries.note) done.push(binaries.note)
    if (!reachable) done.push(`keeps the database in ${dataDir} (${dir} links to it)`)
    const notice =
      done.length === 0
        ? undefined
        : `Embedded Postgres runs as "${user.name}", who cannot enter ${reachable ? "the binaries' folder" : dirname(dir)}: ${done.join("; ")}`
    return { dataDir, binDir: binaries.binDir, user, ...(notice ? { notice } : {}) }
  } catch (error) {
    if (error instanceof EmbeddedDatabaseUnavailable) throw error
    throw new EmbeddedDatabaseUnavailable(
      `The embedded Postgres cannot start: the "${user.name}" user cannot enter ${dirname(dir)} and ` +
        `${embeddedHome()} could not be prepared (${(error as Error).message}): ${fix}.`,
    )
  }
}
