import { afterAll, describe, expect, it, onTestFailed } from "vitest"
import type { CogiProcess } from "../support/cogi-process.ts"
import {
  badAnswers,
  interrupt,
  outageEnv,
  restartablePostgres,
  send,
  signIn,
  signUp,
  startLoad,
  startRoles,
  unavailableDetail,
  until,
  withoutMail,
} from "./outage-scenario.ts"

/*
 * A database blip crashes nothing (issue 24, item 3). A web and a worker process run under 6 clients of steady
 * load on a Postgres whose connections are all cut five times, that is then stopped for 3 s and started again,
 * then made read-only for 3 s. Both processes live through it; every refused request is 503 with Retry-After and
 * the Italian detail (never 500); health answers 503 while the database is down and 200 after; jobs run again;
 * Ctrl-C still stops both cleanly, and the database (ours here) goes last. Without the postgres.js patch a process
 * dies here with "TypeError: Cannot read properties of null (reading 'write')" or an unhandled rejection.
 * `npm run soak -- outage` runs it longer, with two of each role.
 */

const db = await restartablePostgres("outage-test")
const processes: CogiProcess[] = []
afterAll(async () => {
  for (const p of processes) if (p.child.exitCode === null) await interrupt(p).catch(() => {})
  await db.stop()
  db.remove()
})

const health = (base: string) => send(base, "GET", "/api/health")
/** postgres.js's uncaught TypeError, or any other error that reaches the top of a process. */
const crashed = /Cannot read properties of null|uncaught|unhandled ?rejection/i

describe("a database outage under load", () => {
  it("connections cut, restart, read-only: nothing dies, outages answer 503, jobs resume, Ctrl-C stops cleanly", async () => {
    // given a web and a worker process, one user's verification mail already sent by the worker
    const roles = await startRoles(outageEnv(db.url, db.dir))
    processes.push(...roles.all)
    onTestFailed(() => {
      for (const p of roles.all) {
        const output = p.output()
        // the cause of any 500 first (it may lie far from the end), then how the process ended
        const unhandled = [...output.matchAll(/Unhandled error[\s\S]{0,3000}/g)].map((m) => m[0]).join("\n")
        console.error(`--- ${p.child.spawnargs.slice(1).join(" ")}\n${unhandled}\n...\n${output.slice(-6000)}`)
      }
    })
    const base = roles.web[0]!.base
    const token = await signIn(base)
    expect((await signUp(base, "before@example.it")).status).toBe(202)
    await until("the worker sends the first mail", 20_000, async () =>
      (await withoutMail(db, ["before@example.it"])).length === 0 ? true : undefined,
    )
    const load = startLoad([base], token, 6)

    // when every connection of the app is cut, busy ones included, five times over a second
    let cut = 0
    for (let i = 0; i < 5; i++) {
      await new Promise((r) => setTimeout(r, 200))
      cut += await db.cutConnections()
    }
    // and Postgres stops for 3 s
    await db.stop()
    const down = await until("health says 503 while Postgres is down", 5_000, async () => {
      const answer = await health(base)
      return answer.status === 503 ? answer : undefined
    })
    const loginDown = await send(base, "POST", "/api/auth/login", undefined, {
      email: "x@example.it",
      password: "p",
    })
    const sessionInfoDown = await send(base, "GET", "/api/user/session-info", token)
    await new Promise((r) => setTimeout(r, 3_000))
    await db.start()
    const up = await until("health says 200 after the restart", 20_000, async () => {
      const answer = await health(base)
      return answer.status === 200 ? answer : undefined
    })

    // and then refuses writes for 3 s
    await db.readOnly(true)
    const chatReadOnly = await until("a write is refused while read-only", 5_000, async () => {
      const answer = await send(base, "POST", "/api/chats", token, { therapeutic_approach: "gpt" })
      return answer.status === 503 ? answer : undefined
    })
    await new Promise((r) => setTimeout(r, 3_000))
    await db.readOnly(false)
    await until("writes are accepted again", 10_000, async () => {
      const answer = await send(base, "POST", "/api/chats", token, { therapeutic_approach: "gpt" })
      return answer.status === 201 || answer.status === 200 ? answer : undefined
    })
    await load.stop()

    // then both processes are alive and nothing crashed
    for (const p of roles.all) {
      expect(p.child.exitCode, p.output().slice(-3000)).toBeNull()
      expect(p.output()).not.toMatch(crashed)
    }
    // every answer during the episode was a success, a 4xx, or 503 with Retry-After and the Italian detail
    expect(cut).toBeGreaterThan(5)
    expect(badAnswers(load.answers)).toEqual([])
    expect(load.networkErrors).toEqual([])
    expect(load.answers.filter((a) => a.status === 503).length).toBeGreaterThan(0)
    for (const answer of [down, loginDown, sessionInfoDown, chatReadOnly]) {
      expect(answer.status, answer.path).toBe(503)
      expect(answer.retryAfter, answer.path).toBe("5")
      expect(answer.json.detail, answer.path).toBe(unavailableDetail)
    }
    expect(down.json).toMatchObject({ status: "degraded", database: "error" })
    expect(up.json).toMatchObject({ status: "ok", database: "ok" })

    // and the worker runs jobs again: a sign-up after the episode gets its mail
    expect((await signUp(base, "after@example.it")).status).toBe(202)
    await until("the worker sends mail after the episode", 20_000, async () =>
      (await withoutMail(db, ["after@example.it"])).length === 0 ? true : undefined,
    )

    // and Ctrl-C stops each process with 0 while the database is still up (it goes last, in afterAll)
    const stops = await Promise.all(roles.all.map(interrupt))
    for (const stop of stops) expect(stop).toMatchObject({ code: 0 })
    for (const p of roles.all) expect(p.output()).toContain("Cogi stopped cleanly")
  }, 120_000)
})
