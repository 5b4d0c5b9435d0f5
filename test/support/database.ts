import { randomUUID } from "node:crypto"
import { afterAll, inject } from "vitest"
import { connect, type Sql } from "../../eventstore/db.ts"
import { ensureDatabase } from "../../eventstore/embedded-postgres.ts"

export interface TestDatabase {
  readonly url: string
  readonly sql: Sql
}

/**
 * A fresh, migrated database for the calling test file, copied from the template the global setup made
 * (`{ empty: true }`: an empty one, for tests of the migrator itself).
 * Dropped after the file's tests. Call it at module level or in beforeAll.
 */
export const createTestDatabase = async (
  options: { readonly empty?: boolean } = {},
): Promise<TestDatabase> => {
  const adminUrl = inject("postgresAdminUrl")
  const name = `cogi_test_${randomUUID().replaceAll("-", "").slice(0, 16)}`
  await ensureDatabase(adminUrl, name, options.empty ? undefined : "cogi_test_template")
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const sql = connect(url.toString())
  afterAll(async () => {
    await sql.end({ timeout: 5 })
    const admin = connect(adminUrl, { max: 1 })
    await admin.unsafe(`drop database if exists "${name}" with (force)`)
    await admin.end()
  })
  return { url: url.toString(), sql }
}
