import { rmSync } from "node:fs"
import { exitWithin, groupAlive, postmasterPid, processAlive } from "../support/cogi-process.ts"
import { scratchDir, startCogi } from "./soak-cluster.ts"

/** SIGINT to the whole group and SIGTERM to node, `rounds` times each: seconds to exit, Postgres last, nothing left. */
export const shutdownSoak = async (rounds = 5) => {
  const dir = scratchDir("shutdown")
  const env = { COGI_DATA_DIR: dir }
  const times: Record<string, number[]> = { "SIGINT group": [], "SIGTERM node": [] }
  let failures = 0
  for (let round = 0; round < rounds; round++)
    for (const [label, signal, group] of [
      ["SIGINT group", "SIGINT", true],
      ["SIGTERM node", "SIGTERM", false],
    ] as const) {
      const server = await startCogi(env)
      const postgres = await postmasterPid(`${dir}/pg`)
      const started = performance.now()
      process.kill(group ? -server.pid : server.pid, signal)
      const code = await exitWithin(server, 15_000)
      const seconds = (performance.now() - started) / 1000
      times[label]?.push(seconds)
      const out = server.output()
      const clean =
        code === 0 &&
        seconds < 10 &&
        !processAlive(postgres ?? -1) &&
        !groupAlive(server.pid) &&
        out.indexOf("Postgres stopped") < out.indexOf("Cogi stopped cleanly") &&
        !/57P01|terminating connection due to administrator command/.test(out)
      if (!clean) failures++
    }
  rmSync(dir, { recursive: true, force: true })
  const max = (xs: number[] = []) => Math.max(...xs).toFixed(2)
  return {
    figures: {
      "shutdown rounds": rounds * 2,
      "SIGINT to group: slowest exit (s)": max(times["SIGINT group"]),
      "SIGTERM to node: slowest exit (s)": max(times["SIGTERM node"]),
      "unclean shutdowns": failures,
    },
    ok: failures === 0,
  }
}
