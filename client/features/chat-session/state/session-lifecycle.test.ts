import { describe, expect, it } from "vitest"

import type { SessionStatus, SessionStatusName } from "../api/chat-session-types.ts"
import {
  initialLifecycle,
  lifecycleStep,
  remainingSessionsText,
  type LifecycleMemory,
} from "./session-lifecycle.ts"

const status = (session_status: SessionStatusName, extra: Partial<SessionStatus> = {}): SessionStatus => ({
  session_status,
  remaining_minutes: 10,
  is_extended: session_status === "extended",
  can_extend: session_status === "ending_soon",
  ends_at: "2026-11-21T10:00:00.000Z",
  server_time: "2026-11-21T09:50:00.000Z",
  ...extra,
})

/** Feed readings in order, as the 30-second poll would, and collect every effect. */
const run = (names: ReadonlyArray<SessionStatusName | SessionStatus>, crisisActive = false) => {
  let memory: LifecycleMemory = initialLifecycle
  const effects: string[] = []
  for (const name of names) {
    const step = lifecycleStep(memory, typeof name === "string" ? status(name) : name, { crisisActive })
    memory = step.memory
    effects.push(...step.effects.map((e) => e.type))
  }
  return effects
}

describe("session status transitions (SPEC §4)", () => {
  it("announces halfway and ending soon once each, opens the scheduling prompt, completes once", () => {
    expect(
      run([
        "pending",
        "active",
        "active",
        "halfway",
        "halfway",
        "halfway",
        "ending_soon",
        "ending_soon",
        "completed",
        "completed",
      ]),
    ).toEqual(["toast-halfway", "toast-ending-soon", "open-schedule-prompt", "complete-session"])
  })

  it("does not announce a stage it skipped (the page opened at minute 27)", () => {
    expect(run(["ending_soon", "halfway"])).toEqual(["toast-ending-soon", "open-schedule-prompt"])
    expect(run(["extended", "completed"])).toEqual(["complete-session"])
  })

  it("completes a session found already over, without the earlier toasts", () => {
    expect(run(["completed"])).toEqual(["complete-session"])
  })

  it("does not complete while the status still says extended", () => {
    expect(run([status("completed", { is_extended: true })])).toEqual([])
  })

  it("stays quiet while the crisis card is shown, but still ends the session", () => {
    expect(run(["active", "halfway", "ending_soon", "completed"], true)).toEqual(["complete-session"])
  })

  it("does not announce late what it swallowed during a crisis", () => {
    let memory = lifecycleStep(initialLifecycle, status("halfway"), { crisisActive: true }).memory
    memory = lifecycleStep(memory, status("halfway"), { crisisActive: false }).memory
    expect(lifecycleStep(memory, status("halfway"), { crisisActive: false }).effects).toEqual([])
  })
})

describe("remaining sessions after completion", () => {
  it("says how many are left, or the unlimited notice", () => {
    expect(remainingSessionsText({ sessions_remaining: 2, has_unlimited_sessions: false })).toBe(
      "Ti restano 2 sessioni.",
    )
    expect(remainingSessionsText({ sessions_remaining: 1, has_unlimited_sessions: false })).toBe(
      "Ti resta 1 sessione.",
    )
    expect(remainingSessionsText({ sessions_remaining: 0, has_unlimited_sessions: false })).toBe(
      "Non ti restano sessioni disponibili.",
    )
    expect(remainingSessionsText({ sessions_remaining: 0, has_unlimited_sessions: true })).toMatch(
      /illimitate/,
    )
  })
})
