import { Result } from "effect"
import type { Decider } from "../shared/decider.ts"
import type { VaultCommand } from "./vault-commands.ts"
import { VaultCiphertextInvalid, type VaultError } from "./vault-errors.ts"
import type { VaultEvent } from "./vault-events.ts"
import { evolveVault, initialVaultState, type VaultState } from "./vault-state.ts"

/**
 * A safety plan of seven steps fits many times over (8,160 characters with eight lines in each, 49,300 with
 * fifty); the bound keeps the log sane (issue 24: 200,000 let one account add megabytes a minute).
 */
export const VAULT_MAX_CIPHERTEXT = 64_000

const base64 = /^[A-Za-z0-9+/]+={0,2}$/

export const decideVault = (
  command: VaultCommand,
  state: VaultState,
): Result.Result<ReadonlyArray<VaultEvent>, VaultError> => {
  const { userId, ciphertext, now } = command
  if (ciphertext.length === 0 || ciphertext.length > VAULT_MAX_CIPHERTEXT || !base64.test(ciphertext))
    return Result.fail(new VaultCiphertextInvalid({ maxLength: VAULT_MAX_CIPHERTEXT }))
  if (ciphertext === state.ciphertext) return Result.succeed([])
  return Result.succeed([{ _tag: "VaultSaved", schemaVersion: 1, userId, ciphertext, at: now }])
}

export const vaultDecider: Decider<VaultCommand, VaultEvent, VaultState, VaultError> = {
  initialState: initialVaultState,
  evolve: evolveVault,
  decide: decideVault,
}
