import { describe, expect, it } from "vitest"

import type { SessionInfo } from "../api/get-session-info.ts"
import { availableBadge, sessionAvailability, sessionCallToAction } from "./session-availability.ts"

const info = (overrides: Partial<SessionInfo> = {}): SessionInfo => ({
  free_sessions_remaining: 3,
  subscription_sessions_remaining: 0,
  purchased_sessions_remaining: 0,
  total_sessions_available: 3,
  has_active_subscription: false,
  subscription_expires_at: null,
  subscription_cancelled: false,
  has_unlimited_sessions: false,
  unlimited_expires_at: null,
  ...overrides,
})

describe("session availability", () => {
  it("is unlimited with a badge ILLIMITATE when unlimited and an expiry date is present", () => {
    const availability = sessionAvailability(
      info({
        has_unlimited_sessions: true,
        unlimited_expires_at: "2027-01-01T00:00:00Z",
        total_sessions_available: 0,
      }),
    )
    expect(availability).toEqual({
      kind: "unlimited",
      expiresAt: "2027-01-01T00:00:00Z",
      waiting: { total: 0, free: 3, subscription: null, purchased: 0 },
    })
    expect(availableBadge(availability)).toBe("ILLIMITATE")
  })

  it("keeps, beside unlimited access, the subscription and bought credits that wait behind it (GOLDEN7)", () => {
    const availability = sessionAvailability(
      info({
        has_unlimited_sessions: true,
        unlimited_expires_at: "2027-01-01T00:00:00Z",
        free_sessions_remaining: 0,
        has_active_subscription: true,
        subscription_sessions_remaining: 8,
        purchased_sessions_remaining: 11,
        total_sessions_available: 19,
      }),
    )
    expect(availability).toEqual({
      kind: "unlimited",
      expiresAt: "2027-01-01T00:00:00Z",
      waiting: { total: 19, free: 0, subscription: 8, purchased: 11 },
    })
  })

  it("is none with 'Nessuna sessione' when nothing is left", () => {
    const availability = sessionAvailability(
      info({ free_sessions_remaining: 0, total_sessions_available: 0 }),
    )
    expect(availability).toEqual({ kind: "none" })
    expect(availableBadge(availability)).toBe("Nessuna sessione")
  })

  it("otherwise counts free (of 3) and, with a subscription, subscription sessions (of 8)", () => {
    const availability = sessionAvailability(
      info({
        free_sessions_remaining: 1,
        has_active_subscription: true,
        subscription_sessions_remaining: 6,
        total_sessions_available: 7,
      }),
    )
    expect(availability).toEqual({ kind: "available", total: 7, free: 1, subscription: 6, purchased: 0 })
    expect(availableBadge(availability)).toBe("7 disponibili")
  })
})

describe("session call to action", () => {
  it("is a loading button while session info loads", () => {
    expect(sessionCallToAction(undefined)).toBe("loading")
  })

  it("is free with free sessions left or unlimited access", () => {
    expect(sessionCallToAction(info())).toBe("free")
    expect(sessionCallToAction(info({ free_sessions_remaining: 0, has_unlimited_sessions: true }))).toBe(
      "free",
    )
  })

  it("is paid when everything is used up", () => {
    expect(sessionCallToAction(info({ free_sessions_remaining: 0, total_sessions_available: 0 }))).toBe(
      "paid",
    )
  })

  it("starts normally with bought or subscription sessions left", () => {
    expect(sessionCallToAction(info({ free_sessions_remaining: 0, total_sessions_available: 2 }))).toBe(
      "start",
    )
  })
})
