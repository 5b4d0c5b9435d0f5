// must fail: client-contract-types-only
import { ThingId } from "../../../../contract/schemas.ts"

export const bad = ThingId
