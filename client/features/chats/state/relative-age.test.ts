import { describe, expect, it } from "vitest"

import { relativeAge } from "./relative-age.ts"

const now = new Date("2026-11-21T12:00:00Z")

describe("relative age of a session", () => {
  it("says Ora within the hour, then hours, then days", () => {
    expect(relativeAge("2026-11-21T11:30:00Z", now)).toBe("Ora")
    expect(relativeAge("2026-11-21T09:00:00Z", now)).toBe("3h fa")
    expect(relativeAge("2026-11-19T11:00:00Z", now)).toBe("2g fa")
  })
})
