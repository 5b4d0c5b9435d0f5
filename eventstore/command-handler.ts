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

/**
 * Load the streams → decide → append with their exact versions. A concurrent writer makes the append
 * conflict; then everything is loaded and decided again (a few times) on the newer state.
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
    const loaded = new Map<string, LoadedStream>()
    for (const streamId of streamIds) {
      const events = yield* store.readStream(streamId)
      loaded.set(streamId, { streamId, version: events.at(-1)?.streamVersion ?? 0, events })
    }
    const { appends, value, hooks } = yield* decide(loaded)
    const result = yield* store.append(appends, hooks)
    return { value, result }
  }).pipe(
    Effect.retry({
      while: (error) => error instanceof StreamVersionConflict,
      times: 5,
      schedule: Schedule.exponential("5 millis"),
    }),
    Effect.withSpan("CommandHandler.handle"),
  )
