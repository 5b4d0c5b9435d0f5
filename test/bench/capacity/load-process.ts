import { fork } from "node:child_process"
import { readFileSync } from "node:fs"
import { resolve } from "node:path"
import type { LoadPlan, LoadReport } from "./load-generator.ts"

/** Forks the load generator (a process of its own) with `plan`; answers its report. */
export const generate = (plan: LoadPlan) =>
  new Promise<LoadReport>((ok, fail) => {
    const child = fork(resolve(import.meta.dirname, "load-generator.ts"), [], { stdio: "inherit" })
    child.once("message", (report) => ok(report as LoadReport))
    child.once("exit", (code) => (code === 0 ? undefined : fail(new Error(`load generator exit ${code}`))))
    child.send(plan)
  })

/** CPU ticks (1/100 s) of a process, 0 when it is gone. */
export const ticks = (pid: number) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8")
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ")
    return Number(fields[11]) + Number(fields[12])
  } catch {
    return 0
  }
}
