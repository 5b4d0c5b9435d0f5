import { rmSync } from "node:fs"
import { request } from "node:http"
import { resolve } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import {
  type CogiProcess,
  exitWithin,
  freePort,
  postmasterPid,
  runCli,
  spawnCogi,
  startServer,
} from "../support/cogi-process.ts"

/*
 * Operator commands run beside a live `npm start` on the same embedded database: they use the server's
 * database and leave it running; a second server on the same data directory is refused with a clear message.
 */

const dataDir = resolve(`.data/operators-test-${process.pid}`)
const env = { COGI_DATA_DIR: dataDir }
let server: CogiProcess

beforeAll(async () => {
  server = await startServer(env)
}, 90_000)
afterAll(async () => {
  process.kill(-server.pid, "SIGINT")
  await exitWithin(server, 15_000)
  rmSync(dataDir, { recursive: true, force: true })
})

const health = async () => (await (await fetch(`${server.base}/api/health`)).json()) as object

describe("operator commands beside a live server", () => {
  it.each([
    ["cli/audit.ts", ["verify-all"]],
    ["cli/projections.ts", ["verify", "all"]],
    ["cli/migrate.ts", []],
  ] as const)(
    "%s %s uses the server's database and leaves it running",
    async (script, args) => {
      // given a live server and its Postgres
      const postgres = await postmasterPid(`${dataDir}/pg`)
      // when the command runs beside it
      const result = await runCli(script, args, env)
      // then it succeeds on the same database
      expect(result.code, result.output).toBe(0)
      expect(result.output).toContain(`Using the database of the running Cogi server (pid ${server.pid})`)
      // and the server and its Postgres are untouched
      expect(await postmasterPid(`${dataDir}/pg`)).toBe(postgres)
      expect(await health()).toMatchObject({ status: "ok", database: "ok" })
    },
    90_000,
  )

  it("a second npm start on the same data directory is refused with a clear message", async () => {
    const second = spawnCogi("cli/start.ts", [], env, await freePort())
    expect(await exitWithin(second, 30_000)).toBe(1)
    expect(second.output()).toContain(`is in use by another Cogi process (pid ${server.pid}`)
    expect(await health()).toMatchObject({ database: "ok" })
  }, 90_000)
})

/** One GET with no client timeout: whether the connection was accepted, then the answer. */
const getHealth = (port: number) => {
  let connected = (_: boolean) => {}
  const accepted = new Promise<boolean>((ok) => (connected = ok))
  const answer = new Promise<{ status: number; body: string } | "failed">((ok) => {
    const req = request({ host: "127.0.0.1", port, path: "/api/health", agent: false }, (res) => {
      let body = ""
      res.on("data", (chunk: Buffer) => (body += chunk.toString()))
      res.on("end", () => ok({ status: res.statusCode ?? 0, body }))
    })
    req.on("socket", (socket) => socket.on("connect", () => connected(true)))
    req.on("error", () => {
      connected(false)
      ok("failed")
    })
    req.end()
  })
  return { accepted, answer }
}

describe("requests while the server starts", () => {
  it("every request the port accepts before 'Listening on' is answered", async () => {
    const dir = resolve(`.data/early-test-${process.pid}`)
    const port = await freePort()
    // given a server starting
    const starting = spawnCogi("cli/start.ts", [], { COGI_DATA_DIR: dir }, port)
    // when requests keep arriving from the moment the port opens
    const accepted: Array<ReturnType<typeof getHealth>["answer"]> = []
    let early = 0
    let answers: Awaited<ReturnType<typeof getHealth>["answer"]>[] = []
    try {
      while (!starting.output().includes("Listening on")) {
        const attempt = getHealth(port)
        if (await attempt.accepted) {
          accepted.push(attempt.answer)
          if (!starting.output().includes("Listening on")) early++
        } else await new Promise((ok) => setTimeout(ok, 2))
      }
      // then each accepted one gets a JSON answer (none hangs: the test would time out)
      answers = await Promise.all(accepted)
    } finally {
      process.kill(-starting.pid, "SIGINT")
      await exitWithin(starting, 15_000)
      rmSync(dir, { recursive: true, force: true })
    }
    expect(early).toBeGreaterThan(0)
    for (const answer of answers) {
      expect(answer).not.toBe("failed")
      if (answer !== "failed") expect(JSON.parse(answer.body)).toHaveProperty("status")
    }
  }, 90_000)
})
