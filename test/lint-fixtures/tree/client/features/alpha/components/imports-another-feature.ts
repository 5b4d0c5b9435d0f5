// must fail: client-feature-not-another-feature
import { thing } from "../../beta/api/thing.ts"

export const bad = thing
