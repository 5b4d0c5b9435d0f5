import { Effect } from "effect"
import type { DuplicateEventId, StreamVersionConflict } from "../eventstore/events.ts"

/*
 * The one way the edge answers a use case's refusals: each aggregate has its mapping beside its Italian texts
 * (`api/<group>/<aggregate>-http-errors.ts`: the error class, the code and the text of every refusal), and a
 * handler either maps the whole error channel with `answerRefusals(mapping)` or names the refusals it expects
 * in `Effect.catchTags`, each with the mapping.
 */

type StoreConflict = StreamVersionConflict | DuplicateEventId

const isStoreConflict = (error: { readonly _tag: string }): error is StoreConflict =>
  error._tag === "StreamVersionConflict" || error._tag === "DuplicateEventId"

/** Refusals become the aggregate's HTTP errors; a conflict that outlived the retries is a defect (500, logged). */
export const answerRefusals =
  <E extends { readonly _tag: string }, H>(toHttpError: (error: E) => H) =>
  <A, R>(effect: Effect.Effect<A, E | StoreConflict, R>): Effect.Effect<A, H, R> =>
    Effect.catch(effect, (error) =>
      isStoreConflict(error) ? Effect.die(error) : Effect.fail(toHttpError(error as E)),
    )
