import { Clock, Effect } from "effect"

/**
 * The instant a command is stamped with (deciders read no clock: time arrives in the command). It reads Effect's
 * Clock, so tests and the dev clock move it.
 */
export const currentInstant = Effect.map(Clock.currentTimeMillis, (ms) => new Date(ms).toISOString())
