// must fail: domain-is-pure
import { randomUUID } from "crypto"

export const bad = randomUUID
