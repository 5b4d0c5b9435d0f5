import { Effect, Schema } from "effect"
import type { Job } from "pg-boss"
import { describe, expect, it } from "vitest"
import { effectJob } from "./effect-job.ts"

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
