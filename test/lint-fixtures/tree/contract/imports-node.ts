// must fail: contract-is-browser-safe
import { randomUUID } from "node:crypto"

export const bad = randomUUID
