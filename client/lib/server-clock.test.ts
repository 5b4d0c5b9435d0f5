import { afterEach, describe, expect, it } from "vitest"
import { noteServerDate, serverNow } from "./server-clock.ts"

describe("serverNow", () => {
  afterEach(() => noteServerDate(new Date().toUTCString()))

  it("follows the server's Date header when the device clock is a day behind", () => {
    const device = Date.now()
    noteServerDate(new Date(device + 86_400_000).toUTCString(), device)
    expect(Math.abs(serverNow().getTime() - (device + 86_400_000))).toBeLessThan(2_000)
  })

  it("keeps what it knew when a header is missing or unreadable", () => {
    const device = Date.now()
    noteServerDate(new Date(device + 3_600_000).toUTCString(), device)
    noteServerDate(null)
    noteServerDate("not a date")
    expect(Math.abs(serverNow().getTime() - (device + 3_600_000))).toBeLessThan(2_000)
  })
})
