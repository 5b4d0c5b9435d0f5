// The wrapped keys as the API sends and takes them (compile-time checked against the contract).
export type KeyEnvelopeDto = {
  readonly key_id: string
  readonly password: { readonly salt: string; readonly iterations: number; readonly wrapped_key: string }
  readonly recovery: {
    readonly salt: string
    readonly wrapped_key: string
    readonly sealed_recovery_key: string
  }
}

export type KeysResponse = { readonly keys: KeyEnvelopeDto | null; readonly encryption_salt: string }
