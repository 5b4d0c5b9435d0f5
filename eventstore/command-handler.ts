import { Effect, type Result, Schedule, type Schema } from "effect"
import { decodeEvents, type DomainEvent, toNewEvent } from "./event-codec.ts"
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
  decide: (loaded: Loaded) => Effect.Effect<Decision<A>, E, R>,
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

/** What a decision appends and answers; `hooks` run in the append's transaction (jobs armed with the events). */
export interface Decision<A> {
  readonly appends: ReadonlyArray<StreamAppend>
  readonly value: A
  readonly hooks?: ReadonlyArray<AppendHook>
}

/**
 * Whose personal data a stream's events hold when an event names no user of its own (a chat's notes and images):
 * the user its first event names, in the log or in this append.
 */
const ownerOf = (stream: LoadedStream | undefined, events: ReadonlyArray<DomainEvent>) => {
  const named = [stream?.events[0]?.data.userId, ...events.map((e) => (e as { userId?: unknown }).userId)]
  return named.find((id): id is string => typeof id === "string")
}

interface Folding<Event, State> {
  readonly initialState: State
  readonly evolve: (state: State, event: Event) => State
}

/**
 * One aggregate's streams, once: how its events decode and fold, and the append that expects exactly the
 * version that was loaded. Every command module spells load → decode → fold → decide → append through it.
 */
export const aggregateStream = <S extends Schema.Decoder<unknown>, State>(
  schema: S,
  decider: Folding<S["Type"], State>,
  streamOf: (id: string) => string,
) => {
  type Event = S["Type"]
  const decode = decodeEvents(schema)
  const fold = (events: ReadonlyArray<Event>): State => events.reduce(decider.evolve, decider.initialState)
  const eventsOf = (loaded: Loaded, id: string): ReadonlyArray<Event> =>
    decode(loaded.get(streamOf(id))?.events ?? [])
  const append = (
    loaded: Loaded,
    id: string,
    events: ReadonlyArray<Event & DomainEvent>,
    /** Event ids derived from what caused them (a provider event): a replay is then a DuplicateEventId. */
    eventIdFor?: (streamId: string, index: number) => string,
  ): StreamAppend => {
    const stream = loaded.get(streamOf(id))
    const subjectId = ownerOf(stream, events)
    return {
      streamId: streamOf(id),
      expected: expectedOf(stream),
      events: events.map((event, i) =>
        toNewEvent(event, {
          ...(eventIdFor ? { eventId: eventIdFor(streamOf(id), i) } : {}),
          ...(subjectId === undefined ? {} : { subjectId }),
        }),
      ),
    }
  }
  return {
    streamOf,
    eventsOf,
    stateOf: (loaded: Loaded, id: string): State => fold(eventsOf(loaded, id)),
    append,
    /** Reads and folds one stream outside a command (nothing is appended). */
    read: (id: string) =>
      Effect.map(
        EventStore.use((store) => store.readStream(streamOf(id))),
        (stored) => {
          const events = decode(stored)
          return { events, state: fold(events) }
        },
      ),
    /**
     * A command on this one stream: fold it, let `decide` turn the state into events (or an error), append
     * them at the loaded version. Answers the events and the state after them.
     */
    decideOn: <E>(
      id: string,
      decide: (state: State) => Result.Result<ReadonlyArray<Event & DomainEvent>, E>,
      options: {
        readonly hooks?: (events: ReadonlyArray<Event>, state: State) => ReadonlyArray<AppendHook>
      } = {},
    ) =>
      Effect.map(
        handleCommand([streamOf(id)], (loaded) =>
          Effect.map(Effect.fromResult(decide(fold(eventsOf(loaded, id)))), (events) => {
            const state = events.reduce(decider.evolve, fold(eventsOf(loaded, id)))
            return {
              appends: [append(loaded, id, events)],
              value: { events, state },
              ...(options.hooks ? { hooks: options.hooks(events, state) } : {}),
            }
          }),
        ),
        ({ value }) => value,
      ),
  }
}
