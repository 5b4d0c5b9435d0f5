/**
 * The Stripe API version the SDK is pinned to, apart from the SDK so that the local provider's events carry it
 * without loading Stripe (stripe-provider.ts passes it to the client: a mismatch after an SDK upgrade is a type
 * error there, on purpose).
 */
export const stripeApiVersion = "2026-10-28.endive" as const
