// must fail: client-contract-types-only
import { Schema } from "effect"

export const bad = Schema
