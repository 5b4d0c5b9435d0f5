import { Effect } from "effect"
import type { ChatError } from "../../domain/chat/chat-errors.ts"
import { chatErrorMessage } from "../../domain/chat/chat-messages.ts"
import type { NoCreditsAvailable } from "../../domain/wallet/wallet-errors.ts"
import type { DuplicateEventId, StreamVersionConflict } from "../../eventstore/events.ts"
import { conditionCode } from "../condition-code.ts"
import { Conflict, Forbidden, NotFound, ValidationError } from "../contract/errors.ts"
import { noCredits } from "./message-validation.ts"

export type ChatHttpError = NotFound | Forbidden | Conflict | ValidationError

/** The HTTP face of every chat and session rule (SPEC §8 texts via the domain's Italian messages). */
export const toHttpError = (error: ChatError | NoCreditsAvailable): ChatHttpError => {
  switch (error._tag) {
    case "ChatNotFound":
      return new NotFound({ code: conditionCode(error._tag), detail: chatErrorMessage(error) })
    case "SessionEnded":
      return new Forbidden({ code: conditionCode(error._tag), detail: chatErrorMessage(error) })
    case "AddressNotVerified":
      return new Forbidden({ code: "EMAIL_NOT_VERIFIED", detail: chatErrorMessage(error) })
    case "NoCreditsAvailable":
      return noCredits()
    case "NextSessionNotesTooLong":
      return new ValidationError({ code: conditionCode(error._tag), detail: chatErrorMessage(error) })
    case "ChatAlreadyExists":
    case "SessionNotStarted":
    case "SessionAlreadyStarted":
    case "SessionNotExtendable":
    case "SessionNotExpired":
    case "ExchangeNotReplaceable":
      return new Conflict({ code: conditionCode(error._tag), detail: chatErrorMessage(error) })
    default: {
      const unhandled: never = error
      return unhandled
    }
  }
}

/** Domain failures become HTTP errors; a conflict that outlived the retries is a defect (500, logged). */
export const httpErrors = <A, R>(
  effect: Effect.Effect<A, ChatError | NoCreditsAvailable | StreamVersionConflict | DuplicateEventId, R>,
): Effect.Effect<A, ChatHttpError, R> =>
  effect.pipe(
    Effect.catchTags({ StreamVersionConflict: Effect.die, DuplicateEventId: Effect.die }),
    Effect.mapError(toHttpError),
  )
