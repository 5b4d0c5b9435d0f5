import type { Sql } from "../../eventstore/db.ts"

/**
 * Every row of every table of the database (our schema and pg-boss's), as text: what a `pg_dump` of the data
 * would hold. A test searches it for what must not be there.
 */
export const logicalDump = async (sql: Sql): Promise<string> => {
  const tables = await sql<{ schema: string; name: string }[]>`
    select table_schema as schema, table_name as name from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema in ('public', 'pgboss')
    order by 1, 2`
  const parts: string[] = []
  for (const { schema, name } of tables) {
    const rows = await sql.unsafe<{ row: string }[]>(`select t::text as row from "${schema}"."${name}" t`)
    parts.push(`-- ${schema}.${name}`, ...rows.map((r) => r.row))
  }
  return parts.join("\n")
}
