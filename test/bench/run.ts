/**
 * `npm run bench`: speed figures that tests must not time, each beside a baseline measured in the same run on
 * this machine (it is shared and noisy: read the ratios). `--json` also prints every figure as one JSON object
 * on the last line. Runs on a throwaway embedded Postgres.
 *  1. event appends against raw INSERT+COMMIT at 1, 8 and 32 writers
 *  2. rebuild of every projection over a log of at least 200,000 events
 *  3. async projector lag under write load
 *  4. the time the server adds between the provider's first token and the client's first token (SSE)
 *  5. the client's figures (test/bench/client-speed.ts), when present
 *  6. the crisis assessment of one message (test/bench/safety-bench.ts), beside the rule detector alone
 *  7. capacity: people in live sessions on one server, relay beside plain SSE and a bare Node SSE server
 *     (test/bench/capacity-bench.ts; `--capacity-people=300,600,1000 --capacity-seconds=15`)
 */
import { execFileSync } from "node:child_process"
import { existsSync, rmSync } from "node:fs"
import { connect } from "../../eventstore/db.ts"
import { startEmbeddedPostgres } from "../../eventstore/embedded-postgres.ts"
import { migrate } from "../../eventstore/migrate.ts"
import { benchCapacity } from "./capacity-bench.ts"
import { benchAppends, benchLag, benchRebuild } from "./event-log-bench.ts"
import { benchSafety } from "./safety-bench.ts"
import { benchSse } from "./sse-bench.ts"

const json = process.argv.includes("--json")
// `--only appends,lag` runs some sections (while working on one); the full run is the figure of record
const only = process.argv
  .find((a) => a.startsWith("--only="))
  ?.slice("--only=".length)
  .split(",")
const wanted = (section: string) => only === undefined || only.includes(section)
const figures: Record<string, number> = {}
const report = (name: string, value: string, baseline = "") =>
  console.log(`${name.padEnd(64)} ${value.padStart(18)}  ${baseline}`)

const dir = `.data/bench-${process.pid}`
const pg = await startEmbeddedPostgres(dir)
const url = pg.url()
const sql = connect(url, { max: 40 })
await migrate(sql)

try {
  if (wanted("appends")) Object.assign(figures, await benchAppends(sql, report))
  if (wanted("lag")) Object.assign(figures, await benchLag(sql, report))
  if (wanted("rebuild")) Object.assign(figures, await benchRebuild(sql, report))

  if (wanted("sse")) Object.assign(figures, await benchSse(url, sql, report))

  // 5. the client's own figures, measured by its script in a process of its own
  if (wanted("client") && existsSync("test/bench/client-speed.ts")) {
    try {
      const out = execFileSync(process.execPath, ["test/bench/client-speed.ts", "--json"], {
        encoding: "utf8",
      })
      const lines = out.trim().split("\n")
      for (const line of lines.slice(0, -1)) console.log(line)
      Object.assign(figures, JSON.parse(lines.at(-1) ?? "{}"))
    } catch (error) {
      // the figures it printed before failing still count; the failure is said, not hidden
      const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string }
      process.stdout.write(stdout)
      console.log(
        `client figures: FAILED — ${
          stderr
            .trim()
            .split("\n")
            .find((l) => /Error|Timeout/.test(l)) ?? "see above"
        }`,
      )
      process.exitCode = 1
    }
  }
  if (wanted("safety")) Object.assign(figures, benchSafety(report))
  if (wanted("capacity")) Object.assign(figures, await benchCapacity(url, sql, dir, report))
} finally {
  await sql.end()
  await pg.stop()
  rmSync(dir, { recursive: true, force: true })
}
if (json) console.log(JSON.stringify(figures))
