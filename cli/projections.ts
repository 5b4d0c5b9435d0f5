import { SingleBar, Presets } from "cli-progress"
import { connect } from "../eventstore/db.ts"
import { migrate } from "../eventstore/migrate.ts"
import { rebuildProjections, verifyProjection } from "../projections/rebuild.ts"
import { projectionNamed, projections } from "../projections/registry.ts"
import { openDatabase } from "./database.ts"

const usage = `Usage: npm run projections -- <rebuild|verify|list> <name|all>
Projections: ${projections.map((p) => p.name).join(", ")}`

const [command, target] = process.argv.slice(2)
const named = target ? projectionNamed(target) : undefined
const selected = target === "all" ? projections : named ? [named] : []
if (command === "list") {
  for (const p of projections) console.log(`${p.name}\t${p.mode}\t${p.handles.join(", ")}`)
  process.exit(0)
}
if ((command !== "rebuild" && command !== "verify") || selected.length === 0) {
  console.error(target && !named && target !== "all" ? `Unknown projection: ${target}\n${usage}` : usage)
  process.exit(2)
}

const database = await openDatabase()
const sql = connect(database.url, { max: 2 })
let failed = false
try {
  await migrate(sql)
  const bar = (name: string) => {
    const progressBar = new SingleBar(
      { format: `${command} ${name} [{bar}] {value}/{total} events`, hideCursor: true },
      Presets.shades_classic,
    )
    progressBar.start(1, 0)
    const progress = (done: number, total: number) => {
      progressBar.setTotal(Math.max(total, 1))
      progressBar.update(done)
    }
    return { progress, stop: () => progressBar.stop() }
  }
  if (command === "rebuild") {
    // one pass over the log for every selected projection
    const shown = bar(selected.map((p) => p.name).join(", "))
    await rebuildProjections(sql, selected, shown.progress)
    shown.stop()
    for (const projection of selected) console.log(`${projection.name}: rebuilt and swapped in`)
  } else
    for (const projection of selected) {
      const shown = bar(projection.name)
      const result = await verifyProjection(sql, projection, shown.progress)
      shown.stop()
      const same = result.missing === 0 && result.unexpected === 0
      failed ||= !same
      console.log(
        same
          ? `${projection.name}: live equals rebuilt`
          : `${projection.name}: DIFFERS — ${result.missing} rows missing from live, ${result.unexpected} rows in live that a rebuild does not produce`,
      )
    }
} finally {
  await sql.end()
  await database.stop()
}
process.exit(failed ? 1 : 0)
