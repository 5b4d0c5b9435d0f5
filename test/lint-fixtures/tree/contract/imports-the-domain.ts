// must fail: contract-is-browser-safe
import { Thing } from "../domain/thing.ts"

export const bad = Thing
