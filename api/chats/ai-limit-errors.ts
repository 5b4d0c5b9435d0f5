import { Effect } from "effect"
import type { ChatError } from "../../domain/chat/chat-errors.ts"
import type { NoCreditsAvailable } from "../../domain/wallet/wallet-errors.ts"
import type { DuplicateEventId, StreamVersionConflict } from "../../eventstore/events.ts"
import { toHttpError } from "./chat-http-errors.ts"
import type { AiLimitReached } from "../../commands/chats/ai-allowance.ts"
import { RateLimitedError } from "../../contract/errors.ts"
import { TELEFONO_AMICO } from "../../domain/safety/crisis-resources.ts"

const AI_LIMIT_TEXTS: Record<AiLimitReached["scope"], string> = {
  minute: "Stai scrivendo molto in fretta: aspetta qualche secondo e riprova. Il tuo messaggio è ancora qui.",
  day:
    "Per oggi l'assistente ha risposto a tutti i messaggi che può: riprova domani. Se stai male adesso, " +
    `il 112 risponde sempre e ${TELEFONO_AMICO.name} è allo ${TELEFONO_AMICO.phone}.`,
  draft: "Per questa sessione hai già chiesto due bozze: puoi scrivere il riassunto tu, qui sotto.",
}

/** 429 with `Retry-After` and an Italian explanation of which allowance of assistant calls was reached. */
export const aiLimited = (error: AiLimitReached) =>
  new RateLimitedError({ detail: AI_LIMIT_TEXTS[error.scope], retryAfterSeconds: error.retryAfterSeconds })

/** The HTTP face of a use case that calls a provider: its chat and credit rules, and the allowance (429). */
export const providerCallErrors = <A, R>(
  effect: Effect.Effect<
    A,
    ChatError | NoCreditsAvailable | AiLimitReached | StreamVersionConflict | DuplicateEventId,
    R
  >,
) =>
  effect.pipe(
    Effect.catchTags({ StreamVersionConflict: Effect.die, DuplicateEventId: Effect.die }),
    Effect.mapError((error) => (error._tag === "AiLimitReached" ? aiLimited(error) : toHttpError(error))),
  )
