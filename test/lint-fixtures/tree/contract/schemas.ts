// must pass: the contract imports effect and itself
import { Schema } from "effect"

export const ThingId = Schema.String
