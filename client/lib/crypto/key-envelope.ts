import type { KeysResponse as KeysResponseSchema } from "../../../contract/account.ts"
import type { KeyEnvelopeDto as KeyEnvelopeSchema } from "../../../contract/key-envelope.ts"

/** The wrapped keys as the API sends and takes them (contract/key-envelope.ts). */
export type KeyEnvelopeDto = KeyEnvelopeSchema

export type KeysResponse = KeysResponseSchema
