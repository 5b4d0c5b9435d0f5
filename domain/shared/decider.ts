import type { Result } from "effect"

/**
 * A decider is the whole business behaviour of one aggregate: fold past events into state with `evolve`,
 * then turn a command into new events (or a tagged error) with `decide`. Pure: time and ids come in the
 * command.
 */
export interface Decider<Command, Event, State, Error> {
  readonly initialState: State
  readonly evolve: (state: State, event: Event) => State
  readonly decide: (command: Command, state: State) => Result.Result<ReadonlyArray<Event>, Error>
}

export const foldEvents = <Event, State>(
  decider: { readonly initialState: State; readonly evolve: (state: State, event: Event) => State },
  events: ReadonlyArray<Event>,
  from: State = decider.initialState,
): State => events.reduce(decider.evolve, from)
