import { describe, expect, it } from "vitest"
import { clientNetwork } from "./client-network.ts"

describe("clientNetwork", () => {
  it("given an IPv4 address, then it is counted by itself", () => {
    expect(clientNetwork("203.0.113.7")).toBe("203.0.113.7")
    expect(clientNetwork("203.0.113.8")).not.toBe(clientNetwork("203.0.113.7"))
  })

  it("given an IPv4-mapped IPv6 address, then it is the IPv4 address", () => {
    expect(clientNetwork("::ffff:203.0.113.7")).toBe("203.0.113.7")
    expect(clientNetwork("::ffff:cb00:7107")).toBe("203.0.113.7")
  })

  it("given IPv6 addresses of one /64, then they are one client, and another /64 is another", () => {
    const one = clientNetwork("2001:db8:1:2:aaaa:bbbb:cccc:dddd")
    expect(one).toBe("2001:db8:1:2::/64")
    expect(clientNetwork("2001:db8:1:2::1")).toBe(one)
    expect(clientNetwork("2001:DB8:1:2:ffff:ffff:ffff:ffff")).toBe(one)
    expect(clientNetwork("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64")
    expect(clientNetwork("fe80::1%eth0")).toBe("fe80::/64")
  })

  it("given something that is not an IP address, then it is kept as it is", () => {
    expect(clientNetwork("unknown")).toBe("unknown")
  })
})
