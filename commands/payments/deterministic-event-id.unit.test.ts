import { describe, expect, it } from "vitest"
import { deterministicEventId, eventIdsFrom } from "./deterministic-event-id.ts"

describe("deterministicEventId", () => {
  it("given the same provider event, when ids are derived twice, then they are equal (a replay collides in the store)", () => {
    expect(deterministicEventId("evt_1|checkout-cs_1|0")).toBe(deterministicEventId("evt_1|checkout-cs_1|0"))
  })
  it("given different events, streams or positions, when ids are derived, then they differ", () => {
    const ids = eventIdsFrom("evt_1")
    const other = eventIdsFrom("evt_2")
    const all = [
      ids("checkout-cs_1", 0),
      ids("checkout-cs_1", 1),
      ids("wallet-u1", 0),
      other("checkout-cs_1", 0),
    ]
    expect(new Set(all).size).toBe(4)
  })
  it("is a well-formed UUID with version 5 and the RFC 4122 variant (Postgres uuid column)", () => {
    expect(deterministicEventId("anything")).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    )
  })
})
