import type { RateLimitDecision } from "../rate-limits/rate-limiter.ts"

/** Wrong passwords for one address from one client in 15 minutes: then that client waits. */
export const FAILURES_PER_ADDRESS_AND_CLIENT = 10
export const CLIENT_WINDOW_SECONDS = 15 * 60
/** Wrong passwords for one address from everywhere in an hour: past it, the address is under attack. */
export const FAILURES_PER_ADDRESS = 100
export const ADDRESS_WINDOW_SECONDS = 60 * 60

/** What the counters say about one sign-in attempt for an address from a client, before the password is read. */
export interface SignInCounters {
  /** This client's wrong passwords for this address, against `FAILURES_PER_ADDRESS_AND_CLIENT` in 15 minutes. */
  readonly client: RateLimitDecision
  /** Whether this client sent a wrong password for this address in the last hour (limit 1 an hour). */
  readonly clientThisHour: RateLimitDecision
  /** Everyone's wrong passwords for this address, against `FAILURES_PER_ADDRESS` an hour. */
  readonly address: RateLimitDecision
}

/**
 * How long this client must wait before its password is even checked, or undefined when it may try now. A
 * client waits after its own 10 wrong passwords; while the address is under attack (100 wrong in the hour, from
 * many clients), a client that got this address's password wrong in the hour waits for that failure to age out,
 * so each attacking client has one guess an hour. A client that sent no wrong password for the address — the
 * owner on their own device, or anywhere new — is never refused: the backstop cannot lock the owner out.
 */
export const signInWait = (counters: SignInCounters): number | undefined => {
  if (!counters.client.allowed) return counters.client.retryAfterSeconds
  if (!counters.address.allowed && !counters.clientThisHour.allowed)
    return counters.clientThisHour.retryAfterSeconds
  return undefined
}
