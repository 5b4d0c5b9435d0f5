import { Cause } from "effect"
import { describe, expect, it } from "vitest"
import { isDatabaseUnavailable, outageSummary } from "./database-unavailable.ts"

const withCode = (code: string, name = "Error") => Object.assign(new Error(code), { code, name })

describe("isDatabaseUnavailable", () => {
  it("names an outage: connection errors, shutdown, start-up, read-only, disk full, I/O", () => {
    for (const code of ["CONNECTION_CLOSED", "CONNECT_TIMEOUT", "ECONNREFUSED", "ECONNRESET", "EPIPE"])
      expect(isDatabaseUnavailable(withCode(code)), code).toBe(true)
    for (const state of ["57P01", "57P03", "08006", "25006", "53100", "53300", "58030"])
      expect(isDatabaseUnavailable(withCode(state, "PostgresError")), state).toBe(true)
  })

  it("names node-postgres's lost connections (pg-boss's driver throws them without a code)", () => {
    // given the errors pg and pg-pool throw when Postgres goes away mid-query or cannot be reached
    for (const message of [
      "Connection terminated unexpectedly",
      "Connection terminated due to connection timeout",
      "timeout exceeded when trying to connect",
      "Client has encountered a connection error and is not queryable",
    ]) {
      // then each is an outage, also as the defect of an Effect.promise (503, not 500)
      expect(isDatabaseUnavailable(new Error(message)), message).toBe(true)
      expect(isDatabaseUnavailable(Cause.die(new Error(message))), message).toBe(true)
      expect(outageSummary(new Error(message))).toBe(message)
    }
    // also as pg-boss passes them on, naming the queue and the worker
    const relayed = new Error("Connection terminated unexpectedly (Queue: mail__send, Worker: 4f3a-77)")
    expect(isDatabaseUnavailable(relayed)).toBe(true)
    // and the same words with a code of another kind, or a look-alike, are not
    expect(
      isDatabaseUnavailable(
        Object.assign(new Error("Connection terminated unexpectedly"), { code: "42P01" }),
      ),
    ).toBe(false)
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly by the user"))).toBe(false)
  })

  it("leaves faults and bad input alone", () => {
    for (const state of ["23505", "22P02", "42P01", "40001", "XX000"])
      expect(isDatabaseUnavailable(withCode(state, "PostgresError")), state).toBe(false)
    for (const value of [new Error("boom"), "ECONNREFUSED", null, undefined, { code: 57 }])
      expect(isDatabaseUnavailable(value)).toBe(false)
  })

  it("looks through causes, wrapped errors and Effect's Cause", () => {
    const refused = withCode("ECONNREFUSED")
    expect(isDatabaseUnavailable(new Error("wrapped", { cause: refused }))).toBe(true)
    expect(isDatabaseUnavailable(new AggregateError([new Error("x"), refused]))).toBe(true)
    expect(isDatabaseUnavailable(Cause.die(refused))).toBe(true)
    expect(isDatabaseUnavailable(Cause.fail(new Cause.UnknownError(refused)))).toBe(true)
    expect(isDatabaseUnavailable(Cause.die(new Error("boom")))).toBe(false)
  })
})
