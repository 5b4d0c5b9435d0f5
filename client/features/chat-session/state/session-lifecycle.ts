import type { SessionStatus } from "../api/chat-session-types.ts"

/** SPEC §4 chat session status: what the client has already reacted to, so each reaction happens once. */
export type LifecycleMemory = {
  readonly halfwayNotified: boolean
  readonly endingSoonNotified: boolean
  readonly completionRequested: boolean
}

export const initialLifecycle: LifecycleMemory = {
  halfwayNotified: false,
  endingSoonNotified: false,
  completionRequested: false,
}

export type LifecycleEffect =
  | { readonly type: "toast-halfway" }
  | { readonly type: "toast-ending-soon" }
  | { readonly type: "open-schedule-prompt" }
  | { readonly type: "complete-session" }

export type LifecycleStep = {
  readonly memory: LifecycleMemory
  readonly effects: ReadonlyArray<LifecycleEffect>
}

/**
 * One status reading → the reactions it calls for. Each fires at most once per chat; a reading that skips a
 * stage (the page opened at minute 27) marks the earlier stages as seen without announcing them late.
 * While the crisis card is shown nothing about time or money interrupts (DESIGN §7): the toasts and the
 * scheduling prompt are swallowed, though still remembered, and the session still ends when its time is up.
 */
export const lifecycleStep = (
  memory: LifecycleMemory,
  status: SessionStatus,
  options: { readonly crisisActive: boolean },
): LifecycleStep => {
  const effects: LifecycleEffect[] = []
  const quiet = options.crisisActive
  switch (status.session_status) {
    case "pending":
    case "active":
      return { memory, effects }
    case "halfway": {
      if (memory.halfwayNotified) return { memory, effects }
      if (!quiet) effects.push({ type: "toast-halfway" })
      return { memory: { ...memory, halfwayNotified: true }, effects }
    }
    case "ending_soon": {
      if (memory.endingSoonNotified) return { memory, effects }
      if (!quiet) effects.push({ type: "toast-ending-soon" }, { type: "open-schedule-prompt" })
      return { memory: { ...memory, halfwayNotified: true, endingSoonNotified: true }, effects }
    }
    case "extended":
      return { memory: { ...memory, halfwayNotified: true, endingSoonNotified: true }, effects }
    case "completed": {
      const seen = { ...memory, halfwayNotified: true, endingSoonNotified: true }
      if (status.is_extended || memory.completionRequested) return { memory: seen, effects }
      return { memory: { ...seen, completionRequested: true }, effects: [{ type: "complete-session" }] }
    }
  }
}

export const HALFWAY_TOAST = "Sei a metà della sessione: restano 15 minuti."
export const ENDING_SOON_TOAST = "Mancano 5 minuti alla fine della sessione."

/** "Ti restano N sessioni" or the unlimited notice, after the session is completed. */
export const remainingSessionsText = (completion: {
  readonly sessions_remaining: number
  readonly has_unlimited_sessions: boolean
}): string => {
  if (completion.has_unlimited_sessions)
    return "Hai sessioni illimitate: puoi iniziarne un'altra quando vuoi."
  const n = completion.sessions_remaining
  if (n <= 0) return "Non ti restano sessioni disponibili."
  return n === 1 ? "Ti resta 1 sessione." : `Ti restano ${n} sessioni.`
}
