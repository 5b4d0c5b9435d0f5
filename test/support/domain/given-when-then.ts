// The given/when/then of the deciders' tests (Emmett's vocabulary), kept out of domain/ with the other test support.
import { Result } from "effect"
import { expect } from "vitest"
import type { Decider } from "../../../domain/shared/decider.ts"

interface Outcome<Event> {
  /** The decided events, compared by value. */
  readonly then: (expected: ReadonlyArray<Event>) => void
  /** The command was accepted and changed nothing (idempotent repeat). */
  readonly thenNothingHappened: () => void
  /** The command was refused with an error of this `_tag`; returns the error for further checks. */
  readonly thenFails: <Tag extends string>(tag: Tag) => { readonly _tag: Tag } & Record<string, unknown>
}

const describeResult = (result: Result.Result<unknown, unknown>): string =>
  Result.isSuccess(result)
    ? `events ${JSON.stringify(result.success)}`
    : `error ${JSON.stringify(result.failure)}`

/** Checks the result of any decide-like function (also the cross-aggregate ones). */
export const expectOutcome = <Success, Event>(
  result: Result.Result<Success, unknown>,
  events: (success: Success) => ReadonlyArray<Event> = (success) => success as ReadonlyArray<Event>,
): Outcome<Event> => ({
  // Emmett's vocabulary. Being thenable is harmless here: awaiting an outcome by mistake fails the test.
  // oxlint-disable-next-line unicorn/no-thenable
  then: (expected) => {
    if (Result.isFailure(result)) throw new Error(`expected events, got ${describeResult(result)}`)
    expect(events(result.success)).toEqual(expected)
  },
  thenNothingHappened: () => {
    if (Result.isFailure(result)) throw new Error(`expected no events, got ${describeResult(result)}`)
    expect(events(result.success)).toEqual([])
  },
  thenFails: (tag) => {
    if (Result.isSuccess(result)) throw new Error(`expected ${tag}, got ${describeResult(result)}`)
    const failure = result.failure as { readonly _tag?: unknown }
    expect(failure._tag).toBe(tag)
    return failure as { readonly _tag: typeof tag } & Record<string, unknown>
  },
})

/** `given(decider)(pastEvents).when(command).then(newEvents)` — Emmett's vocabulary over a Result. */
export const given =
  <Command, Event, State, Error>(decider: Decider<Command, Event, State, Error>) =>
  (events: ReadonlyArray<Event>) => ({
    state: events.reduce(decider.evolve, decider.initialState),
    when: (command: Command): Outcome<Event> =>
      expectOutcome(decider.decide(command, events.reduce(decider.evolve, decider.initialState))),
  })
