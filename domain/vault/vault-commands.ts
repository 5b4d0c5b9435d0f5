import type { Instant } from "../shared/instant.ts"

export interface SaveVault {
  readonly _tag: "SaveVault"
  readonly userId: string
  readonly ciphertext: string
  readonly now: Instant
}

export type VaultCommand = SaveVault
