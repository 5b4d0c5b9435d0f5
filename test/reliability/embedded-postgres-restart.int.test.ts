import { rmSync } from "node:fs"
import { resolve } from "node:path"
import { afterAll, describe, expect, it, onTestFailed } from "vitest"
import { groupAlive, postmasterPid, processAlive, startServer } from "../support/cogi-process.ts"
import { badAnswers, interrupt, send, type Answer, unavailableDetail, until } from "./outage-scenario.ts"

/*
 * `npm start` keeps its embedded Postgres alive: killed (kill -9) while the app runs, it is started again on the
 * same port, with a line in the log; meanwhile requests answer 503 (never 500), then everything works again, and
 * Ctrl-C still stops the app with Postgres last and nothing left running.
 */

const dataDir = resolve(`.data/keeper-test-${process.pid}`)
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

describe("the embedded Postgres of npm start", () => {
  it("is started again when it dies, and Ctrl-C still stops everything, Postgres last", async () => {
    // given a running server on its embedded Postgres
    const server = await startServer({ COGI_DATA_DIR: dataDir })
    onTestFailed(() => console.error(server.output().slice(-6000)))
    const first = await postmasterPid(`${dataDir}/pg`)
    expect((await send(server.base, "GET", "/api/health")).status).toBe(200)

    // when its Postgres is killed
    process.kill(first ?? -1, "SIGKILL")
    const answers: Answer[] = []
    const restarted = await until("the server says Postgres was restarted", 30_000, async () => {
      answers.push(await send(server.base, "GET", "/api/health"))
      answers.push(
        await send(server.base, "POST", "/api/auth/resend-verification", undefined, {
          email: "a@example.it",
        }),
      )
      return server.output().includes("Postgres restarted") ? true : undefined
    })
    const healthy = await until("health says 200 again", 20_000, async () => {
      const answer = await send(server.base, "GET", "/api/health")
      return answer.status === 200 ? answer : undefined
    })

    // then the log says so, Postgres runs again under a new pid, and nothing answered 500 meanwhile
    expect(restarted).toBe(true)
    expect(server.output()).toMatch(/Postgres exited unexpectedly \(SIGKILL\): restarting it/)
    const second = await postmasterPid(`${dataDir}/pg`)
    expect(second).not.toBe(first)
    expect(processAlive(second ?? -1)).toBe(true)
    expect(healthy.json).toMatchObject({ status: "ok", database: "ok" })
    expect(badAnswers(answers)).toEqual([])
    const unavailable = answers.filter((a) => a.status === 503)
    expect(unavailable.length).toBeGreaterThan(0)
    for (const answer of unavailable) expect(answer.json.detail).toBe(unavailableDetail)
    // and a write goes through again
    const resend = await send(server.base, "POST", "/api/auth/resend-verification", undefined, {
      email: "b@example.it",
    })
    expect(resend.status).toBe(200)

    // and Ctrl-C stops the app with 0, Postgres last, nothing left running
    expect(await interrupt(server)).toMatchObject({ code: 0 })
    const output = server.output()
    expect(output.indexOf("Postgres stopped")).toBeGreaterThan(0)
    expect(output.indexOf("Postgres stopped")).toBeLessThan(output.indexOf("Cogi stopped cleanly"))
    expect(processAlive(second ?? -1)).toBe(false)
    expect(groupAlive(server.pid)).toBe(false)
  }, 90_000)
})
