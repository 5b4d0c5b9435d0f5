import { Effect, Result } from "effect"
import { AddressUnverified, StorageBudgetReached } from "../../commands/storage/storage-budget.ts"
import { AddressNotVerified } from "../../domain/chat/chat-errors.ts"
import { TELEFONO_AMICO } from "../../domain/safety/crisis-resources.ts"
import { chatErrorText } from "../chats/chat-http-errors.ts"
import { Forbidden, RateLimitedError } from "../../contract/errors.ts"

/** What the person reads when the day's storage budget is spent; a crisis message is never refused for it. */
export const storageBudgetText =
  "Per oggi hai già salvato tutto lo spazio disponibile: potrai salvare di nuovo domani, e quello che hai " +
  `scritto non è stato perso. Se stai male adesso, il 112 risponde sempre e ${TELEFONO_AMICO.name} è allo ` +
  `${TELEFONO_AMICO.phone}.`

/** 429 with `Retry-After` (the start of the next day in Rome). */
export const storageLimited = (error: StorageBudgetReached) =>
  new RateLimitedError({ detail: storageBudgetText, retryAfterSeconds: error.retryAfterSeconds })

/** 403 `EMAIL_NOT_VERIFIED` with the very text the chat shows before the first session. */
export const addressUnverified = () =>
  new Forbidden({
    code: "EMAIL_NOT_VERIFIED",
    detail: chatErrorText(new AddressNotVerified({ chatId: "" })),
  })

type StorageRefusal = StorageBudgetReached | AddressUnverified

/**
 * The HTTP face of a use case that stores: its storage refusals answer 429 or 403, and every other failure goes
 * to the group's own mapping (`others`, e.g. the chats' `httpErrors`).
 */
export const storingErrors = <A, E, R, H>(
  effect: Effect.Effect<A, E | StorageRefusal, R>,
  others: (failed: Effect.Effect<never, E>) => Effect.Effect<never, H>,
): Effect.Effect<A, H | RateLimitedError | Forbidden, R> =>
  Effect.flatMap(Effect.result(effect), (outcome): Effect.Effect<A, H | RateLimitedError | Forbidden> => {
    if (Result.isSuccess(outcome)) return Effect.succeed(outcome.success)
    const error = outcome.failure
    if (error instanceof StorageBudgetReached) return Effect.fail(storageLimited(error))
    if (error instanceof AddressUnverified) return Effect.fail(addressUnverified())
    return others(Effect.fail(error as E))
  })

/** For `Effect.catchTags({ StorageBudgetReached: storageRefused, AddressUnverified: unverifiedRefused })`. */
export const storageRefused = (error: StorageBudgetReached) => Effect.fail(storageLimited(error))
export const unverifiedRefused = () => Effect.fail(addressUnverified())
