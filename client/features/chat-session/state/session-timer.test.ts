import { describe, expect, it } from "vitest"

import type { SessionStatus } from "../api/chat-session-types.ts"
import { formatClock, remainingMs, spokenRemaining, timerBase } from "./session-timer.ts"

const status = (ends_at: string | null, server_time: string): SessionStatus => ({
  session_status: "active",
  remaining_minutes: 30,
  is_extended: false,
  can_extend: false,
  ends_at,
  server_time,
})

describe("session timer", () => {
  it("counts on the server's clock, whatever the device clock says", () => {
    // The device is 2 hours behind the server (or the e2e dev clock moved the server ahead).
    const localNow = Date.parse("2026-11-21T08:00:00.000Z")
    const base = timerBase(status("2026-11-21T10:29:30.000Z", "2026-11-21T10:00:00.000Z"), localNow)
    expect(formatClock(remainingMs(base, localNow) ?? -1)).toBe("29:30")
    expect(formatClock(remainingMs(base, localNow + 90_500) ?? -1)).toBe("28:00")
    expect(remainingMs(base, localNow + 3_600_000)).toBe(0)
  })

  it("has nothing to count before the first message", () => {
    expect(remainingMs(timerBase(status(null, "2026-11-21T10:00:00.000Z"), 0), 0)).toBeNull()
  })

  it("speaks minutes, not seconds", () => {
    expect(spokenRemaining(29 * 60_000 + 1)).toBe("Mancano 30 minuti")
    expect(spokenRemaining(30_000)).toBe("Manca 1 minuto")
    expect(spokenRemaining(0)).toBe("Tempo scaduto")
  })
})
