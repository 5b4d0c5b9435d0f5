import { useMutation } from "@tanstack/react-query"

import type { ApiClient } from "../../../lib/api-client.ts"
import { useApiClient } from "../../../lib/api-client-context.tsx"
import type { EmergencyContactRelation } from "../../../lib/emergency-contact-relations.ts"
import type { KeyEnvelopeDto } from "../../../lib/crypto/key-envelope.ts"

/** POST /api/auth/register body (SPEC §3). The contact fields travel only together. */
export type RegisterInput = {
  readonly name: string
  readonly email: string
  readonly password: string
  readonly ai_name: string
  /** 16 random bytes, base64, made in the browser: the salt of the key that encrypts the messages. */
  readonly encryption_salt: string
  /** GDPR art. 9(2)(a) explicit consent and the 18+ declaration: the form sends both only when ticked. */
  readonly consent_health_data?: boolean
  readonly adult?: boolean
  /** The data key made in the browser, wrapped by the password and by the recovery key. */
  readonly keys?: KeyEnvelopeDto
  readonly emergency_contact_name?: string
  readonly emergency_contact_phone?: string
  readonly emergency_contact_relation?: EmergencyContactRelation
}

export const register = (api: ApiClient, input: RegisterInput) =>
  api.post("auth.register", "/auth/register", input)

export const useRegister = () => {
  const api = useApiClient()
  return useMutation({ mutationFn: (input: RegisterInput) => register(api, input) })
}
