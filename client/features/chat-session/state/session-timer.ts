import type { SessionStatus } from "../api/chat-session-types.ts"

/**
 * The timer counts on the server's clock: `offset` = server time − local time when the status arrived, so
 * a wrong device clock (or the e2e dev clock) does not shift the countdown.
 */
export type TimerBase = { readonly endsAtMs: number | null; readonly offsetMs: number }

export const timerBase = (status: SessionStatus, receivedAtLocalMs: number): TimerBase => {
  const server = Date.parse(status.server_time)
  const ends = status.ends_at === null ? Number.NaN : Date.parse(status.ends_at)
  return {
    endsAtMs: Number.isFinite(ends) ? ends : null,
    offsetMs: Number.isFinite(server) ? server - receivedAtLocalMs : 0,
  }
}

export const remainingMs = (base: TimerBase, localNowMs: number): number | null =>
  base.endsAtMs === null ? null : Math.max(0, base.endsAtMs - (localNowMs + base.offsetMs))

export const formatClock = (ms: number): string => {
  const total = Math.ceil(ms / 1000)
  const minutes = Math.floor(total / 60)
  const seconds = total % 60
  return `${String(minutes).padStart(2, "0")}:${String(seconds).padStart(2, "0")}`
}

/** What assistive tech reads (in minutes, so it is not a new announcement every second). */
export const spokenRemaining = (ms: number): string => {
  const minutes = Math.ceil(ms / 60_000)
  if (minutes <= 0) return "Tempo scaduto"
  return minutes === 1 ? "Manca 1 minuto" : `Mancano ${minutes} minuti`
}
