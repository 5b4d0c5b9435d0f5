import type { Instant } from "../shared/instant.ts"
import type { VaultEvent } from "./vault-events.ts"

export interface VaultState {
  readonly ciphertext: string | null
  readonly updatedAt: Instant | null
}

export const initialVaultState: VaultState = { ciphertext: null, updatedAt: null }

export const evolveVault = (_state: VaultState, event: VaultEvent): VaultState => {
  switch (event._tag) {
    case "VaultSaved":
      return { ciphertext: event.ciphertext, updatedAt: event.at }
    default: {
      const unhandled: never = event._tag
      return unhandled
    }
  }
}
