// must pass: contract types, the feature's own files and the shared client folders
import type { ThingId } from "../../../../contract/schemas.ts"
import type { Schema } from "effect"
import { shared } from "../../../lib/shared.ts"
import { own } from "../api/own.ts"

export type Id = typeof ThingId.Type | Schema.Top
export const total = shared + own
