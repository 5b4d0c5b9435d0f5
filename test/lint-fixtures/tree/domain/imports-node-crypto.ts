// must fail: domain-is-pure
import { randomUUID } from "node:crypto"

export const bad = randomUUID
