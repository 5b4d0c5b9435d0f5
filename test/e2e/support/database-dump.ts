import { readFileSync } from "node:fs"

import postgres from "postgres"

/*
 * Every row of every table of the e2e server's embedded database, as text: what an administrator with a
 * database dump would see. The server runs Postgres in `.data/e2e-<port>/pg` (playwright.config.ts); its port is
 * the fourth line of postmaster.pid.
 */
export const databaseDump = async (): Promise<string> => {
  const port = Number(process.env["COGI_E2E_PORT"] ?? 4173)
  const pid = readFileSync(`.data/e2e-${port}/pg/postmaster.pid`, "utf8").split("\n")
  const sql = postgres({
    host: "127.0.0.1",
    port: Number(pid[3]),
    user: "postgres",
    password: "postgres",
    database: "cogi",
    max: 1,
    onnotice: () => {},
  })
  try {
    const tables = await sql<Array<{ schema: string; name: string }>>`
      select table_schema as schema, table_name as name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`
    const parts: string[] = []
    for (const { schema, name } of tables) {
      const rows = await sql.unsafe(`select row_to_json(t)::text as row from "${schema}"."${name}" t`)
      parts.push(`-- ${schema}.${name}`, ...rows.map((r) => String(r["row"])))
    }
    return parts.join("\n")
  } finally {
    await sql.end()
  }
}
