// must pass: commands/ may use the contract's Schemas and error classes
import { RateLimitedError } from "../api/contract/errors.ts"

export const good = RateLimitedError
