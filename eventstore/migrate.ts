import { readdir, readFile } from "node:fs/promises"
import { join } from "node:path"
import type { Sql } from "./db.ts"

const migrationsDir = join(import.meta.dirname, "..", "migrations")
const fileName = /^(\d{4})_[a-z0-9_]+\.sql$/

/** Applies forward-only SQL migrations in order, each in its own transaction, under an advisory lock. */
export const migrate = async (sql: Sql, dir = migrationsDir): Promise<ReadonlyArray<string>> => {
  const files = (await readdir(dir)).filter((f) => fileName.test(f)).sort()
  const ids = files.map((f) => f.slice(0, 4))
  if (new Set(ids).size !== ids.length) throw new Error(`Duplicate migration number in ${dir}`)
  const applied: Array<string> = []
  await sql.begin(async (tx) => {
    await tx`select pg_advisory_xact_lock(hashtext('cogi.migrations'))`
    await tx`create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())`
    const done = new Set(
      (await tx<{ name: string }[]>`select name from schema_migrations`).map((r) => r.name),
    )
    for (const file of files) {
      if (done.has(file)) continue
      await tx.unsafe(await readFile(join(dir, file), "utf8"))
      await tx`insert into schema_migrations (name) values (${file})`
      applied.push(file)
    }
  })
  return applied
}
