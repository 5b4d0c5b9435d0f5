import { join } from "node:path"
import { startEmbeddedPostgres } from "../eventstore/embedded-postgres.ts"
import { EmbeddedDatabaseUnavailable } from "../eventstore/postgres-placement.ts"

export const dataDir = () => process.env.COGI_DATA_DIR ?? ".data"

export interface DatabaseHandle {
  readonly url: string
  readonly embedded: boolean
  readonly stop: () => Promise<void>
}

/**
 * DATABASE_URL when set; otherwise the embedded server in <data dir>/pg, started (and created) on demand.
 * `whenInUse`: what to do when a running Cogi server already owns that embedded server — the operator commands
 * share it (and leave it running), `npm start` refuses with a message naming the other process.
 * `keepAlive`: start the embedded server again if it dies while we run (`npm start`), telling each step to it.
 * When the embedded server cannot start here at all (root, a closed folder, no way around it): its one sentence
 * with the fix on stderr and exit code 1, no stack trace.
 */
export const openDatabase = async (
  whenInUse: "share" | "refuse" = "share",
  keepAlive?: (message: string) => void,
): Promise<DatabaseHandle> => {
  const external = process.env.DATABASE_URL
  if (external) return { url: external, embedded: false, stop: async () => {} }
  const server = await startEmbeddedPostgres(join(dataDir(), "pg"), "cogi", {
    whenInUse,
    ...(keepAlive ? { keepAlive, notice: keepAlive } : {}),
  }).catch((error: unknown) => {
    if (!(error instanceof EmbeddedDatabaseUnavailable)) throw error
    console.error(error.message)
    return process.exit(1)
  })
  if (server.sharedWith !== undefined)
    console.error(`Using the database of the running Cogi server (pid ${server.sharedWith}); it stays up.`)
  return { url: server.url(), embedded: true, stop: server.stop }
}
