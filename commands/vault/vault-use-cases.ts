import { Effect } from "effect"
import { vaultDecider } from "../../domain/vault/vault-decider.ts"
import { currentInstant } from "../../eventstore/clock.ts"
import { vaults } from "../aggregates.ts"
import { requireVerifiedAddress, storedBytes, withinStorageBudget } from "../storage/storage-budget.ts"

/** The user's vault as stored: browser ciphertext only (no read model: nothing to list or search). */
export const readVault = Effect.fn("Commands.readVault")(function* (userId: string) {
  return (yield* vaults.read(userId)).state
})

/** Replaces the vault's ciphertext (a verified address, within the daily storage budget); answers the vault after it. */
export const saveVault = Effect.fn("Commands.saveVault")(function* (userId: string, ciphertext: string) {
  yield* requireVerifiedAddress(userId)
  const at = yield* currentInstant
  const { state } = yield* withinStorageBudget(
    vaults.decideOn(userId, (current) =>
      vaultDecider.decide({ _tag: "SaveVault", userId, ciphertext, now: at }, current),
    ),
    { userId, bytes: storedBytes(ciphertext), storedNothing: ({ events }) => events.length === 0 },
  )
  return state
})
