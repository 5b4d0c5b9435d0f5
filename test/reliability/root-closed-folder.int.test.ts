import { spawnSync } from "node:child_process"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { cloneIntoClosedFolder, type ClosedFolder, runIn } from "../support/closed-folder.ts"
import { freePort } from "../support/cogi-process.ts"

/*
 * Root clones Cogi into a home folder only root can enter (mode 700) and runs it with the embedded database:
 * Postgres refuses root and runs as an unprivileged user, who cannot enter that folder. The server, the
 * operator CLI and the test databases start all the same (the cluster and the binaries live under
 * COGI_EMBEDDED_HOME, default /var/lib/cogi); when that cannot be done either, one sentence and exit code 1.
 */

const asRoot = process.getuid?.() === 0
const node = process.execPath
let closed: ClosedFolder
const createdUser = `cogitest${process.pid}`

beforeAll(() => {
  if (asRoot) closed = cloneIntoClosedFolder()
}, 120_000)
afterAll(() => {
  if (!asRoot) return
  closed.remove()
  spawnSync("userdel", [createdUser])
})

const stackTrace = /^\s+at .+:\d+:\d+\)?$/m

const title = asRoot
  ? "root in a mode-700 home folder"
  : "root in a mode-700 home folder (skipped: needs root)"

describe.skipIf(!asRoot)(title, () => {
  it("given a closed folder, when npm start runs, then the embedded database starts elsewhere and the server answers", async () => {
    const port = await freePort()
    const server = runIn(closed.app, node, ["cli/start.ts"], { PORT: String(port) })
    for (let i = 0; i < 600 && !server.output().includes("Listening on"); i++)
      await new Promise((r) => setTimeout(r, 100))
    expect(server.output()).toContain("Listening on")
    expect(server.output()).toMatch(/keeps the database in \/var\/lib\/cogi\/[0-9a-f]{16}\/pg/)
    // ready once the migrations are applied and the job workers have subscribed
    let ready = 0
    for (let i = 0; i < 100 && ready !== 200; i++) {
      ready = (await fetch(`http://127.0.0.1:${port}/api/health/ready`)).status
      if (ready !== 200) await new Promise((r) => setTimeout(r, 100))
    }
    expect(ready).toBe(200)
    process.kill(-server.pid, "SIGINT")
    expect(await server.exited).toBe(0)
  }, 120_000)

  it("given the same folder, when an operator command runs, then it uses the same moved database", async () => {
    const migrate = runIn(closed.app, node, ["cli/migrate.ts"], {})
    expect(await migrate.exited, migrate.output()).toBe(0)
    expect(migrate.output()).toContain("Database is up to date.")
  }, 120_000)

  it("given the same folder, when the integration tests run, then their database starts too", async () => {
    const vitest = runIn(
      closed.app,
      node,
      ["node_modules/vitest/vitest.mjs", "run", "--project", "int", "eventstore/migrate.int.test.ts"],
      { NO_COLOR: "1" },
    )
    expect(await vitest.exited, vitest.output()).toBe(0)
    expect(vitest.output()).toMatch(/Tests\s+\d+ passed/)
  }, 240_000)

  it("given no system user to run Postgres as, when a command starts the database, then one is created", async () => {
    const migrate = runIn(closed.app, node, ["cli/migrate.ts"], {
      COGI_DATA_DIR: ".data/new-user",
      COGI_POSTGRES_USER: createdUser,
    })
    expect(await migrate.exited, migrate.output()).toBe(0)
    expect(migrate.output()).toContain(`created the system user "${createdUser}"`)
  }, 120_000)

  it("given nowhere to move the database, when npm start runs, then it says how to fix it in one sentence and exits 1", async () => {
    const server = runIn(closed.app, node, ["cli/start.ts"], {
      PORT: String(await freePort()),
      COGI_DATA_DIR: ".data/nowhere",
      COGI_EMBEDDED_HOME: "/dev/null/cogi",
    })
    expect(await server.exited).toBe(1)
    expect(server.output()).toContain("set DATABASE_URL")
    expect(server.output()).not.toMatch(stackTrace)
  }, 120_000)
})
