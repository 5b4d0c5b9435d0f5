import type { SessionInfo } from "../api/get-session-info.ts"

/** The credits of each kind: free (of 3), the running subscription's (of 8, null without one), bought or from codes. */
export type CreditCounts = {
  readonly total: number
  readonly free: number
  readonly subscription: number | null
  readonly purchased: number
}

/**
 * SPEC §4 Session availability: what the session-info card shows. With unlimited access, `waiting` are the
 * credits kept for after it (issue 28: they are still there, only not used while it lasts).
 */
export type SessionAvailability =
  | { readonly kind: "unlimited"; readonly expiresAt: string; readonly waiting: CreditCounts }
  | { readonly kind: "none" }
  | ({ readonly kind: "available" } & CreditCounts)

const creditCounts = (info: SessionInfo): CreditCounts => ({
  total: info.total_sessions_available,
  free: info.free_sessions_remaining,
  subscription: info.has_active_subscription ? info.subscription_sessions_remaining : null,
  purchased: info.purchased_sessions_remaining ?? 0,
})

export const sessionAvailability = (info: SessionInfo): SessionAvailability => {
  if (info.has_unlimited_sessions && info.unlimited_expires_at !== null) {
    return { kind: "unlimited", expiresAt: info.unlimited_expires_at, waiting: creditCounts(info) }
  }
  if (info.total_sessions_available <= 0 && !info.has_unlimited_sessions) return { kind: "none" }
  return { kind: "available", ...creditCounts(info) }
}

/** SPEC §2 free-session call to action. */
export type SessionCallToAction = "loading" | "free" | "start" | "paid"

export const sessionCallToAction = (info: SessionInfo | undefined): SessionCallToAction => {
  if (info === undefined) return "loading"
  if (info.has_unlimited_sessions || info.free_sessions_remaining > 0) return "free"
  return info.total_sessions_available > 0 ? "start" : "paid"
}

export const availableBadge = (availability: SessionAvailability): string => {
  switch (availability.kind) {
    case "unlimited":
      return "ILLIMITATE"
    case "none":
      return "Nessuna sessione"
    case "available":
      return availability.total === 1 ? "1 disponibile" : `${availability.total} disponibili`
  }
}
