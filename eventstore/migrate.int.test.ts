import { mkdtemp, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { createTestDatabase } from "../test/support/database.ts"
import { migrate, MigrationEdited } from "./migrate.ts"

const folderWith = async (files: Record<string, string>) => {
  const dir = await mkdtemp(join(tmpdir(), "cogi-migrations-"))
  for (const [name, text] of Object.entries(files)) await writeFile(join(dir, name), text)
  return dir
}

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

  it("given a migrated database, then every applied file has its sha256 recorded", async () => {
    const { sql } = await createTestDatabase()
    const rows = await sql<
      { name: string; checksum: string | null }[]
    >`select name, checksum from schema_migrations`
    expect(rows.length).toBeGreaterThanOrEqual(16)
    for (const row of rows) expect(row.checksum).toMatch(/^[0-9a-f]{64}$/)
  })

  it("given a fresh database, when migrated, then the server speaks UTF8 and round-trips Italian text", async () => {
    const { sql } = await createTestDatabase()
    const [row] = await sql<
      { enc: string; t: string }[]
    >`select current_setting('server_encoding') enc, ${"perché è già"}::text t`
    expect(row).toEqual({ enc: "UTF8", t: "perché è già" })
  })

  it("given a failing file, when migrating, then the files before it stay applied (one transaction each)", async () => {
    const { sql } = await createTestDatabase({ empty: true })
    const dir = await folderWith({
      "0001_create_notes.sql": "create table notes (id int primary key);",
      "0002_break_things.sql": "create table broken (id int); select no_such_function();",
    })
    await expect(migrate(sql, dir)).rejects.toThrow(/no_such_function/)
    const tables = await sql<{ table_name: string }[]>`
      select table_name from information_schema.tables where table_schema = 'public' order by 1`
    expect(tables.map((t) => t.table_name)).toEqual(["notes", "schema_migrations"])
    const names = await sql<{ name: string }[]>`select name from schema_migrations`
    expect(names.map((r) => r.name)).toEqual(["0001_create_notes.sql"])
  })

  it("given an applied file that was edited since, when migrating, then it refuses, naming the file", async () => {
    const { sql } = await createTestDatabase({ empty: true })
    const original = { "0001_create_notes.sql": "create table notes (id int primary key);" }
    expect(await migrate(sql, await folderWith(original))).toEqual(["0001_create_notes.sql"])
    const edited = await folderWith({
      "0001_create_notes.sql": "create table notes (id bigint primary key);",
      "0002_create_tags.sql": "create table tags (id int);",
    })
    const refusal = migrate(sql, edited)
    await expect(refusal).rejects.toBeInstanceOf(MigrationEdited)
    await expect(refusal).rejects.toThrow(/0001_create_notes\.sql was edited after it was applied/)
    const names = await sql<{ name: string }[]>`select name from schema_migrations order by 1`
    expect(names.map((r) => r.name)).toEqual(["0001_create_notes.sql"])
  })

  it("given files applied before checksums were recorded, when migrating, then their checksums are filled in", async () => {
    const { sql } = await createTestDatabase()
    await sql`update schema_migrations set checksum = null`
    expect(await migrate(sql)).toEqual([])
    const [row] = await sql<{ missing: number }[]>`
      select count(*)::int as missing from schema_migrations where checksum is null`
    expect(row?.missing).toBe(0)
  })
})
