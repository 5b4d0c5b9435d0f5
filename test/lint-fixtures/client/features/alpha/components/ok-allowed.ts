// What a feature may import: the contract's types, its own files, and the shared client folders.
import type { ApiErrorCode } from "../../../../../../api/contract/errors.ts"
import { shared } from "../../../lib/shared.ts"
import { own } from "../api/own.ts"

export const code: ApiErrorCode = "SESSION_ENDED"
export const total = shared + own
