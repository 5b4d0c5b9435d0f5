import { Effect, Schema } from "effect"
import type { Job } from "pg-boss"
import { describe, expect, it, vi } from "vitest"
import { effectJob, effectJobEach } from "./effect-job.ts"

const batch = (...data: ReadonlyArray<unknown>) =>
  data.map((d, i) => ({ id: `job-${i}`, name: "session__expire", data: d })) as unknown as ReadonlyArray<
    Job<Record<string, unknown>>
  >

const Payload = Schema.Struct({ chatId: Schema.String })

describe("effectJob", () => {
  it("given a batch, runs the Effect once per job with its decoded payload", async () => {
    const seen: Array<string> = []
    const handler = await Effect.runPromise(
      effectJob("session__expire", Payload, ({ chatId }) => Effect.sync(() => void seen.push(chatId))),
    )
    await handler(batch({ chatId: "a" }, { chatId: "b" }))
    expect(seen).toEqual(["a", "b"])
  })

  it("given a payload that does not decode, drops that job and runs the others", async () => {
    const seen: Array<string> = []
    const handler = await Effect.runPromise(
      effectJob("session__expire", Payload, ({ chatId }) => Effect.sync(() => void seen.push(chatId))),
    )
    await handler(batch({ chatId: 42 }, { chatId: "b" }))
    expect(seen).toEqual(["b"])
  })

  it("given a failing Effect, rejects so that pg-boss retries the job", async () => {
    const handler = await Effect.runPromise(
      effectJob("session__expire", Payload, () => Effect.fail(new Error("database away"))),
    )
    await expect(handler(batch({ chatId: "a" }))).rejects.toThrow(/database away/)
  })
})

describe("effectJobEach", () => {
  /** The lines the handler writes through Effect's logger (to the console). */
  const logged = async (run: () => Promise<unknown>) => {
    const lines: Array<string> = []
    const spy = vi.spyOn(console, "log").mockImplementation((...a: Array<unknown>) => {
      lines.push(a.map(String).join(" "))
    })
    try {
      return { result: await run(), lines }
    } finally {
      spy.mockRestore()
    }
  }

  it("given a job that fails because the disk is full, settles it failed with one line naming the outage", async () => {
    // given a job whose work meets Postgres out of disk (53100)
    const full = Object.assign(new Error('could not extend file "base/1/2": No space left on device'), {
      name: "PostgresError",
      code: "53100",
    })
    const handler = await Effect.runPromise(
      effectJobEach("mail__send", Payload, () => Effect.die(full), { concurrency: 1 }),
    )
    // when the batch runs
    const { result, lines } = await logged(() => handler(batch({ chatId: "a" })))
    // then pg-boss is told it failed (it retries it), and the log has one warning, without a stack
    expect(result).toEqual([{ id: "job-0", status: "failed", output: { failed: true } }])
    expect(lines).toHaveLength(1)
    expect(lines[0]).toContain(
      '[jobs] mail__send failed, database unavailable (53100: could not extend file "base/1/2": No space left on device); pg-boss will retry',
    )
    expect(lines[0]).not.toMatch(/\n\s+at /)
  })
})
