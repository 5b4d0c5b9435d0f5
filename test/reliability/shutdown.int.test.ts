import { existsSync, readFileSync, rmSync } from "node:fs"
import { resolve } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import {
  exitWithin,
  freePort,
  groupAlive,
  postmasterPid,
  processAlive,
  spawnCogi,
  startServer,
} from "../support/cogi-process.ts"

/*
 * An operator stops `npm start` with Ctrl-C (SIGINT to the whole foreground process group) or an orchestrator
 * with SIGTERM: the process exits on its own, 0, with Postgres stopped last (nothing using it sees it die first)
 * and nothing left running.
 */

const dataDir = resolve(`.data/shutdown-test-${process.pid}`)
const env = { COGI_DATA_DIR: dataDir }
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

/** Errors that appear when Postgres goes away before the pool, the projector or pg-boss (57P01). */
const postgresDiedFirst = /57P01|terminating connection due to administrator command|ECONNREFUSED|FATAL/

/** The postmaster's pid once it accepts connections (postmaster.pid's status line says "ready"). */
const acceptingConnections = async (pgDir: string, ms: number) => {
  for (const deadline = Date.now() + ms; Date.now() < deadline;) {
    const lines = existsSync(`${pgDir}/postmaster.pid`)
      ? readFileSync(`${pgDir}/postmaster.pid`, "utf8").split("\n")
      : []
    if (lines[7]?.trim() === "ready") return Number(lines[0])
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(`Postgres in ${pgDir} did not become ready within ${ms} ms`)
}

const stopsCleanly = async (signal: "SIGINT" | "SIGTERM", target: "group" | "node") => {
  // given a running server on its embedded Postgres
  const server = await startServer(env)
  const postgres = await postmasterPid(`${dataDir}/pg`)
  expect(postgres).toBeGreaterThan(0)
  expect(await (await fetch(`${server.base}/api/health`)).json()).toMatchObject({ database: "ok" })
  // when the signal arrives
  process.kill(target === "group" ? -server.pid : server.pid, signal)
  // then it exits on its own with 0 (a hung process is killed after 15 s and the test fails)
  expect(await exitWithin(server, 15_000)).toBe(0)
  const output = server.output()
  expect(output).not.toMatch(postgresDiedFirst)
  // Postgres was stopped by node, after everything else, and nothing is left running
  expect(output.indexOf("Postgres stopped")).toBeGreaterThan(0)
  expect(output.indexOf("Postgres stopped")).toBeLessThan(output.indexOf("Cogi stopped cleanly"))
  expect(processAlive(postgres ?? -1)).toBe(false)
  expect(groupAlive(server.pid)).toBe(false)
}

describe("stopping npm start", () => {
  it(
    "Ctrl-C (SIGINT to the whole process group) stops everything, Postgres last",
    () => stopsCleanly("SIGINT", "group"),
    90_000,
  )

  it("SIGTERM to node stops everything, Postgres last", () => stopsCleanly("SIGTERM", "node"), 90_000)

  it(
    "SIGTERM to the whole process group stops everything, Postgres last",
    () => stopsCleanly("SIGTERM", "group"),
    90_000,
  )

  it("Ctrl-C while the server's modules still load stops the Postgres already started, and exits 0", async () => {
    // given npm start whose Postgres is up while the server's modules are held back (cli/start.ts starts it first)
    const hook = resolve(import.meta.dirname, "../support/hold-module-hook.ts")
    const server = spawnCogi(
      "cli/start.ts",
      [],
      {
        ...env,
        NODE_OPTIONS: `${process.env["NODE_OPTIONS"] ?? ""} --import ${hook}`,
        COGI_TEST_HOLD_MODULE: "/cli/start-server.ts",
        COGI_TEST_HOLD_MS: "60000",
      },
      await freePort(),
    )
    const postgres = await acceptingConnections(`${dataDir}/pg`, 30_000)
    // when Ctrl-C arrives
    process.kill(-server.pid, "SIGINT")
    // then Postgres is stopped by node, and the process exits 0 without having served
    expect(await exitWithin(server, 15_000)).toBe(0)
    const output = server.output()
    expect(output).toContain("Postgres stopped")
    expect(output).not.toContain("Listening on")
    expect(processAlive(postgres)).toBe(false)
    expect(groupAlive(server.pid)).toBe(false)
    // and the next start finds the database free, not owned by a dead process
    const next = await startServer(env)
    process.kill(-next.pid, "SIGINT")
    expect(await exitWithin(next, 15_000)).toBe(0)
  }, 90_000)

  it("a second Ctrl-C while stopping does not get in the way", async () => {
    const server = await startServer(env)
    process.kill(-server.pid, "SIGINT")
    process.kill(-server.pid, "SIGINT")
    expect(await exitWithin(server, 15_000)).toBe(0)
    expect(groupAlive(server.pid)).toBe(false)
  }, 90_000)
})
