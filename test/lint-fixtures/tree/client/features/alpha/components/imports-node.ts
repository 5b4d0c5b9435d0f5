// must fail: client-node-free
import { randomUUID } from "node:crypto"

export const bad = randomUUID
