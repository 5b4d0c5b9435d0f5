import type { KeysResponse as KeysResponseSchema } from "../../../api/contract/account.ts"
import type { KeyEnvelopeDto as KeyEnvelopeSchema } from "../../../api/contract/key-envelope.ts"

/** The wrapped keys as the API sends and takes them (api/contract/key-envelope.ts). */
export type KeyEnvelopeDto = KeyEnvelopeSchema

export type KeysResponse = KeysResponseSchema
