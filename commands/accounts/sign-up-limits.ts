import { Config, Effect } from "effect"
import { normalizeEmail } from "../../domain/user/user-decider.ts"
import { AddressDigest } from "../../eventstore/address-digest.ts"
import { clientNetwork } from "../rate-limits/client-network.ts"
import { RateLimiter } from "../rate-limits/rate-limiter.ts"

const HOUR = 60 * 60

/**
 * How many sign-ups one client (IP address) may make per hour: `COGI_SIGNUPS_PER_IP_PER_HOUR`, default 10.
 * End-to-end suites that register many accounts from one machine raise it.
 */
const perIpPerHour = Config.Int("COGI_SIGNUPS_PER_IP_PER_HOUR").pipe(Config.withDefault(10))
/** Attempts to sign up one e-mail address per hour (taken or not: the answer must not be a free oracle). */
const PER_ADDRESS_PER_HOUR = 5

/** `TooManyAttempts` when this client or this address has signed up too often in the last hour. */
export const enforceSignUpLimits = (rawEmail: string, clientIp: string) =>
  Effect.gen(function* () {
    const limiter = yield* RateLimiter
    const limit = yield* Effect.orDie(perIpPerHour)
    yield* limiter.enforce(`register:ip:${clientNetwork(clientIp)}`, limit, HOUR, "sign_up")
    const email = normalizeEmail(rawEmail)
    if (email === "") return
    const address = (yield* AddressDigest).of(email)
    yield* limiter.enforce(`register:email:${address}`, PER_ADDRESS_PER_HOUR, HOUR, "sign_up")
  })
