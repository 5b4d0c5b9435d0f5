import { Effect, Schedule } from "effect"
import type { AppendResult, DuplicateEventId, StoredEvent, StreamAppend } from "./events.ts"
import { StreamVersionConflict } from "./events.ts"
import { type AppendHook, EventStore } from "./event-store.ts"

export interface LoadedStream {
  readonly streamId: string
  /** The version to expect when appending: "no_stream" for a stream with no events. */
  readonly version: number
  readonly events: ReadonlyArray<StoredEvent>
}

export type Loaded = ReadonlyMap<string, LoadedStream>

/** The exact expectation for appending to a loaded stream. */
export const expectedOf = (stream: LoadedStream | undefined) =>
  stream === undefined || stream.version === 0 ? ("no_stream" as const) : stream.version

/** Another process won the race: load and decide again, after a short random pause (so racers spread out). */
const raceRetry = Schedule.exponential("5 millis", 1.5).pipe(Schedule.jittered)

/**
 * Load the streams (one query) → decide → append with their exact versions. Commands on the same streams take
 * turns within this process; a writer in another process makes the append conflict, and then everything is
 * loaded and decided again on the newer state.
 */
export const handleCommand = <A, E, R>(
  streamIds: ReadonlyArray<string>,
  decide: (loaded: Loaded) => Effect.Effect<
    {
      readonly appends: ReadonlyArray<StreamAppend>
      readonly value: A
      readonly hooks?: ReadonlyArray<AppendHook>
    },
    E,
    R
  >,
): Effect.Effect<
  { readonly value: A; readonly result: AppendResult },
  E | StreamVersionConflict | DuplicateEventId,
  R | EventStore
> =>
  Effect.gen(function* () {
    const store = yield* EventStore
    const attempt = Effect.gen(function* () {
      const streams = yield* store.readStreams(streamIds)
      const loaded = new Map<string, LoadedStream>()
      for (const [streamId, events] of streams)
        loaded.set(streamId, { streamId, version: events.at(-1)?.streamVersion ?? 0, events })
      const { appends, value, hooks } = yield* decide(loaded)
      const result = yield* store.append(appends, hooks)
      return { value, result }
    }).pipe(
      Effect.retry({
        while: (error) => error instanceof StreamVersionConflict,
        times: 12,
        schedule: raceRetry,
      }),
    )
    return yield* store.inTurn(streamIds, attempt)
  }).pipe(Effect.withSpan("CommandHandler.handle"))
