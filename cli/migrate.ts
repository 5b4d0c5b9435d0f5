import { connect } from "../eventstore/db.ts"
import { migrate } from "../eventstore/migrate.ts"
import { openDatabase } from "./database.ts"

const database = await openDatabase()
const sql = connect(database.url, { max: 1 })
try {
  const applied = await migrate(sql)
  console.log(applied.length === 0 ? "Database is up to date." : `Applied: ${applied.join(", ")}`)
} finally {
  await sql.end()
  await database.stop()
}
