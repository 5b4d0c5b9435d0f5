import { createHash } from "node:crypto"
import { readdir, readFile } from "node:fs/promises"
import { join } from "node:path"
import type { Sql, Tx } from "./db.ts"
import { sealValuesInClear } from "./seal-values-in-clear.ts"

const migrationsDir = join(import.meta.dirname, "..", "migrations")
const fileName = /^(\d{4})_[a-z0-9_]+\.sql$/

/** A migration file that was changed after it had been applied: the database no longer matches the folder. */
export class MigrationEdited extends Error {
  readonly file: string
  constructor(file: string, recorded: string, current: string) {
    super(
      `Migration ${file} was edited after it was applied (sha256 ${recorded.slice(0, 12)}… recorded, ` +
        `${current.slice(0, 12)}… now): restore the file and put the change in a new migration.`,
    )
    this.name = "MigrationEdited"
    this.file = file
  }
}

interface MigrationFile {
  readonly name: string
  readonly text: string
  readonly checksum: string
}

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex")

const readMigrations = async (dir: string): Promise<ReadonlyArray<MigrationFile>> => {
  const names = (await readdir(dir)).filter((f) => fileName.test(f)).sort()
  const ids = names.map((f) => f.slice(0, 4))
  if (new Set(ids).size !== ids.length) throw new Error(`Duplicate migration number in ${dir}`)
  return Promise.all(
    names.map(async (name) => {
      const text = await readFile(join(dir, name), "utf8")
      return { name, text, checksum: sha256(text) }
    }),
  )
}

/**
 * What a migration of this folder needs done in code (what SQL cannot do), run right after its file in its
 * transaction and recorded with it: it runs once, like the file.
 */
const codeSteps: Readonly<Record<string, (tx: Tx) => Promise<unknown>>> = {
  "0021_seal_key_envelopes.sql": sealValuesInClear,
}

/** Every migration transaction holds this lock, so two starting servers apply each file once, in turn. */
const lock = (tx: Tx) => tx`select pg_advisory_xact_lock(hashtext('cogi.migrations'))`

const appliedChecksums = async (tx: Tx) =>
  new Map(
    (await tx<{ name: string; checksum: string | null }[]>`select name, checksum from schema_migrations`).map(
      (r) => [r.name, r.checksum],
    ),
  )

/**
 * Checks every applied file against the checksum recorded when it ran. Files applied before checksums were
 * recorded get theirs now (the folder is trusted once, as it stands).
 */
const verifyApplied = (sql: Sql, files: ReadonlyArray<MigrationFile>) =>
  sql.begin(async (tx) => {
    await lock(tx)
    await tx`create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())`
    await tx`alter table schema_migrations add column if not exists checksum text`
    const recorded = await appliedChecksums(tx)
    for (const file of files) {
      if (!recorded.has(file.name)) continue
      const checksum = recorded.get(file.name)
      if (checksum === null || checksum === undefined)
        await tx`update schema_migrations set checksum = ${file.checksum} where name = ${file.name}`
      else if (checksum !== file.checksum) throw new MigrationEdited(file.name, checksum, file.checksum)
    }
  })

/** The migration files of `dir` the database has not applied (all of them before the first migration). */
export const pendingMigrations = async (sql: Sql, dir = migrationsDir): Promise<ReadonlyArray<string>> => {
  const names = (await readdir(dir)).filter((f) => fileName.test(f))
  const [{ exists }] = await sql<
    [{ exists: boolean }]
  >`select to_regclass('schema_migrations') is not null as exists`
  if (!exists) return names.sort()
  const applied = new Set(
    (await sql<{ name: string }[]>`select name from schema_migrations`).map((r) => r.name),
  )
  return names.filter((name) => !applied.has(name)).sort()
}

/**
 * Applies forward-only SQL migrations in order, each in its own transaction (a failing file leaves the ones
 * before it applied), under an advisory lock; refuses to start when an applied file was edited.
 */
export const migrate = async (sql: Sql, dir = migrationsDir): Promise<ReadonlyArray<string>> => {
  const files = await readMigrations(dir)
  const steps = dir === migrationsDir ? codeSteps : {}
  await verifyApplied(sql, files)
  const applied: Array<string> = []
  for (const file of files) {
    const ran = await sql.begin(async (tx) => {
      await lock(tx)
      // Another process may have applied it while this one waited for the lock.
      if ((await appliedChecksums(tx)).has(file.name)) return false
      await tx.unsafe(file.text)
      await steps[file.name]?.(tx)
      await tx`insert into schema_migrations (name, checksum) values (${file.name}, ${file.checksum})`
      return true
    })
    if (ran) applied.push(file.name)
  }
  return applied
}
