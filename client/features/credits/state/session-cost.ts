import type { SessionInfo } from "../api/get-session-info.ts"

/**
 * What the message that opens a session will use, in the order the server spends (DESIGN §2: unlimited access,
 * then free sessions, then the subscription's, then bought sessions and code credits).
 */
export const sessionCostText = (info: SessionInfo): string => {
  if (info.has_unlimited_sessions)
    return "Con il tuo accesso illimitato, il primo messaggio apre la sessione senza usare nulla."
  const free = info.free_sessions_remaining
  if (free > 0)
    return free === 1
      ? "Il primo messaggio apre la sessione e usa la tua ultima sessione gratuita."
      : `Il primo messaggio apre la sessione e usa una sessione gratuita: ne hai ancora ${free}.`
  const subscription = info.has_active_subscription ? info.subscription_sessions_remaining : 0
  if (subscription > 0)
    return `Il primo messaggio apre la sessione e usa una delle sessioni del tuo abbonamento: ne hai ancora ${subscription}.`
  const credits = info.purchased_sessions_remaining ?? info.total_sessions_available
  if (credits > 0)
    return credits === 1
      ? "Il primo messaggio apre la sessione e usa il tuo ultimo credito."
      : `Il primo messaggio apre la sessione e usa un credito: ne hai ancora ${credits}.`
  return "Non hai sessioni disponibili: una nuova sessione costa 9,99 € e puoi acquistarla dalla dashboard."
}
