import { ENDING_SOON_MINUTES_LEFT, HALFWAY_MINUTES_LEFT, SESSION_MINUTES } from "../shared/constants.ts"
import { MILLIS, millisBetween, type Instant } from "../shared/instant.ts"
import type { ChatState } from "./chat-state.ts"

export type SessionStatus = "pending" | "active" | "halfway" | "ending_soon" | "extended" | "completed"

/** SPEC §3 session status. The server's clock is the truth; the client only renders it. */
export interface SessionClock {
  readonly session_status: SessionStatus
  /** Whole minutes left, rounded up (0 once completed). */
  readonly remaining_minutes: number
  /** True while the session runs past its 30 minutes (+2 for scheduling, or kept open); false once completed. */
  readonly is_extended: boolean
  readonly can_extend: boolean
}

const pending: SessionClock = {
  session_status: "pending",
  remaining_minutes: SESSION_MINUTES,
  is_extended: false,
  can_extend: false,
}
const completed: SessionClock = {
  session_status: "completed",
  remaining_minutes: 0,
  is_extended: false,
  can_extend: false,
}

export const remainingMillis = (endsAt: Instant, now: Instant): number =>
  Math.max(0, millisBetween(now, endsAt))

export const sessionClock = (state: ChatState, now: Instant): SessionClock => {
  if (state.status === "none") return pending
  if (state.status === "deleted" || state.completed !== null) return completed
  const session = state.session
  if (session === null) return pending
  const left = remainingMillis(session.endsAt, now)
  if (left === 0) return completed
  const remaining_minutes = Math.ceil(left / MILLIS.minute)
  if (session.extended || session.continued) {
    return { session_status: "extended", remaining_minutes, is_extended: true, can_extend: false }
  }
  if (left <= ENDING_SOON_MINUTES_LEFT * MILLIS.minute) {
    return { session_status: "ending_soon", remaining_minutes, is_extended: false, can_extend: true }
  }
  const session_status = left <= HALFWAY_MINUTES_LEFT * MILLIS.minute ? "halfway" : "active"
  return { session_status, remaining_minutes, is_extended: false, can_extend: false }
}
