import { describe, expect, it } from "vitest"

import type { SessionInfo } from "../api/get-session-info.ts"
import { sessionCostText } from "./session-cost.ts"

const info = (over: Partial<SessionInfo>): SessionInfo => ({
  free_sessions_remaining: 0,
  subscription_sessions_remaining: 0,
  purchased_sessions_remaining: 0,
  total_sessions_available: 0,
  has_active_subscription: false,
  subscription_expires_at: null,
  subscription_cancelled: false,
  has_unlimited_sessions: false,
  unlimited_expires_at: null,
  ...over,
})

describe("sessionCostText", () => {
  it.each([
    [
      { has_unlimited_sessions: true, free_sessions_remaining: 2 },
      "Con il tuo accesso illimitato, il primo messaggio apre la sessione senza usare nulla.",
    ],
    [
      { free_sessions_remaining: 3, total_sessions_available: 3 },
      "Il primo messaggio apre la sessione e usa una sessione gratuita: ne hai ancora 3.",
    ],
    [
      { free_sessions_remaining: 1, total_sessions_available: 4, purchased_sessions_remaining: 3 },
      "Il primo messaggio apre la sessione e usa la tua ultima sessione gratuita.",
    ],
    [
      { has_active_subscription: true, subscription_sessions_remaining: 8, total_sessions_available: 8 },
      "Il primo messaggio apre la sessione e usa una delle sessioni del tuo abbonamento: ne hai ancora 8.",
    ],
    [
      { purchased_sessions_remaining: 2, total_sessions_available: 2 },
      "Il primo messaggio apre la sessione e usa un credito: ne hai ancora 2.",
    ],
    [
      { purchased_sessions_remaining: 1, total_sessions_available: 1 },
      "Il primo messaggio apre la sessione e usa il tuo ultimo credito.",
    ],
    [
      { has_active_subscription: false, subscription_sessions_remaining: 5 },
      "Non hai sessioni disponibili: una nuova sessione costa 9,99 € e puoi acquistarla dalla dashboard.",
    ],
  ] as const)("given %o, then it says what the first message uses", (over, text) => {
    expect(sessionCostText(info(over))).toBe(text)
  })
})
