// must pass: domain/ imports effect and itself
import { Schema } from "effect"

export const Thing = Schema.String
