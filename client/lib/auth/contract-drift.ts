// Compile-time guard: the server's contract must keep giving the client the user it expects.
import type { AuthResponse as ContractAuthResponse } from "../../../api/contract/auth.ts"
import type { UserDto } from "../../../api/contract/user.ts"
import type { KeysResponse as ContractKeysResponse } from "../../../api/contract/account.ts"
import type { KeyEnvelopeDto as ContractKeyEnvelope } from "../../../api/contract/key-envelope.ts"
import type { KeyEnvelopeDto, KeysResponse } from "../crypto/key-envelope.ts"
import type { AuthResponse, User } from "./user.ts"

type Assignable<From, To> = [From] extends [To] ? true : false
const expectTrue = <T extends true>(value: T): T => value

export const contractMatches = [
  expectTrue<Assignable<UserDto, User>>(true),
  expectTrue<Assignable<ContractAuthResponse, AuthResponse>>(true),
  expectTrue<Assignable<ContractKeysResponse, KeysResponse>>(true),
  expectTrue<Assignable<KeyEnvelopeDto, ContractKeyEnvelope>>(true),
] as const
