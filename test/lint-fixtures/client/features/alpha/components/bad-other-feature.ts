// A feature importing another feature.
import { thing } from "../../beta/api/thing.ts"

export const borrowed = thing
