import { describe, expect, it } from "vitest"
import { createTestDatabase } from "../test/support/database.ts"
import { migrate } from "./migrate.ts"

describe("migrate", () => {
  it("given a migrated database, when run again, then it applies nothing and keeps the schema", async () => {
    const { sql } = await createTestDatabase()
    expect(await migrate(sql)).toEqual([])
    const tables = await sql<{ table_name: string }[]>`
      select table_name from information_schema.tables where table_schema = 'public' order by 1`
    expect(tables.map((t) => t.table_name)).toEqual(
      expect.arrayContaining([
        "events",
        "subject_data_keys",
        "projection_checkpoints",
        "subject_keys",
        "schema_migrations",
      ]),
    )
  })

  it("given a fresh database, when migrated, then the server speaks UTF8 and round-trips Italian text", async () => {
    const { sql } = await createTestDatabase()
    const [row] = await sql<
      { enc: string; t: string }[]
    >`select current_setting('server_encoding') enc, ${"perché è già"}::text t`
    expect(row).toEqual({ enc: "UTF8", t: "perché è già" })
  })
})
