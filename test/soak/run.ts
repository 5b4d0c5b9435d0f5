import { spawnSync } from "node:child_process"
import { crashSoak } from "./crash-soak.ts"
import { diskFullSoak } from "./disk-full-soak.ts"
import { outageSoak } from "./outage-soak.ts"
import { replicaSoak } from "./replica-soak.ts"
import { shutdownSoak } from "./shutdown-soak.ts"
import { webhookSoak } from "./webhook-soak.ts"

/*
 * `npm run soak [-- scenario...]`: the long reliability runs that do not fit in `npm test`, against real
 * processes. Scenarios: shutdown, crash, replicas, outage, disk, webhooks, fuzz (all by default, in that order). Sizes:
 * COGI_SOAK_WEBHOOK_EVENTS (10,000), COGI_SOAK_FUZZ_RUNS (5,000 per endpoint), COGI_SOAK_CRASH_ROUNDS (3),
 * COGI_SOAK_OUTAGE_ROUNDS (2).
 * Prints each scenario's figures; exits 1 if any scenario failed. A scenario this machine cannot run (`disk` needs
 * root to mount a tmpfs) prints SKIPPED and why.
 */

const escape = String.fromCharCode(27)
const stripColours = (text: string) =>
  text
    .split(escape)
    .map((part, i) => (i === 0 ? part : part.replace(/^\[[0-9;]*m/, "")))
    .join("")

const fuzz = async () => {
  const runs = Number(process.env.COGI_SOAK_FUZZ_RUNS ?? 5000)
  const started = performance.now()
  const result = spawnSync("npx", ["vitest", "run", "test/reliability/fuzz.int.test.ts"], {
    env: { ...process.env, COGI_FUZZ_RUNS: String(runs) },
    stdio: ["ignore", "pipe", "pipe"],
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  })
  const endpoints = /Tests\s+.*?(\d+) passed/.exec(stripColours(result.stdout))?.[1]
  if (result.status !== 0) console.error(result.stdout.slice(-4000), result.stderr.slice(-2000))
  return {
    figures: {
      "fuzzed requests per endpoint": runs,
      "endpoints without a 5xx, non-JSON 4xx, English detail or event from a rejected request":
        endpoints ?? 0,
      minutes: ((performance.now() - started) / 60_000).toFixed(1),
    },
    ok: result.status === 0,
  }
}

type Outcome = { figures: Record<string, unknown>; ok: boolean } | { skipped: string }

const scenarios: Record<string, () => Promise<Outcome>> = {
  shutdown: () => shutdownSoak(5),
  crash: () => crashSoak(Number(process.env.COGI_SOAK_CRASH_ROUNDS ?? 3)),
  replicas: () => replicaSoak(),
  outage: () => outageSoak(Number(process.env.COGI_SOAK_OUTAGE_ROUNDS ?? 2)),
  disk: () => diskFullSoak(),
  webhooks: () => webhookSoak(Number(process.env.COGI_SOAK_WEBHOOK_EVENTS ?? 10_000)),
  fuzz,
}

const chosen = process.argv.slice(2).filter((a) => a !== "--")
const names = chosen.length > 0 ? chosen : Object.keys(scenarios)
let failed = false
for (const name of names) {
  const scenario = scenarios[name]
  if (!scenario) {
    console.error(`Unknown scenario ${name}: use ${Object.keys(scenarios).join(", ")}`)
    process.exit(2)
  }
  const started = performance.now()
  console.log(`\n== ${name}`)
  try {
    const outcome = await scenario()
    if ("skipped" in outcome) {
      console.log(`  SKIPPED: ${outcome.skipped}`)
      continue
    }
    const { figures, ok } = outcome
    for (const [label, value] of Object.entries(figures)) console.log(`  ${label}: ${String(value)}`)
    console.log(`  ${ok ? "OK" : "FAILED"} in ${((performance.now() - started) / 1000).toFixed(0)} s`)
    failed ||= !ok
  } catch (error) {
    console.error(`  FAILED: ${error instanceof Error ? error.stack : String(error)}`)
    failed = true
  }
}
process.exit(failed ? 1 : 0)
