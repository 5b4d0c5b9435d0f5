// must fail: client-speaks-only-the-contract
import { Thing } from "../../../../domain/thing.ts"

export const bad = Thing
