import { describe, expect, it } from "vitest"
import { startFailureReason } from "./postgres-process.ts"

/* What the keeper of the embedded Postgres logs when a restart fails: the line that says why. */

describe("startFailureReason", () => {
  it("names the PANIC of a full disk, not a client turned away during the recovery", () => {
    // given the output of a start whose crash recovery could not write its WAL
    const output = [
      "postgres exited during start (exit code 1):",
      "2026-11-27 12:48:55.601 UTC [18472] LOG:  database system was interrupted; last known up at 12:48:50 UTC",
      "2026-11-27 12:48:55.669 UTC [18473] FATAL:  the database system is not yet accepting connections",
      '2026-11-27 12:48:55.702 UTC [18472] PANIC:  could not write to file "pg_wal/xlogtemp.18472": No space left on device',
      "2026-11-27 12:48:55.710 UTC [18470] LOG:  aborting startup due to startup process failure",
    ].join("\n")
    // when the reason is taken, then it is the PANIC line
    expect(startFailureReason(output)).toContain("No space left on device")
  })

  it("names the FATAL of a full disk when the start fails before its recovery", () => {
    // given the output the soak saw while the WAL's disk was full (clients turned away first)
    const output = [
      "postgres exited during start (exit code 1):",
      "2026-11-27 12:56:40.101 UTC [27160] FATAL:  the database system is starting up",
      '2026-11-27 12:56:40.164 UTC [27164] FATAL:  could not write to file "pg_wal/xlogtemp.27164": No space left on device',
    ].join("\n")
    // then the reason is the disk, not the turned-away client
    expect(startFailureReason(output)).toContain('could not write to file "pg_wal/xlogtemp.27164"')
  })

  it("prefers a FATAL about the server to one about a client, and falls back to the first line", () => {
    const fatal = [
      "postgres exited during start (exit code 1):",
      "FATAL:  the database system is starting up",
      'FATAL:  lock file "postmaster.pid" already exists',
    ].join("\n")
    expect(startFailureReason(fatal)).toBe('FATAL:  lock file "postmaster.pid" already exists')
    expect(startFailureReason("FATAL:  the database system is starting up")).toContain("starting up")
    expect(startFailureReason("spawn postgres ENOENT")).toBe("spawn postgres ENOENT")
    expect(startFailureReason("")).toBe("no output")
  })
})
