import { Effect, Semaphore } from "effect"

/**
 * Commands on the same stream take turns inside one process, so twenty concurrent writes to one hot stream
 * (renaming the assistant, messages to one chat) queue instead of conflicting and running out of retries.
 * Across processes the optimistic check and its retries still decide. Locks are taken in stream-id order.
 */
export const makeStreamLocks = () => {
  const held = new Map<string, { readonly semaphore: Semaphore.Semaphore; users: number }>()
  const enter = (id: string) =>
    Effect.sync(() => {
      const entry = held.get(id) ?? { semaphore: Semaphore.makeUnsafe(1), users: 0 }
      entry.users += 1
      held.set(id, entry)
      return entry
    })
  const leave = (id: string) =>
    Effect.sync(() => {
      const entry = held.get(id)
      if (entry && --entry.users === 0) held.delete(id)
    })
  const one =
    (id: string) =>
    <A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
      Effect.acquireUseRelease(
        enter(id),
        (entry) => entry.semaphore.withPermits(1)(effect),
        () => leave(id),
      )
  return <A, E, R>(streamIds: ReadonlyArray<string>, effect: Effect.Effect<A, E, R>) =>
    [...new Set(streamIds)].sort().reduceRight((inner, id) => one(id)(inner), effect)
}
