import { describe, expect, it } from "vitest"
import { signInWait } from "./sign-in-limits.ts"

const allowed = { allowed: true, retryAfterSeconds: 0 }
const refused = (retryAfterSeconds: number) => ({ allowed: false, retryAfterSeconds })

describe("signInWait", () => {
  it("given a client with no wrong password for the address, when the address is under attack, then it may try", () => {
    expect(signInWait({ client: allowed, clientThisHour: allowed, address: refused(3500) })).toBeUndefined()
  })

  it("given a client with 10 wrong passwords, then it waits for its own window, attack or not", () => {
    expect(signInWait({ client: refused(840), clientThisHour: refused(3500), address: allowed })).toBe(840)
    expect(signInWait({ client: refused(840), clientThisHour: refused(3500), address: refused(3000) })).toBe(
      840,
    )
  })

  it("given a client with one wrong password this hour, when the address is under attack, then it waits until that failure ages out", () => {
    expect(signInWait({ client: allowed, clientThisHour: refused(3300), address: refused(120) })).toBe(3300)
  })

  it("given a client with a few wrong passwords, when the address is not under attack, then it may try", () => {
    expect(signInWait({ client: allowed, clientThisHour: refused(3300), address: allowed })).toBeUndefined()
  })
})
