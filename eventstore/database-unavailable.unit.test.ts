import { Cause } from "effect"
import { describe, expect, it } from "vitest"
import { isDatabaseUnavailable } from "./database-unavailable.ts"

const withCode = (code: string, name = "Error") => Object.assign(new Error(code), { code, name })

describe("isDatabaseUnavailable", () => {
  it("names an outage: connection errors, shutdown, start-up, read-only, disk full, I/O", () => {
    for (const code of ["CONNECTION_CLOSED", "CONNECT_TIMEOUT", "ECONNREFUSED", "ECONNRESET", "EPIPE"])
      expect(isDatabaseUnavailable(withCode(code)), code).toBe(true)
    for (const state of ["57P01", "57P03", "08006", "25006", "53100", "53300", "58030"])
      expect(isDatabaseUnavailable(withCode(state, "PostgresError")), state).toBe(true)
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
