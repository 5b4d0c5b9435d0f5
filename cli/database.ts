import { join } from "node:path"
import { startEmbeddedPostgres } from "../eventstore/embedded-postgres.ts"

export const dataDir = () => process.env.COGI_DATA_DIR ?? ".data"

export interface DatabaseHandle {
  readonly url: string
  readonly embedded: boolean
  readonly stop: () => Promise<void>
}

/** DATABASE_URL when set; otherwise the embedded server in <data dir>/pg, started (and created) on demand. */
export const openDatabase = async (): Promise<DatabaseHandle> => {
  const external = process.env.DATABASE_URL
  if (external) return { url: external, embedded: false, stop: async () => {} }
  const server = await startEmbeddedPostgres(join(dataDir(), "pg"))
  return { url: server.url(), embedded: true, stop: server.stop }
}
